import Foundation

/// Writes a `JSONEncodingTree` as `JSONEncoder` lays its output out: compact, or
/// pretty-printed with two spaces per level and `" : "` after keys (an empty container
/// as `[`, two newlines and `]`); keys in the tree's order, or sorted by their UTF-8
/// bytes with `.sortedKeys`.
struct JSONTreeWriter {
    /// The depth `JSONEncoder` refuses: 512 nested arrays and objects.
    static let maximumDepth = 512

    /// Containers nested deeper than ``maximumDepth``.
    struct TooDeep: Error {}

    /// The tree's arrays, read in place: the tree does not change while it is written.
    private let scalars: UnsafeBufferPointer<UInt8>
    private let containers: UnsafeBufferPointer<JSONEncodedContainer>
    private let members: UnsafeBufferPointer<JSONEncodedMember>
    private let pretty: Bool
    private let sortedKeys: Bool
    private let escapesSlashes: Bool
    private var indent = 0
    private var sortedScratch: [Int] = []
    private var bytes: JSONOutputBuffer

    /// The JSON text of `root`, a node of `tree`.
    static func text(of root: JSONEncodedNode, in tree: JSONEncodingTree) throws -> Data {
        try tree.scalars.pointee.withUnsafeBufferPointer { scalars in
            try tree.containers.pointee.withUnsafeBufferPointer { containers in
                try tree.members.pointee.withUnsafeBufferPointer { members in
                    var writer = JSONTreeWriter(
                        tree: tree, scalars: scalars, containers: containers, members: members)
                    do {
                        try writer.write(root)
                    } catch {
                        writer.bytes.discard()
                        throw error
                    }
                    return writer.bytes.data()
                }
            }
        }
    }

    private init(
        tree: JSONEncodingTree, scalars: UnsafeBufferPointer<UInt8>,
        containers: UnsafeBufferPointer<JSONEncodedContainer>, members: UnsafeBufferPointer<JSONEncodedMember>
    ) {
        self.scalars = scalars
        self.containers = containers
        self.members = members
        let formatting = tree.options.outputFormatting
        pretty = formatting.contains(.prettyPrinted)
        sortedKeys = formatting.contains(.sortedKeys)
        escapesSlashes = tree.escapesSlashes
        bytes = JSONOutputBuffer(capacity: scalars.count + members.count * (pretty ? 24 : 12) + 16)
    }

    private mutating func write(_ node: JSONEncodedNode, depth: Int = 0) throws {
        switch node {
        case .literal(let start, let end):
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scalars[start..<end]))
        case .array(let container):
            try writeContainer(container, depth: depth + 1, open: UInt8(ascii: "["), close: UInt8(ascii: "]"))
        case .object(let container):
            try writeContainer(container, depth: depth + 1, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
        }
    }

    private mutating func writeContainer(_ container: Int, depth: Int, open: UInt8, close: UInt8) throws {
        guard depth < Self.maximumDepth else { throw TooDeep() }
        let isObject = open == UInt8(ascii: "{")
        bytes.append(open)
        if pretty {
            bytes.append(UInt8(ascii: "\n"))
            indent += 1
        }
        if isObject && sortedKeys {
            // The members of every object being written, sorted, in one array: each object
            // sorts its own range at the end and removes it when it is written.
            let start = sortedScratch.count
            appendSortedMembers(of: container)
            for position in start..<sortedScratch.count {
                try writeMember(
                    sortedScratch[position], isFirst: position == start, isObject: true, depth: depth)
            }
            sortedScratch.removeSubrange(start...)
        } else {
            var member = containers[container].first
            var isFirst = true
            while member >= 0 {
                try writeMember(member, isFirst: isFirst, isObject: isObject, depth: depth)
                isFirst = false
                member = members[member].next
            }
        }
        if pretty {
            bytes.append(UInt8(ascii: "\n"))
            indent -= 1
            writeIndent()
        }
        bytes.append(close)
    }

    private mutating func writeMember(_ member: Int, isFirst: Bool, isObject: Bool, depth: Int) throws {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        if pretty {
            if !isFirst { bytes.append(UInt8(ascii: "\n")) }
            writeIndent()
        }
        if isObject {
            writeKey(of: member)
            if pretty {
                bytes.append(UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " "))
            } else {
                bytes.append(UInt8(ascii: ":"))
            }
        }
        try write(members[member].value, depth: depth)
    }

    private mutating func writeKey(of member: Int) {
        let fingerprint = members[member].fingerprint
        let plain =
            fingerprint & (JSONEncodingTree.asciiKey | JSONEncodingTree.escapedKey)
            == JSONEncodingTree.asciiKey
        bytes.append(UInt8(ascii: "\""))
        let escapesSlashes = escapesSlashes
        let written: Void? = members[member].key.utf8.withContiguousStorageIfAvailable { utf8 in
            if plain {
                bytes.append(contentsOf: utf8)
            } else {
                JSONStringEscaping.appendEscaped(utf8, to: &bytes, escapingSlashes: escapesSlashes)
            }
        }
        if written == nil {
            var key = members[member].key
            key.withUTF8 { JSONStringEscaping.appendEscaped($0, to: &bytes, escapingSlashes: escapesSlashes) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the object's members to ``sortedScratch`` in the order of their keys' UTF-8
    /// bytes, as `JSONEncoder` sorts them.
    private mutating func appendSortedMembers(of container: Int) {
        let start = sortedScratch.count
        var member = containers[container].first
        while member >= 0 {
            sortedScratch.append(member)
            member = members[member].next
        }
        let members = members
        sortedScratch[start...].sort { Self.precedes(members[$0].key, members[$1].key) }
    }

    /// Whether `first`'s UTF-8 bytes come before `second`'s.
    private static func precedes(_ first: String, _ second: String) -> Bool {
        let compared: Bool?? = first.utf8.withContiguousStorageIfAvailable { left in
            second.utf8.withContiguousStorageIfAvailable { right in
                let common = min(left.count, right.count)
                if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
                    let order = memcmp(leftBase, rightBase, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        if case .some(.some(let result)) = compared { return result }
        return first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    private mutating func writeIndent() {
        bytes.appendSpaces(2 * indent)
    }
}
