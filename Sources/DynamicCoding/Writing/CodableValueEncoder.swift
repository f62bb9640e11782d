import Foundation

/// An encoder that writes a value into a ``CodableValue``: objects keep the order their
/// keys are written in, a keyed container opened twice at one place is one object (as
/// `JSONEncoder` merges it), and `Date`, `Data`, `URL` and `Decimal` are written as the
/// format's own coders write them by default.
///
/// ```swift
/// let value = try CodableValueEncoder(dates: .secondsSinceReferenceDate).encode(model)
/// ```
struct CodableValueEncoder {
    /// How a `Date` without a strategy of its own is written.
    enum DateForm {
        /// A number of seconds since 2001-01-01, as `JSONEncoder` writes it by default.
        case secondsSinceReferenceDate
        /// An ISO 8601 timestamp, with a fraction only when the date has one, as Yams
        /// writes it.
        case iso8601
    }

    let dates: DateForm
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func encode(_ value: some Encodable) throws -> CodableValue {
        let slot = EncodedSlot()
        try slot.write(value, by: TreeEncoder(slot: slot, codingPath: [], settings: self))
        return slot.value
    }
}

/// One place of the value being written: empty until written, then a scalar, an object or
/// an array, whose members are places of their own.
private final class EncodedSlot {
    enum Content {
        case empty
        case scalar(CodableValue)
        case object(keys: [String], members: [String: EncodedSlot])
        case array([EncodedSlot])
    }

    var content = Content.empty

    var value: CodableValue {
        switch content {
        case .empty: return .object([:])
        case .scalar(let value): return value
        case .object(let keys, let members):
            return .object(CodableValue.Object(members.mapValues(\.value), order: keys))
        case .array(let elements): return .array(elements.map(\.value))
        }
    }

    /// The member named `key` of this object, made an object first if it is not one.
    func member(_ key: String) -> EncodedSlot {
        guard case .object(var keys, var members) = content else {
            let slot = EncodedSlot()
            content = .object(keys: [key], members: [key: slot])
            return slot
        }
        if let slot = members[key] { return slot }
        let slot = EncodedSlot()
        keys.append(key)
        members[key] = slot
        content = .object(keys: keys, members: members)
        return slot
    }

    func makeObject() {
        if case .object = content { return }
        content = .object(keys: [], members: [:])
    }

    func appendElement() -> EncodedSlot {
        let slot = EncodedSlot()
        if case .array(let elements) = content {
            content = .array(elements + [slot])
        } else {
            content = .array([slot])
        }
        return slot
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var count: Int {
        switch content {
        case .object(let keys, _): return keys.count
        case .array(let elements): return elements.count
        default: return 0
        }
    }

    /// Writes `value`: a scalar of the tree's own, a value the format writes its own way,
    /// or any other value through `encoder`.
    func write(_ value: some Encodable, by encoder: TreeEncoder) throws {
        if let scalar = try Self.scalar(value, dates: encoder.settings.dates) {
            content = .scalar(scalar)
        } else {
            try value.encode(to: encoder)
        }
    }

    private static func scalar(_ value: some Encodable, dates: CodableValueEncoder.DateForm) throws
        -> CodableValue?
    {
        switch value {
        case let value as CodableValue: return value
        case let date as Date:
            switch dates {
            case .secondsSinceReferenceDate: return .double(date.timeIntervalSinceReferenceDate)
            case .iso8601: return .string(Self.iso8601(date))
            }
        case let data as Data: return .string(data.base64EncodedString())
        case let url as URL: return .string(url.absoluteString)
        case let decimal as Decimal:
            return CodableValue.Number(exactly: decimal).map(CodableValue.init(exactly:)) ?? .double(.nan)
        default: return nil
        }
    }

    private static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        if date.timeIntervalSinceReferenceDate.rounded() != date.timeIntervalSinceReferenceDate {
            formatter.formatOptions.insert(.withFractionalSeconds)
        }
        return formatter.string(from: date)
    }
}

/// The `Encoder` over one ``EncodedSlot``.
private struct TreeEncoder: Encoder {
    let slot: EncodedSlot
    let codingPath: [any CodingKey]
    let settings: CodableValueEncoder

    var userInfo: [CodingUserInfoKey: Any] { settings.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(TreeKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return TreeUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TreeSingleValueContainer(encoder: self)
    }

    func child(_ slot: EncodedSlot, at key: any CodingKey) -> TreeEncoder {
        TreeEncoder(slot: slot, codingPath: codingPath + [key], settings: settings)
    }

    /// Writes a scalar, with the error `JSONEncoder` gives for a number JSON cannot hold.
    func writeScalar(_ value: CodableValue) {
        slot.content = .scalar(value)
    }

    func writeInteger(_ value: some BinaryInteger & Encodable) throws {
        writeScalar(CodableValue(exactly: CodableValue.Number(value)))
    }
}

private struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func child(_ key: Key) -> TreeEncoder {
        encoder.child(encoder.slot.member(key.stringValue), at: key)
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).writeScalar(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).writeScalar(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).writeScalar(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { child(key).writeScalar(.double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        child(key).writeScalar(.double(Double(value)))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try child(key).writeInteger(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try child(key).writeInteger(value) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        let child = child(key)
        try child.slot.write(value, by: child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        child(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        child(key).unkeyedContainer()
    }

    /// The encoder of the member `super`, keyed as `JSONEncoder` keys it: by a key of its own,
    /// since `Key` need not have one spelled `super`.
    mutating func superEncoder() -> any Encoder {
        encoder.child(encoder.slot.member("super"), at: AnyCodingKey("super"))
    }
    mutating func superEncoder(forKey key: Key) -> any Encoder { child(key) }
}

private struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.slot.count }

    private func next() -> TreeEncoder {
        encoder.child(encoder.slot.appendElement(), at: AnyCodingKey(index: count))
    }

    mutating func encodeNil() throws { next().writeScalar(.null) }
    mutating func encode(_ value: Bool) throws { next().writeScalar(.bool(value)) }
    mutating func encode(_ value: String) throws { next().writeScalar(.string(value)) }
    mutating func encode(_ value: Double) throws { next().writeScalar(.double(value)) }
    mutating func encode(_ value: Float) throws { next().writeScalar(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { try next().writeInteger(value) }
    mutating func encode(_ value: Int64) throws { try next().writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try next().writeInteger(value) }
    mutating func encode(_ value: Int8) throws { try next().writeInteger(value) }
    mutating func encode(_ value: Int16) throws { try next().writeInteger(value) }
    mutating func encode(_ value: Int32) throws { try next().writeInteger(value) }
    mutating func encode(_ value: UInt) throws { try next().writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try next().writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try next().writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try next().writeInteger(value) }

    mutating func encode(_ value: some Encodable) throws {
        let child = next()
        try child.slot.write(value, by: child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { next() }
}

private struct TreeSingleValueContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.writeScalar(.null) }
    mutating func encode(_ value: Bool) throws { encoder.writeScalar(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.writeScalar(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.writeScalar(.double(value)) }
    mutating func encode(_ value: Float) throws { encoder.writeScalar(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: Int8) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encoder.writeInteger(value) }
    mutating func encode(_ value: some Encodable) throws { try encoder.slot.write(value, by: encoder) }
}
