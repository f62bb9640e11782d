/// The object a decoder reads its document through, which names the document for state
/// kept while one document is decoded (the places of values tried in place).
///
/// Foundation's coders read every value of a document through one object, handed to each
/// nested `init(from:)`; only `superDecoder()` makes another. The library's own decoders
/// wrap another (``WrappingDecoderOrEncoder``) and name the document it reads. A decoder
/// that is a struct names none: its state cannot be told from another document's.
///
/// ```swift
/// DocumentDecoder.object(of: decoder) === DocumentDecoder.object(of: nestedDecoder)  // one document
/// ```
enum DocumentDecoder {
    /// The object `decoder` reads its document through; `nil` when it is a struct.
    static func object(of decoder: any Decoder) -> AnyObject? {
        // A class is a coder's own (the library's wrappers are structs): no cast to ask.
        if type(of: decoder) is AnyObject.Type { return decoder as AnyObject }
        guard let wrapper = decoder as? any WrappingDecoderOrEncoder,
            let wrapped = wrapper.wrapped as? any Decoder
        else { return nil }
        return object(of: wrapped)
    }
}
