/// A JSON string's text (between its quotes, already checked by ``JSONParser``) as the
/// string it stands for.
///
/// ```swift
/// JSONStringText.string(from: bytes, escaped: true)  // "é\n" for the text \u00e9\n
/// ```
enum JSONStringText {
    static func string(from text: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: text, as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard byte == Byte.backslash else {
                unescaped.append(byte)
                index += 1
                continue
            }
            let escape = text[index + 1]
            index += 2
            switch escape {
            case Byte.b: unescaped.append(0x08)
            case Byte.f: unescaped.append(0x0C)
            case Byte.n: unescaped.append(Byte.newline)
            case Byte.r: unescaped.append(Byte.carriageReturn)
            case Byte.t: unescaped.append(Byte.tab)
            case Byte.u:
                var scalar = UInt32(hexUnit(text, at: index))
                index += 4
                if UTF16.isLeadSurrogate(UInt16(scalar)) {
                    let trail = UInt32(hexUnit(text, at: index + 2))
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (trail - 0xDC00)
                }
                UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { unescaped.append($0) }
            default: unescaped.append(escape)
            }
        }
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// The four hexadecimal digits at `index`.
    private static func hexUnit(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16 {
        (index..<index + 4).reduce(0) { unit, position in
            unit << 4 | UInt16(JSONParser.hexValue(text[position]) ?? 0)
        }
    }
}
