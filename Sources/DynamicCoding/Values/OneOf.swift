/// A value that is one of two types, with nothing in the payload to say which: Kubernetes'
/// `IntOrString` (`targetPort: 8080` or `targetPort: http`), a notebook cell's `source`
/// (a string or a list of lines), an id written as a string or a number.
///
/// Decoding tries `First`, then `Second`, and keeps the first that decodes; encoding writes
/// the value it holds, as that type writes itself. Both go through the coder's single
/// value container, so a coder's date and data strategies apply to each alternative.
///
/// ```swift
/// struct ServicePort: Codable {
///     var port: Int
///     var targetPort: OneOf<Int, String>
/// }
///
/// let named = try JSONDecoder().decode(ServicePort.self, from: Data(#"{"port": 80, "targetPort": "http"}"#.utf8))
/// named.targetPort         // .second("http")
/// named.targetPort.second  // "http"
/// ```
///
/// The order of the types is the order they are tried, which matters when a value fits
/// both: with `OneOf<Double, Int>`, `5` is `.first(5.0)`. A coder that converts between
/// kinds (a YAML decoder that reads `"5"` as a number) decides what fits; with
/// `JSONDecoder`, `"5"` is only a string and `5` only a number. When neither type decodes,
/// the error is a `typeMismatch` at the value's path (`valueNotFound` for `null`) that
/// names both types and why each failed, with
/// ``DynamicCodingFailure/noTypeMatched(types:found:attempts:)``. For more than two types,
/// nest: `OneOf<Int, OneOf<String, Bool>>` tries `Int`, `String`, `Bool` in turn, and its
/// error lists the three.
///
/// Either type may be polymorphic, resolved through the ``TypeRegistry`` like any `any P`
/// value, in a `@Backed` property or a dynamic wrapper:
///
/// ```swift
/// struct Banner: BackedCodable {
///     @Backed var fallback: OneOf<String, any Widget>?  // "Sold out" or {"kind": "text", …}
/// }
/// ```
public enum OneOf<First, Second> {
    /// A value of the first type, the one tried first.
    ///
    /// ```swift
    /// let port: OneOf<Int, String> = .first(8080)
    /// ```
    case first(First)
    /// A value of the second type, tried when the first does not decode.
    ///
    /// ```swift
    /// let port: OneOf<Int, String> = .second("http")
    /// ```
    case second(Second)

    /// The value when it is of the first type, else `nil`.
    ///
    /// ```swift
    /// OneOf<Int, String>.first(8080).first  // 8080
    /// ```
    public var first: First? {
        guard case .first(let value) = self else { return nil }
        return value
    }

    /// The value when it is of the second type, else `nil`.
    ///
    /// ```swift
    /// OneOf<Int, String>.first(8080).second  // nil
    /// ```
    public var second: Second? {
        guard case .second(let value) = self else { return nil }
        return value
    }
}

extension OneOf: Equatable where First: Equatable, Second: Equatable {}
extension OneOf: Hashable where First: Hashable, Second: Hashable {}
extension OneOf: Sendable where First: Sendable, Second: Sendable {}

extension OneOf {
    /// The value `first` decodes from `decoder`, else the value `second` decodes; when
    /// neither does, the error names both types and why each failed.
    static func decodeFirstThatFits(
        from decoder: any Decoder, first: (any Decoder) throws -> First,
        second: (any Decoder) throws -> Second
    ) throws -> Self {
        let firstError: any Error
        do {
            return .first(try first(decoder))
        } catch {
            firstError = error
        }
        do {
            return .second(try second(decoder))
        } catch {
            throw AlternativeTypes(codingPath: decoder.codingPath).failure(
                of: Self.self, tried: [(First.self, firstError), (Second.self, error)],
                found: ValueDescription.of(decoder))
        }
    }
}

extension OneOf: Decodable where First: Decodable, Second: Decodable {
    /// Decodes the first of the two types that fits the value.
    ///
    /// ```swift
    /// try JSONDecoder().decode(OneOf<Int, String>.self, from: Data("8080".utf8))  // .first(8080)
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try Self.decodeFirstThatFits(
            from: decoder, first: { try Self.decodeAlternative(First.self, from: $0) },
            second: { try Self.decodeAlternative(Second.self, from: $0) })
    }

    /// Decodes the value as `type`; an error the decoder threw that is not a
    /// `DecodingError` becomes one at its path.
    private static func decodeAlternative<Alternative: Decodable>(
        _ type: Alternative.Type, from decoder: any Decoder
    ) throws -> Alternative {
        do {
            return try decoder.singleValueContainer().decode(type)
        } catch {
            throw ErrorTracingDecoder.locate(error, in: decoder) {
                _ = try $0.singleValueContainer().decode(type)
            }
        }
    }
}

extension OneOf: Encodable where First: Encodable, Second: Encodable {
    /// Writes the value held, as its own type writes itself.
    ///
    /// ```swift
    /// try JSONEncoder().encode(OneOf<Int, String>.second("http"))  // "http"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .first(let value): try container.encode(value)
        case .second(let value): try container.encode(value)
        }
    }
}

/// The error of a ``OneOf`` none of whose types decoded the value at `codingPath`.
private struct AlternativeTypes {
    let codingPath: [any CodingKey]

    /// A `typeMismatch` (`valueNotFound` for `null`) naming each type tried, in order,
    /// and why it failed.
    func failure(of value: Any.Type, tried alternatives: [(Any.Type, any Error)], found: String)
        -> DecodingError
    {
        var types: [String] = []
        var attempts: [String] = []
        for (type, error) in alternatives {
            let tried = self.tried(type, error)
            types += tried.types
            attempts += tried.attempts
        }
        let context = DynamicCodingFailure.noTypeMatched(types: types, found: found, attempts: attempts)
            .decodingContext(codingPath)
        if found == "null" { return .valueNotFound(value, context) }
        return .typeMismatch(value, context)
    }

    /// The types one alternative tried and why each failed: a nested `OneOf` that failed
    /// at this same path lists its own, so that `OneOf<A, OneOf<B, C>>` names `A`, `B`, `C`.
    private func tried(_ type: Any.Type, _ error: any Error) -> (types: [String], attempts: [String]) {
        if let error = error as? DecodingError,
            case .noTypeMatched(let types, _, let attempts)? = error.context.underlyingError
                as? DynamicCodingFailure,
            CodingPathDescription.of(error.codingPath) == CodingPathDescription.of(codingPath)
        {
            return (types, attempts)
        }
        let name = String(describing: type)
        return ([name], ["\(name): \(reason(error))"])
    }

    /// The error's message, without its path when that is the value's own.
    private func reason(_ error: any Error) -> String {
        let message = DecodingErrorDescription.message(of: error)
        let prefix = CodingPathDescription.of(codingPath) + ": "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
