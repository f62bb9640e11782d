import Foundation

/// A JSON document read into ``JSONEntry``s, with its UTF-8 bytes: what a decoder reads
/// values from, in any order and as often as it needs.
///
/// The document reads the caller's bytes in place while a decode runs (no copy: a decode
/// holds the text once beside its entries). A document still referenced when the decode
/// returns, through a decoder an `init(from:)` kept, copies them first (``keepBytes()``).
///
/// ```swift
/// let document = try JSONDocument(borrowing: buffer, topLevelObjectMembers: false)
/// document.entries[0].kind  // .object
/// ```
final class JSONDocument {
    /// The text: the caller's bytes during the decode, `copy` after ``keepBytes()``.
    private var bytes: UnsafeBufferPointer<UInt8>
    private var copy: UnsafeMutableBufferPointer<UInt8>?
    let entries: [JSONEntry]

    init(borrowing bytes: UnsafeBufferPointer<UInt8>, topLevelObjectMembers: Bool) throws(JSONSyntaxError) {
        self.bytes = bytes
        entries = try JSONParser.entries(of: bytes, topLevelObjectMembers: topLevelObjectMembers)
    }

    deinit {
        copy?.deallocate()
    }

    /// Copies the bytes, which are the caller's only until the decode returns.
    func keepBytes() {
        guard copy == nil else { return }
        let owned = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = owned.initialize(from: bytes)
        copy = owned
        bytes = UnsafeBufferPointer(rebasing: owned[0..<bytes.count])
    }

    /// Calls `body` with the text's bytes.
    @inline(__always)
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(bytes)
    }

    /// The bytes at `range`, as data of their own.
    func data(at range: Range<Int>) -> Data {
        withBytes { Data($0[range]) }
    }

    /// The entry of a `null` after the document's, which no key or index reaches: the value
    /// of a super decoder whose key is missing.
    var nullEntry: Int { entries.count - 1 }

    /// The string at entry `index`, a string entry.
    func string(at index: Int) -> String {
        let entry = entries[index]
        return withBytes { buffer in
            JSONStringText.string(
                from: UnsafeBufferPointer(rebasing: buffer[entry.bytes]), escaped: entry.isEscapedOrNotInteger
            )
        }
    }

    /// Whether the string at entry `index` is `key`'s UTF-8, compared in place.
    @inline(__always)
    func string(at index: Int, equals key: String) -> Bool {
        let entry = entries[index]
        if entry.isEscapedOrNotInteger { return string(at: index) == key }
        let equal = key.utf8.withContiguousStorageIfAvailable { keyBytes in
            guard keyBytes.count == Int(entry.length) else { return false }
            return withBytes { buffer in
                guard let keyStart = keyBytes.baseAddress, let textStart = buffer.baseAddress else {
                    return true
                }
                return memcmp(keyStart, textStart + Int(entry.start), keyBytes.count) == 0
            }
        }
        return equal ?? withBytes { $0[entry.bytes].elementsEqual(key.utf8) }
    }

    /// The entry of the value of the first member of the object at entry `object` whose key
    /// is `key`: lengths compared first, bytes then, in place.
    @inline(__always)
    func valueIndex(inObject object: Int, key: String) -> Int? {
        let found = key.utf8.withContiguousStorageIfAvailable { keyBytes -> Int? in
            entries.withUnsafeBufferPointer { entries -> Int? in
                withBytes { text -> Int? in
                    var keyIndex = object + 1
                    for _ in 0..<Int(entries[object].count) {
                        let entry = entries[keyIndex]
                        if Int(entry.length) == keyBytes.count || entry.isEscapedOrNotInteger {
                            if entry.isEscapedOrNotInteger {
                                if string(at: keyIndex) == key { return keyIndex + 1 }
                            } else if let keyStart = keyBytes.baseAddress, let textStart = text.baseAddress,
                                memcmp(keyStart, textStart + Int(entry.start), keyBytes.count) == 0
                            {
                                return keyIndex + 1
                            } else if keyBytes.isEmpty {
                                return keyIndex + 1
                            }
                        }
                        keyIndex = entries[keyIndex + 1].next(after: keyIndex + 1)
                    }
                    return nil
                }
            }
        }
        if let found { return found }
        var keyIndex = object + 1
        for _ in 0..<Int(entries[object].count) {
            if string(at: keyIndex, equals: key) { return keyIndex + 1 }
            keyIndex = entries[keyIndex + 1].next(after: keyIndex + 1)
        }
        return nil
    }

    /// The number at entry `index`, a number entry.
    @inline(__always)
    func number<Result>(at index: Int, _ read: (JSONNumberText) -> Result) -> Result {
        let entry = entries[index]
        return withBytes { buffer in
            read(
                JSONNumberText(
                    text: UnsafeBufferPointer(rebasing: buffer[entry.bytes]),
                    isPlainInteger: !entry.isEscapedOrNotInteger))
        }
    }

    /// The text of entry `index`'s scalar, as written.
    func text(at index: Int) -> String {
        let range = entries[index].bytes
        return withBytes { String(decoding: $0[range], as: UTF8.self) }
    }

    /// Where each line starts, found once an error names a place.
    private lazy var lineStarts: [Int] = withBytes { bytes in
        [0] + bytes.indices.filter { bytes[$0] == Byte.newline }.map { $0 + 1 }
    }
    /// The last place named: a later place on its line counts its column on from there, so
    /// that the errors of trials, thrown in document order, cost what lies between them.
    private var lastPlace = (offset: 0, lineStart: 0, column: 1)

    /// Where byte `offset` is, to name it in an error; columns count Unicode scalars.
    func location(ofByte offset: Int) -> JSONLocation {
        var lower = 0
        var upper = lineStarts.count
        while upper - lower > 1 {
            let middle = (lower + upper) / 2
            if lineStarts[middle] <= offset { lower = middle } else { upper = middle }
        }
        let lineStart = lineStarts[lower]
        var (from, column) = (lineStart, 1)
        if lastPlace.lineStart == lineStart, lastPlace.offset <= offset {
            (from, column) = (lastPlace.offset, lastPlace.column)
        }
        withBytes { bytes in
            for byte in bytes[from..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        }
        lastPlace = (offset, lineStart, column)
        return JSONLocation(line: lower + 1, column: column, byteRange: offset..<offset)
    }
}
