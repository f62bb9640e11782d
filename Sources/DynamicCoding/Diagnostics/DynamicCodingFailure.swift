/// The reason behind a `DecodingError` or `EncodingError` raised by this library.
///
/// Every error the library throws is a plain `DecodingError`/`EncodingError` with a
/// full coding path; its context's `underlyingError` is one of these cases, so code
/// and tests can tell failures apart without parsing messages:
///
/// ```swift
/// do {
///     _ = try JSONDecoder().decode(Screen.self, from: data)
/// } catch let DecodingError.dataCorrupted(context) {
///     if case .unknownTypeIdentifier(let id, _, let known)? =
///         context.underlyingError as? DynamicCodingFailure {
///         print("\(id) is not one of \(known)")
///     }
/// }
/// ```
///
/// The context's `debugDescription` is the failure's ``message`` less its final period:
/// printing the error (`print(error)`) adds ". Underlying error: " and the failure's
/// ``description``, its case (`DynamicCodingFailure.unsetProperty`), so the message is
/// printed once. ``DecodingErrorDescription/message(of:)`` shows the whole message.
public enum DynamicCodingFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The discriminator names no type registered for the base protocol. The message
    /// suggests the nearest registered identifier when one is close.
    case unknownTypeIdentifier(String, base: String, registered: [String])
    /// The object has no discriminator key and the base has no default type.
    case missingDiscriminator(key: String, base: String)
    /// The discriminator is present but is not a string (`found` says what it is).
    case invalidDiscriminator(key: String, base: String, found: String)
    /// A polymorphic value was not an object (`found` says what it is).
    case notAnObject(base: String, found: String)
    /// A registered type decoded, but does not conform to the base it was registered for.
    case nonConformingType(type: String, base: String)
    /// Every path of a `??` chain failed; one line per attempt, in order.
    case noAlternativeMatched(attempts: [String])
    /// No type of a ``OneOf`` decoded the value, which is `found` ("an object"). `types`
    /// are the Swift types tried, in order; `expected` what the payload must hold for
    /// those that cannot take a value of that kind ("a number", "a string"); `attempts`
    /// one line for each type that took the value and failed inside it, with why.
    case noTypeMatched(types: [String], expected: [String], found: String, attempts: [String])
    /// A `@Backed` declaration that cannot work (found on the type's first use).
    case invalidDeclaration(property: String, problem: String)
    /// A property's path holds a component that cannot be written when encoding.
    case unwritablePath(property: String, component: String)
    /// A polymorphic value whose type has no identifier to write.
    case unidentifiedType(type: String, base: String)
    /// A polymorphic value that encodes as something other than an object (`found` says
    /// what), so its discriminator has no object to be written into.
    case notEncodedAsObject(type: String, base: String, found: String, discriminatorKey: String)
    /// A property was never set, has no default and is not optional.
    case unsetProperty(property: String)
    /// Two properties wrote one key (a `.flat` value and a declared property, or two
    /// declarations of one key): encoding refuses rather than keep only the last.
    case keyWrittenTwice(key: String, first: String, second: String)
    /// An adjacent payload names its type but has no content key.
    case missingContent(key: String, base: String, identifier: String)
    /// An external payload is an object without exactly one key (`keys` are the ones it has).
    case notOneKey(base: String, keys: [String])
    /// No type registered for a deduced base decodes the payload; one line per type,
    /// with its own failure.
    case noDeducedType(base: String, attempts: [String])
    /// Several types registered for a deduced base decode the payload.
    case ambiguousDeducedType(base: String, candidates: [String])
    /// A selected base's selector named no type, and the base has no default type.
    case noTypeSelected(base: String)

    /// The failure's case, as printing an error shows its underlying error.
    ///
    /// ```swift
    /// DynamicCodingFailure.unsetProperty(property: "Card.version").description
    /// // "DynamicCodingFailure.unsetProperty"
    /// ```
    public var description: String {
        // Every case has associated values, so the mirror's one child is labelled with the case.
        "DynamicCodingFailure." + (Mirror(reflecting: self).children.first?.label ?? "")
    }

    /// What went wrong, in sentences: the error context's `debugDescription` (less its
    /// final period).
    ///
    /// ```swift
    /// DynamicCodingFailure.unsetProperty(property: "Card.version").message
    /// // "Card.version was never set and has no default value."
    /// ```
    public var message: String {
        switch self {
        case .unknownTypeIdentifier(let identifier, let base, let registered):
            let known = registered.isEmpty ? "none" : registered.map { "\"\($0)\"" }.joined(separator: ", ")
            let suggestion = IdentifierSuggestion.nearest(to: identifier, in: registered).map {
                " did you mean \"\($0)\"?"
            }
            return
                "Unknown type identifier \"\(identifier)\" for \(base);\(suggestion ?? "") registered identifiers: "
                + "\(known)."
        case .missingDiscriminator(let key, let base):
            return "Missing discriminator \"\(key)\" needed to choose a type for \(base)."
        case .invalidDiscriminator(let key, let base, let found):
            return
                "Expected the discriminator \"\(key)\" of \(base) to be a string but found \(found) instead."
        case .notAnObject(let base, let found):
            return "Expected an object holding \(IndefiniteArticle.before(base)) but found \(found) instead."
        case .nonConformingType(let type, let base):
            return "\(type) was registered for \(base) but does not conform to it."
        case .noAlternativeMatched(let attempts):
            return "No path matched:\n" + attempts.map { "- \($0)" }.joined(separator: "\n")
        case .noTypeMatched(let types, let expected, let found, let attempts):
            guard attempts.isEmpty else {
                return "Found \(found) that no type decodes:\n"
                    + attempts.map { "- \($0)" }.joined(separator: "\n")
            }
            return "Expected \(WordList.joined(expected, by: "or")) but found \(found) instead.\n"
                + "hint: tried \(WordList.joined(types, by: "and"))."
        case .invalidDeclaration(let property, let problem):
            return "Invalid @Backed declaration of \(property): \(problem)"
        case .unwritablePath(let property, let component):
            return "Cannot encode \(property): its path component \(component) can only be read."
        case .unidentifiedType(let type, let base):
            return "Cannot encode \(type) as \(base): it is not registered and is not TypeIdentifiable."
        case .notEncodedAsObject(let type, let base, let found, let key):
            return
                "Cannot encode \(type) as \(base): it encodes as \(found), not an object, so the discriminator "
                + "\"\(key)\" cannot be written beside it."
        case .unsetProperty(let property):
            return "\(property) was never set and has no default value."
        case .keyWrittenTwice(let key, let first, let second):
            return
                "Cannot encode \(second): \(first) wrote the key \"\(key)\" already. Write each key from one "
                + "property; an .otherKeys property leaves the keys other properties read to them."
        case .missingContent(let key, let base, let identifier):
            return "Missing the content \"\(key)\" of the \(base) \"\(identifier)\"; a type that is "
                + "AdjacentEnvelopeHolding decodes from an empty object instead."
        case .notOneKey(let base, let keys):
            let found = keys.isEmpty ? "none" : keys.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "Expected an object with one key naming a type of \(base) but found \(keys.count) keys: \(found)."
        case .noDeducedType(let base, let attempts):
            guard !attempts.isEmpty else {
                return "No type is registered for \(base) to decode this payload."
            }
            return "No type registered for \(base) decodes this payload:\n"
                + attempts.map { "- \($0)" }.joined(separator: "\n")
        case .ambiguousDeducedType(let base, let candidates):
            return
                "Several types registered for \(base) decode this payload: \(candidates.joined(separator: ", "))."
        case .noTypeSelected(let base):
            return "The selector of \(base) named no type for this payload, and \(base) has no default type."
        }
    }
}

extension DynamicCodingFailure {
    /// The context of a `DecodingError` at `codingPath` carrying this failure.
    func decodingContext(_ codingPath: [any CodingKey]) -> DecodingError.Context {
        DecodingError.Context(
            codingPath: codingPath, debugDescription: ContextMessage.debugDescription(message),
            underlyingError: self)
    }

    /// The context of an `EncodingError` at `codingPath` carrying this failure.
    func encodingContext(_ codingPath: [any CodingKey]) -> EncodingError.Context {
        EncodingError.Context(
            codingPath: codingPath, debugDescription: ContextMessage.debugDescription(message),
            underlyingError: self)
    }
}
