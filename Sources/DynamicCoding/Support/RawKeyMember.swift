/// One member of an object ``RawKeyObject`` reads, decoded with the reader bound for the
/// read; its key, as spelled, is the last of the decoder's coding path. The reader is a
/// class, so that each member finds it with a cheap class cast.
///
/// ```swift
/// struct Length: RawKeyMember {
///     let value: Int?
///     init(from decoder: any Decoder, reader: Wanted) throws {
///         value = decoder.codingPath.last?.stringValue == reader.key ? try Int(from: decoder) : nil
///     }
/// }
/// ```
protocol RawKeyMember: Decodable {
    associatedtype Reader: AnyObject

    init(from decoder: any Decoder, reader: Reader) throws
}

extension RawKeyMember {
    init(from decoder: any Decoder) throws {
        guard let reader = RawKeyObject.binding?.reader as? Reader else {
            let context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "An object's member was read outside of its object.")
            throw DecodingError.dataCorrupted(context)
        }
        try self.init(from: decoder, reader: reader)
    }
}
