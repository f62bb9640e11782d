import Foundation

/// The arrays and objects one `DynamicJSONEncoder.encode(_:)` call builds, and the
/// options it was called with: every container of the call's encoders writes here, and
/// `JSONTreeWriter` writes the result in one pass.
///
/// Objects keep their members in the order their keys were first encoded; a key encoded
/// again takes the new value in the old place. An object of more than
/// ``indexThreshold`` members keeps an index from key to member, so that the look-up stays
/// constant-time.
final class JSONEncodingTree {
    static let indexThreshold = 16

    let options: JSONEncodingOptions
    /// The text of every scalar, each spelled as JSON: numbers, quoted strings, literals.
    ///
    /// The tree's arrays live behind pointers the tree owns: Swift checks every access to
    /// a class's stored `var` at run time for exclusivity, which cost a quarter of the
    /// encoding time; the tree is used by one encoding call on one thread, and none of its
    /// methods reenters another, so no two accesses overlap.
    let scalars = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
    let containers = UnsafeMutablePointer<[JSONEncodedContainer]>.allocate(capacity: 1)
    let members = UnsafeMutablePointer<[JSONEncodedMember]>.allocate(capacity: 1)
    /// For the objects past ``indexThreshold`` members: key to member number.
    private let keyIndexes = UnsafeMutablePointer<[Int: [String: Int]]>.allocate(capacity: 1)
    /// Keys converted to snake case, by the key the value encoded.
    private let snakeCaseKeys = UnsafeMutablePointer<[String: String]>.allocate(capacity: 1)

    /// The options read for every key and string.
    let keyConversion: JSONEncodingOptions.KeyConversion
    /// Whether a key strategy other than the default is set.
    let convertsKeys: Bool
    let escapesSlashes: Bool

    let null: JSONEncodedNode
    let trueLiteral: JSONEncodedNode
    let falseLiteral: JSONEncodedNode

    /// How many scalar bytes, containers and members a tree holds.
    struct Size {
        var scalars = 1024
        var containers = 64
        var members = 256
    }

    var size: Size {
        Size(
            scalars: scalars.pointee.count, containers: containers.pointee.count,
            members: members.pointee.count)
    }

    init(options: JSONEncodingOptions, sizeHint: Size = Size()) {
        self.options = options
        keyConversion = options.keyConversion
        if case .none = keyConversion {
            convertsKeys = false
        } else {
            convertsKeys = true
        }
        escapesSlashes = options.escapesSlashes
        scalars.initialize(to: [])
        containers.initialize(to: [])
        members.initialize(to: [])
        keyIndexes.initialize(to: [:])
        snakeCaseKeys.initialize(to: [:])
        scalars.pointee.reserveCapacity(max(sizeHint.scalars, 64))
        containers.pointee.reserveCapacity(max(sizeHint.containers, 8))
        members.pointee.reserveCapacity(max(sizeHint.members, 16))
        scalars.pointee.append(contentsOf: "nulltruefalse".utf8)
        null = .literal(start: 0, end: 4)
        trueLiteral = .literal(start: 4, end: 8)
        falseLiteral = .literal(start: 8, end: 13)
    }

    deinit {
        scalars.deinitialize(count: 1).deallocate()
        containers.deinitialize(count: 1).deallocate()
        members.deinitialize(count: 1).deallocate()
        keyIndexes.deinitialize(count: 1).deallocate()
        snakeCaseKeys.deinitialize(count: 1).deallocate()
    }

    // MARK: Scalars

    func bool(_ value: Bool) -> JSONEncodedNode {
        value ? trueLiteral : falseLiteral
    }

    func string(_ value: String) -> JSONEncodedNode {
        let start = scalars.pointee.count
        JSONStringEscaping.appendQuoted(value, to: &scalars.pointee, escapingSlashes: escapesSlashes)
        return .literal(start: start, end: scalars.pointee.count)
    }

    /// Text written as it is: numbers.
    func number(_ text: String) -> JSONEncodedNode {
        let start = scalars.pointee.count
        scalars.pointee.append(contentsOf: text.utf8)
        return .literal(start: start, end: scalars.pointee.count)
    }

    func integer<Integer: FixedWidthInteger>(_ value: Integer) -> JSONEncodedNode {
        let start = scalars.pointee.count
        JSONNumberSpelling.appendInteger(value, to: &scalars.pointee)
        return .literal(start: start, end: scalars.pointee.count)
    }

    /// A `Float` or `Double`: as `JSONEncoder` spells it, or the strategy's string for a
    /// value JSON has no number for.
    func floatingPoint<Float: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: Float, strategy: JSONEncoder.NonConformingFloatEncodingStrategy,
        codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> JSONEncodedNode {
        if value.isFinite {
            let start = scalars.pointee.count
            JSONNumberSpelling.appendFloatingPoint(value, to: &scalars.pointee)
            return .literal(start: start, end: scalars.pointee.count)
        }
        guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = strategy else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath(),
                    debugDescription: "Unable to encode \(Float.self).\(value) directly in JSON."))
        }
        if value.isNaN { return string(nan) }
        return string(value > 0 ? positiveInfinity : negativeInfinity)
    }

    func floatingPoint<Float: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: Float, codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> JSONEncodedNode {
        try floatingPoint(value, strategy: options.nonConformingFloat, codingPath: codingPath())
    }

    // MARK: Containers

    func makeContainer() -> Int {
        containers.pointee.append(JSONEncodedContainer())
        return containers.pointee.count - 1
    }

    /// A new empty object: what a value that encodes nothing writes inside another value.
    func emptyObject() -> JSONEncodedNode {
        .object(makeContainer())
    }

    func append(_ value: JSONEncodedNode, to container: Int) {
        link(JSONEncodedMember(key: "", fingerprint: 0, value: value, next: -1), to: container)
    }

    /// Puts `value` at `index` of the array, or at its end when it has fewer elements.
    func insert(_ value: JSONEncodedNode, at index: Int, in container: Int) {
        let count = containers.pointee[container].count
        guard index > 0, index < count else {
            if index <= 0 && count > 0 {
                members.pointee.append(
                    JSONEncodedMember(
                        key: "", fingerprint: 0, value: value, next: containers.pointee[container].first))
                containers.pointee[container].first = members.pointee.count - 1
                containers.pointee[container].count += 1
            } else {
                append(value, to: container)
            }
            return
        }
        var previous = containers.pointee[container].first
        for _ in 1..<index { previous = members.pointee[previous].next }
        members.pointee.append(
            JSONEncodedMember(key: "", fingerprint: 0, value: value, next: members.pointee[previous].next))
        members.pointee[previous].next = members.pointee.count - 1
        containers.pointee[container].count += 1
    }

    /// Sets the member `key` of the object: in the place the key already has, or last.
    func set(_ value: JSONEncodedNode, forKey key: String, in container: Int) {
        let fingerprint = self.fingerprint(of: key)
        if let existing = member(forKey: key, fingerprint: fingerprint, in: container) {
            members.pointee[existing].value = value
            return
        }
        link(JSONEncodedMember(key: key, fingerprint: fingerprint, value: value, next: -1), to: container)
        containers.pointee[container].keyBits |= Self.keyBit(of: fingerprint)
        let count = containers.pointee[container].count
        if count > Self.indexThreshold {
            if count == Self.indexThreshold + 1 {
                var index: [String: Int] = [:]
                var current = containers.pointee[container].first
                while current >= 0 {
                    index[members.pointee[current].key] = current
                    current = members.pointee[current].next
                }
                keyIndexes.pointee[container] = index
            } else {
                keyIndexes.pointee[container]?[key] = members.pointee.count - 1
            }
        }
    }

    /// The value of the member `key` of the object, if it has one.
    func value(forKey key: String, in container: Int) -> JSONEncodedNode? {
        member(forKey: key, fingerprint: fingerprint(of: key), in: container).map {
            members.pointee[$0].value
        }
    }

    private func member(forKey key: String, fingerprint: UInt64, in container: Int) -> Int? {
        if containers.pointee[container].count > Self.indexThreshold {
            return keyIndexes.pointee[container]?[key]
        }
        let keyBits = containers.pointee[container].keyBits
        // Without a key that is not ASCII (which may equal an ASCII key canonically), a key
        // whose bit is clear is new.
        if fingerprint != 0 && keyBits & (1 << 63 | Self.keyBit(of: fingerprint)) == 0 {
            return nil
        }
        var current = containers.pointee[container].first
        while current >= 0 {
            let other = members.pointee[current].fingerprint
            if (other == fingerprint || other == 0 || fingerprint == 0) && members.pointee[current].key == key
            {
                return current
            }
            current = members.pointee[current].next
        }
        return nil
    }

    private func link(_ member: JSONEncodedMember, to container: Int) {
        members.pointee.append(member)
        let number = members.pointee.count - 1
        let last = containers.pointee[container].last
        if last >= 0 {
            members.pointee[last].next = number
        } else {
            containers.pointee[container].first = number
        }
        containers.pointee[container].last = number
        containers.pointee[container].count += 1
    }

    /// FNV-1a of an ASCII key's bytes with the top bit set (never 0), and the next bit
    /// set when the key needs an escape; 0 for any other key.
    private func fingerprint(of key: String) -> UInt64 {
        var key = key
        let escapesSlashes = escapesSlashes
        return key.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var needsEscape = false
            for byte in bytes {
                if byte >= 0x80 { return 0 }
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || (byte == UInt8(ascii: "/") && escapesSlashes)
                {
                    needsEscape = true
                }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash & ~(3 << 62) | Self.asciiKey | (needsEscape ? Self.escapedKey : 0)
        }
    }

    private static func keyBit(of fingerprint: UInt64) -> UInt64 {
        fingerprint == 0 ? 1 << 63 : 1 << (fingerprint % 63)
    }

    /// The fingerprint bit of every ASCII key.
    static let asciiKey: UInt64 = 1 << 63
    /// The fingerprint bit of an ASCII key that needs an escape.
    static let escapedKey: UInt64 = 1 << 62

    // MARK: Keys

    /// `key` after the key strategy, for a member of a container at `codingPath`.
    func convertedKey(_ key: some CodingKey, codingPath: @autoclosure () -> [any CodingKey]) -> String {
        guard convertsKeys else { return key.stringValue }
        switch keyConversion {
        case .none:
            return key.stringValue
        case .snakeCase:
            let original = key.stringValue
            if let converted = snakeCaseKeys.pointee[original] { return converted }
            let converted = JSONSnakeCaseConversion.convert(original)
            snakeCaseKeys.pointee[original] = converted
            return converted
        case .custom(let convert):
            var path = codingPath()
            path.append(key)
            return convert(path).stringValue
        }
    }
}
