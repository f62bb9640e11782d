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
/// the error carries ``DynamicCodingFailure/noTypeMatched(types:expected:found:attempts:)``.
/// When a type took the value and failed inside it, the error is that failure's, at its
/// own path (the deepest of them), and lists why each such type failed; when neither type
/// takes a value of that kind, it is a `typeMismatch` at the value's path (`valueNotFound`
/// for `null`) that says what the payload must hold: `Expected a number or a string but
/// found a boolean instead.` For more than two types, nest: `OneOf<Int, OneOf<String,
/// Bool>>` tries `Int`, `String`, `Bool` in turn, and its error covers the three.
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
    /// neither does, the error of the two failures (see `AlternativeTypesFailure`).
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
            throw AlternativeTypesFailure(codingPath: decoder.codingPath, found: ValueDescription.of(decoder))
                .error(
                    of: Self.self,
                    tried: [
                        .init(First.self, firstError, isChoice: First.self is any NestedChoice.Type),
                        .init(Second.self, error, isChoice: Second.self is any NestedChoice.Type),
                    ])
        }
    }
}

/// A choice of types, whose error lists each type it tried: a nested ``OneOf``.
private protocol NestedChoice {}
extension OneOf: NestedChoice {}

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
