import Foundation

/// Reads JSON bytes without building any value: finds the value at a coding path, and the
/// first place where the bytes stop being JSON.
///
/// Every loop is iterative and moves forward, so a lookup reads each byte a bounded number
/// of times and no input can exhaust the stack; nesting is bounded at 512 levels, as
/// `JSONDecoder` bounds it. Finding a path is lenient (it steps over numbers and literals
/// without checking them, as `JSONDecoder` checks them only when they are decoded);
/// finding a syntax error is strict (RFC 8259).
struct JSONScanner {
    /// The deepest nesting of arrays and objects `JSONDecoder` accepts.
    static let maximumDepth = 512

    let bytes: [UInt8]

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// The value at `path`, or the deepest value on its way; `nil` when the data holds no
    /// value at all. Object members match the keys' string values (the first member of
    /// that name, as `JSONDecoder` reads it); array elements match their integer values,
    /// whatever their string values.
    func deepestValue(on path: [any CodingKey]) -> PathMatch? {
        var valueStart = firstValueStart
        guard valueStart < bytes.count else { return nil }
        var depth = 0
        for key in path {
            guard depth < Self.maximumDepth, let child = child(of: valueStart, key, depth: depth + 1) else {
                break
            }
            valueStart = child
            depth += 1
        }
        let end = valueEnd(from: valueStart, depthLimit: Self.maximumDepth - depth) ?? (valueStart + 1)
        return PathMatch(followedKeys: depth, range: valueStart..<end)
    }

    /// Where the data first stops being JSON and what is wrong there; `nil` for valid JSON.
    func firstSyntaxError() -> SyntaxError? {
        JSONSyntaxValidator(scanner: self).run()
    }

    /// A place where the data is not JSON: the offending bytes (empty at the end of the
    /// data) and what is wrong with them.
    struct SyntaxError: Error {
        let range: Range<Int>
        let problem: String
    }

    // MARK: Stepping over values

    /// Where the first value starts: after a UTF-8 byte order mark and whitespace.
    var firstValueStart: Int {
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return skipWhitespace(from: hasByteOrderMark ? 3 : 0)
    }

    func skipWhitespace(from index: Int) -> Int {
        var index = index
        while index < bytes.count, Byte.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The offset after the string whose opening quote is at `index`; `nil` when it is
    /// not terminated.
    func stringEnd(from index: Int) -> Int? {
        var index = index + 1
        while index < bytes.count {
            switch bytes[index] {
            case Byte.quote: return index + 1
            case Byte.backslash: index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// The offset after a number or a literal starting at `index`: the next delimiter.
    func tokenEnd(from index: Int) -> Int {
        var index = index
        while index < bytes.count, !Byte.isDelimiter(bytes[index]) { index += 1 }
        return index
    }

    /// The offset after the value starting at `index`; `nil` when no complete value starts
    /// there or it nests deeper than `depthLimit`. Brackets are counted, not matched.
    func valueEnd(from index: Int, depthLimit: Int) -> Int? {
        var index = index
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case Byte.openBrace, Byte.openBracket:
                depth += 1
                guard depth <= depthLimit else { return nil }
                index += 1
                continue
            case Byte.closeBrace, Byte.closeBracket:
                guard depth > 0 else { return nil }
                depth -= 1
                index += 1
            case Byte.quote:
                guard let end = stringEnd(from: index) else { return nil }
                index = end
            case Byte.comma, Byte.colon:
                guard depth > 0 else { return nil }
                index += 1
                continue
            case let byte where Byte.isWhitespace(byte):
                index += 1
                continue
            default:
                index = tokenEnd(from: index)
            }
            if depth == 0 { return index }
        }
        return nil
    }

    // MARK: Following a path

    /// Where the member or element `key` of the container starting at `index` starts: the
    /// container's shape tells an index from a key (see ``CodingKey/elementPosition``).
    private func child(of index: Int, _ key: any CodingKey, depth: Int) -> Int? {
        switch bytes[index] {
        case Byte.openBrace:
            guard let name = key.memberName else { return nil }
            return member(of: index, named: name, depth: depth)
        case Byte.openBracket:
            guard let position = key.elementPosition else { return nil }
            return element(of: index, at: position, depth: depth)
        default:
            return nil
        }
    }

    private func member(of object: Int, named name: String, depth: Int) -> Int? {
        var index = skipWhitespace(from: object + 1)
        while index < bytes.count, bytes[index] == Byte.quote {
            guard let keyEnd = stringEnd(from: index) else { return nil }
            let matches = key(index + 1..<keyEnd - 1, is: name)
            index = skipWhitespace(from: keyEnd)
            guard index < bytes.count, bytes[index] == Byte.colon else { return nil }
            index = skipWhitespace(from: index + 1)
            guard index < bytes.count else { return nil }
            if matches { return index }
            guard let end = valueEnd(from: index, depthLimit: Self.maximumDepth - depth) else { return nil }
            index = skipWhitespace(from: end)
            guard index < bytes.count, bytes[index] == Byte.comma else { return nil }
            index = skipWhitespace(from: index + 1)
        }
        return nil
    }

    private func element(of array: Int, at position: Int, depth: Int) -> Int? {
        var index = skipWhitespace(from: array + 1)
        var current = 0
        while index < bytes.count, bytes[index] != Byte.closeBracket {
            if current == position { return index }
            guard let end = valueEnd(from: index, depthLimit: Self.maximumDepth - depth) else { return nil }
            index = skipWhitespace(from: end)
            guard index < bytes.count, bytes[index] == Byte.comma else { return nil }
            index = skipWhitespace(from: index + 1)
            current += 1
        }
        return nil
    }

    /// Whether the raw key between quotes is `name`, with its escapes decoded; keys that
    /// are not ASCII compare as Swift strings do (canonical equivalence), as a decoder's
    /// keyed container compares them.
    private func key(_ raw: Range<Int>, is name: String) -> Bool {
        let rawBytes = bytes[raw]
        if !rawBytes.contains(Byte.backslash), rawBytes.elementsEqual(name.utf8) { return true }
        let decoded = JSONStringEscapes.decode(rawBytes)
        if decoded.elementsEqual(name.utf8) { return true }
        guard decoded.contains(where: { $0 >= 0x80 }) || name.utf8.contains(where: { $0 >= 0x80 }) else {
            return false
        }
        return String(decoding: decoded, as: UTF8.self) == name
    }
}

/// The value a coding path leads to in source text, or the deepest one on its way that
/// the text holds.
struct PathMatch {
    /// How many keys of the path were followed: all of them when the value is there.
    let followedKeys: Int
    /// The value's bytes (offsets into the text's UTF-8 bytes).
    let range: Range<Int>
}

/// The bytes JSON's grammar names.
enum Byte {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let tab = UInt8(ascii: "\t")
    static let space = UInt8(ascii: " ")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let e = UInt8(ascii: "e")
    static let capitalE = UInt8(ascii: "E")
    static let b = UInt8(ascii: "b")
    static let f = UInt8(ascii: "f")
    static let n = UInt8(ascii: "n")
    static let r = UInt8(ascii: "r")
    static let t = UInt8(ascii: "t")
    static let u = UInt8(ascii: "u")

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == newline || byte == carriageReturn || byte == tab
    }

    /// Whether `byte` ends a number or a literal.
    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case quote, openBrace, closeBrace, openBracket, closeBracket, comma, colon: return true
        default: return isWhitespace(byte)
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }
}
