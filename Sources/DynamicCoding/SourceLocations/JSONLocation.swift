import Foundation

/// Where a value sits in JSON data: its line, its column and its bytes.
///
/// Found by scanning the bytes, without decoding them: in one forward pass, without
/// recursion, nesting up to 512 levels as `JSONDecoder` accepts, and for any input
/// (invalid UTF-8, truncated data, any coding path) either a location or `nil`.
///
/// ```swift
/// // {"routes": [{"type": "detailscreen", "id": 42}]}
/// catch DecodingError.typeMismatch(_, let context) {
///     let location = JSONLocation(of: context.codingPath, in: data)  // routes[0].id
///     // line 1, column 44; data[location.byteRange] is the value's JSON text, 42
/// }
/// ```
public struct JSONLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1. Lines end with `\n` (or `\r\n`).
    public let line: Int
    /// The column, from 1, in characters: a multi-byte UTF-8 character or a tab is one.
    public let column: Int
    /// The value's bytes, as indices of the data: `data[location.byteRange]` is its JSON
    /// text. For a syntax error, the offending bytes (empty at the end of the data).
    public let byteRange: Range<Data.Index>

    /// The location of the value at `codingPath` in `data`, as a `JSONDecoder` coding path
    /// names it; `nil` when the data holds no value there.
    ///
    /// The data's shape at each step tells an index from a key. Inside an object, keys match
    /// members by their string value with the JSON escapes decoded (the first member of a
    /// name, as `JSONDecoder` reads it): a dictionary's key `"64"` is a key, although the
    /// standard library gives it the integer value 64. Inside an array, a key's integer
    /// value indexes the elements, whatever its string value (`Index 2`, as coders name
    /// elements, or `2`).
    ///
    /// ```swift
    /// JSONLocation(of: context.codingPath, in: data)?.description  // "line 3, column 45"
    /// ```
    public init?(of codingPath: [any CodingKey], in data: Data) {
        let scanner = JSONScanner(data)
        guard let match = scanner.deepestValue(on: codingPath), match.followedKeys == codingPath.count else {
            return nil
        }
        self.init(match.range, in: scanner.bytes, startIndex: data.startIndex)
    }

    /// The first place where `data` is not JSON (RFC 8259); `nil` when it is valid JSON.
    ///
    /// `JSONDecoder` on Linux reports no position for a syntax error, only "The given data
    /// was not valid JSON."; this finds it.
    ///
    /// ```swift
    /// JSONLocation(firstSyntaxErrorIn: Data("{\"a\": tru}".utf8))?.description
    /// // "line 1, column 7"
    /// ```
    public init?(firstSyntaxErrorIn data: Data) {
        let scanner = JSONScanner(data)
        guard let error = scanner.firstSyntaxError() else { return nil }
        self.init(error.range, in: scanner.bytes, startIndex: data.startIndex)
    }

    init(line: Int, column: Int, byteRange: Range<Data.Index>) {
        self.line = line
        self.column = column
        self.byteRange = byteRange
    }

    init(_ range: Range<Int>, in bytes: [UInt8], startIndex: Data.Index) {
        let sourceLine = SourceLine(containing: range.lowerBound, in: bytes)
        line = sourceLine.number
        column = sourceLine.characterCount(upTo: range.lowerBound, in: bytes) + 1
        byteRange = startIndex + range.lowerBound..<startIndex + range.upperBound
    }

    /// `line 3, column 45`.
    public var description: String {
        "line \(line), column \(column)"
    }
}

/// The line of JSON data that holds a byte offset.
struct SourceLine {
    /// The line's number, from 1.
    let number: Int
    /// The line's bytes, without its `\n` or `\r\n`.
    let bytes: Range<Int>

    init(containing offset: Int, in data: [UInt8]) {
        let offset = min(max(offset, 0), data.count)
        var number = 1
        var start = 0
        for index in 0..<offset where data[index] == Byte.newline {
            number += 1
            start = index + 1
        }
        var end = data[offset...].firstIndex(of: Byte.newline) ?? data.count
        if end > start, end > offset, data[end - 1] == Byte.carriageReturn { end -= 1 }
        self.number = number
        self.bytes = start..<end
    }

    /// How many characters of the line come before `offset`.
    func characterCount(upTo offset: Int, in data: [UInt8]) -> Int {
        let end = min(max(offset, bytes.lowerBound), data.count)
        return String(decoding: data[bytes.lowerBound..<end], as: UTF8.self).count
    }
}
