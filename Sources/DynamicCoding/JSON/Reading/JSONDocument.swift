import Foundation

/// A JSON document read into ``JSONEntry``s, with its UTF-8 bytes: what a decoder reads
/// values from, in any order and as often as it needs.
///
/// ```swift
/// let document = try JSONDocument(utf8: Array(#"{"a":1}"#.utf8), topLevelObjectMembers: false)
/// document.entries[0].kind  // .object
/// ```
final class JSONDocument {
    let bytes: [UInt8]
    let entries: [JSONEntry]

    init(utf8 bytes: [UInt8], topLevelObjectMembers: Bool) throws(JSONSyntaxError) {
        self.bytes = bytes
        entries = try JSONParser.entries(of: bytes, topLevelObjectMembers: topLevelObjectMembers)
    }

    /// The entry of a `null` after the document's, which no key or index reaches: the value
    /// of a super decoder whose key is missing.
    var nullEntry: Int { entries.count - 1 }

    /// The string at entry `index`, a string entry.
    func string(at index: Int) -> String {
        let entry = entries[index]
        return bytes.withUnsafeBufferPointer { buffer in
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
            return bytes.withUnsafeBufferPointer { buffer in
                guard let keyStart = keyBytes.baseAddress, let textStart = buffer.baseAddress else {
                    return true
                }
                return memcmp(keyStart, textStart + Int(entry.start), keyBytes.count) == 0
            }
        }
        return equal ?? bytes[entry.bytes].elementsEqual(key.utf8)
    }

    /// The number at entry `index`, a number entry.
    @inline(__always)
    func number<Result>(at index: Int, _ read: (JSONNumberText) -> Result) -> Result {
        let entry = entries[index]
        return bytes.withUnsafeBufferPointer { buffer in
            read(
                JSONNumberText(
                    text: UnsafeBufferPointer(rebasing: buffer[entry.bytes]),
                    isPlainInteger: !entry.isEscapedOrNotInteger))
        }
    }

    /// The text of entry `index`'s scalar, as written.
    func text(at index: Int) -> String {
        String(decoding: bytes[entries[index].bytes], as: UTF8.self)
    }

    /// Where byte `offset` is, to name it in an error.
    func location(ofByte offset: Int) -> JSONLocation {
        JSONLocation(offset..<offset, in: bytes, startIndex: 0)
    }
}
