/// Text that replaces a range of a document's bytes: an insertion when the range is empty.
///
/// ```swift
/// TextPatch.applying([TextPatch(range: 3..<4, text: "2")], to: Array("a: 1".utf8))  // "a: 2"
/// ```
struct TextPatch {
    let range: Range<Int>
    let text: String

    /// `bytes` with every patch applied. Insertions at one offset go in the order given,
    /// after any patch that replaces the bytes from there; patches whose ranges overlap
    /// cannot both apply, and throw.
    static func applying(_ patches: [TextPatch], to bytes: [UInt8], codingPath: [any CodingKey] = []) throws
        -> [UInt8]
    {
        // Applied from the end: at one offset, the replacement first, then the insertions last to first.
        let ordered = patches.enumerated().sorted {
            let (left, right) = ($0.element.range, $1.element.range)
            return (left.lowerBound, left.isEmpty ? 0 : 1, $0.offset) > (
                right.lowerBound, right.isEmpty ? 0 : 1, $1.offset
            )
        }
        var result = bytes
        var limit = bytes.count
        for (_, patch) in ordered {
            guard patch.range.upperBound <= limit else {
                throw EncodingError.invalidValue(
                    patch.text,
                    EncodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "Two edits of the text overlap at byte \(patch.range.lowerBound)."))
            }
            result.replaceSubrange(patch.range, with: Array(patch.text.utf8))
            limit = patch.range.lowerBound
        }
        return result
    }
}
