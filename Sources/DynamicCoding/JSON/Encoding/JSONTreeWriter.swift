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

    /// The tree's arrays, copied (their storage shared) so that reading them needs no
    /// access to the tree.
    private let scalars: [UInt8]
    private let containers: [JSONEncodedContainer]
    private let members: [JSONEncodedMember]
    private let pretty: Bool
    private let sortedKeys: Bool
    private let escapesSlashes: Bool
    private var indent = 0
    private(set) var bytes: [UInt8] = []

    init(tree: JSONEncodingTree) {
        scalars = tree.scalars.pointee
        containers = tree.containers.pointee
        members = tree.members.pointee
        let formatting = tree.options.outputFormatting
        pretty = formatting.contains(.prettyPrinted)
        sortedKeys = formatting.contains(.sortedKeys)
        escapesSlashes = tree.escapesSlashes
        bytes.reserveCapacity(scalars.count + members.count * 12 + 16)
    }

    mutating func write(_ node: JSONEncodedNode, depth: Int = 0) throws {
        switch node {
        case .literal(let start, let end):
            self.scalars.withUnsafeBufferPointer { scalars in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scalars[start..<end]))
            }
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
            for (position, member) in sortedMembers(of: container).enumerated() {
                try writeMember(member, isFirst: position == 0, isObject: true, depth: depth)
            }
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
            var key = members[member].key
            bytes.append(UInt8(ascii: "\""))
            key.withUTF8 { utf8 in
                JSONStringEscaping.appendEscaped(utf8, to: &bytes, escapingSlashes: escapesSlashes)
            }
            bytes.append(UInt8(ascii: "\""))
            if pretty {
                bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
            } else {
                bytes.append(UInt8(ascii: ":"))
            }
        }
        try write(members[member].value, depth: depth)
    }

    /// The members in the order of their keys' UTF-8 bytes, as `JSONEncoder` sorts them.
    private func sortedMembers(of container: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(containers[container].count)
        var member = containers[container].first
        while member >= 0 {
            result.append(member)
            member = members[member].next
        }
        result.sort { members[$0].key.utf8.lexicographicallyPrecedes(members[$1].key.utf8) }
        return result
    }

    private mutating func writeIndent() {
        for _ in 0..<indent {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }
}
