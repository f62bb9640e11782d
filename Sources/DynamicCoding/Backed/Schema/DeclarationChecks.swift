/// Finds, in the type of a `@Backed` property, a struct the compiler's synthesized
/// `Codable` codes although it declares `@Backed` properties: synthesized code reads each
/// of them under its name and never sees its path, options or default, so a model holding
/// such a type fails at its first use, naming the type and the fix, rather than decoding
/// `items[0].id` from the wrong key.
///
/// ```swift
/// struct Item: Codable { @Backed(Path("attributes", "id")) var id: Int }
/// struct Page: BackedCodable { @Backed var items: [Item] }
/// // Page.items: Item declares @Backed properties (id) but is neither BackedDecodable nor …
/// ```
///
/// Optionals, arrays, sets and dictionaries are looked into; the struct's own stored
/// properties are not (each `@Backed` model checks its own), so the search ends.
enum PlainOwnerCheck {
    /// The problem with holding `Value`, or `nil` when its `@Backed` properties are read
    /// from their declarations.
    static func problem<Value>(holding type: Value.Type) -> String? {
        guard let (owner, properties) = plainOwner(in: type) else { return nil }
        let name = _typeName(owner, qualified: false)
        return "\(name) declares @Backed properties (\(properties.joined(separator: ", "))) but is neither "
            + "BackedDecodable nor BackedEncodable, so its synthesized Codable reads and writes each under its "
            + "name and ignores its path, options and default. Declare \(name) BackedCodable."
    }

    private static func plainOwner(in type: any Any.Type) -> (Any.Type, [String])? {
        if let held = type as? any HoldingValues.Type {
            return held.heldTypes.lazy.compactMap(plainOwner).first
        }
        if type is any BackedDecodable.Type || type is any BackedEncodable.Type { return nil }
        guard let stored = FieldReflection.storedProperties(of: type) else { return nil }
        let backed = stored.filter { $0.type is any BackedProperty.Type }.map { String($0.name.dropFirst()) }
        return backed.isEmpty ? nil : (type, backed)
    }
}

/// Finds a property of a ``LaxScalars`` model that the model's laxness cannot reach: a
/// collection of lax scalars, whose elements its coder reads strictly. It fails at the
/// model's first use, naming the property, rather than meeting `["1.5"]` with a type
/// mismatch that the model's declaration says cannot happen. (`options: .lax` compiles
/// only on a ``LaxScalar``.)
///
/// ```swift
/// struct Point: BackedCodable, LaxScalars { @Backed var coordinates: [Double] }
/// // Point.coordinates: it is Array<Double>, whose Double elements a LaxScalars model …
/// ```
enum LaxDeclarationCheck {
    /// The problem with a property of type `Value` in `model`; `nil` when every string the
    /// model's laxness promises to read is read.
    static func problem<Value>(holding type: Value.Type, in model: Any.Type) -> String? {
        guard !(Value.self is any LaxScalar.Type), let scalar = laxScalar(in: Value.self),
            model is any LaxScalars.Type
        else { return nil }
        return "it is \(Value.self), whose \(scalar) elements a LaxScalars model reads only as they are, "
            + "never from strings. Declare the model without LaxScalars and its scalar properties .lax, or "
            + "give this property a value coder of its own (coder:)."
    }

    /// A lax scalar type that a collection type holds (looked into as deep as it goes).
    private static func laxScalar(in type: any Any.Type) -> (any Any.Type)? {
        guard let held = type as? any HoldingValues.Type else { return nil }
        return held.heldTypes.lazy.compactMap { $0 is any LaxScalar.Type ? $0 : laxScalar(in: $0) }.first
    }
}

/// The standard collections, which hold values of other types.
private protocol HoldingValues {
    static var heldTypes: [any Any.Type] { get }
}

extension Optional: HoldingValues {
    fileprivate static var heldTypes: [any Any.Type] { [Wrapped.self] }
}

extension Array: HoldingValues {
    fileprivate static var heldTypes: [any Any.Type] { [Element.self] }
}

extension Set: HoldingValues {
    fileprivate static var heldTypes: [any Any.Type] { [Element.self] }
}

extension Dictionary: HoldingValues {
    fileprivate static var heldTypes: [any Any.Type] { [Key.self, Value.self] }
}
