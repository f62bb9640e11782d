import Foundation

/// A decoder over a payload already read into a ``CodableValue``, for the deduced and
/// selected layouts, which look at a payload before choosing its type and must not read
/// it again for each candidate, nor for each nested value.
///
/// It keeps the coding path and `userInfo` of the decoder the payload came from (the
/// registry, the report). Keys are the payload's own spelling, and values decode as
/// `JSONDecoder` decodes them by default: a coder's key, date and data strategies do not
/// apply inside a buffered payload (dates are seconds since 2001, data is Base64).
struct PayloadDecoder: Decoder {
    let value: CodableValue
    let place: PayloadPlace
    let userInfo: [CodingUserInfoKey: Any]

    var codingPath: [any CodingKey] { place.codingPath }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object = value else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(PayloadKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self) }
        return PayloadUnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PayloadSingleValueContainer(decoder: self)
    }

    /// The decoder of a member or an element.
    func child(_ value: CodableValue, at key: any CodingKey) -> PayloadDecoder {
        PayloadDecoder(value: value, place: place.child(key), userInfo: userInfo)
    }

    /// Decodes the value as `T`: scalars directly, anything else through `T`'s own
    /// `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let scalar = try scalar(type) { return scalar }
        return try T(from: self)
    }

    private func scalar<T>(_ type: T.Type) throws -> T? {
        switch type {
        case is CodableValue.Type:
            return value as? T
        case is Bool.Type:
            return try decode(Bool.self) as? T
        case is String.Type:
            return try decode(String.self) as? T
        case let integer as any FixedWidthInteger.Type:
            return try decodeInteger(integer) as? T
        case let floatingPoint as any BinaryFloatingPoint.Type:
            return try decodeFloat(floatingPoint) as? T
        case is Data.Type:
            guard case .string(let string) = value else { throw mismatch(type) }
            guard let data = Data(base64Encoded: string) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as? T
        case is Decimal.Type:
            switch value {
            case .int(let number): return Decimal(number) as? T
            case .double(let number): return Decimal(number) as? T
            case .number(let number):
                guard let decimal = number.decimalValue else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: codingPath,
                            debugDescription: "Number \(number) does not fit in Decimal."))
                }
                return decimal as? T
            default: throw mismatch(type)
            }
        default:
            return nil
        }
    }

    /// The value as a `Bool`; the containers' `Bool` members come here directly.
    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(type) }
        return bool
    }

    /// The value as a `String`.
    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw mismatch(type) }
        return string
    }

    /// The value as an integer of `type`, when it is a number that type holds exactly.
    func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let converted: Integer?
        let written: String
        switch value {
        case .int(let number): (converted, written) = (Integer(exactly: number), "\(number)")
        case .double(let number): (converted, written) = (Integer(exactly: number), "\(number)")
        case .number(let number): (converted, written) = (number.integer(type), number.text)
        default: throw mismatch(type)
        }
        guard let converted else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Number \(written) does not fit in \(type)."))
        }
        return converted
    }

    /// The value as a floating-point number of `type`.
    func decodeFloat<Number: BinaryFloatingPoint>(_ type: Number.Type) throws -> Number {
        switch value {
        case .int(let number): return Number(number)
        case .double(let number): return Number(number)
        case .number(let number): return Number(number.doubleValue)
        default: throw mismatch(type)
        }
    }

    /// The error for a value that is not a `type`, worded as `JSONDecoder` words it.
    func mismatch(_ type: Any.Type) -> DecodingError {
        let found: String
        switch value {
        case .null:
            return DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath, debugDescription: "Expected \(type) value but found null instead."
                ))
        case .bool: found = "bool"
        case .int, .double, .number: found = "number"
        case .string: found = "a string"
        case .array: found = "an array"
        case .object: found = "a dictionary"
        }
        return DecodingError.typeMismatch(
            type,
            .init(
                codingPath: codingPath,
                debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }
}
