/// How `JSONEncoder` quotes a string: `\"`, `\\`, `\/` (unless slashes are left as they
/// are), `\b`, `\f`, `\n`, `\r`, `\t`, the other control characters as `\u00xx` in lower
/// case; every other character, DEL and U+2028 included, as its UTF-8 bytes.
enum JSONStringEscaping {
    static func appendQuoted(_ string: String, to bytes: inout some JSONByteSink, escapingSlashes: Bool) {
        var string = string
        bytes.append(UInt8(ascii: "\""))
        string.withUTF8 { utf8 in
            appendEscaped(utf8, to: &bytes, escapingSlashes: escapingSlashes)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    static func appendEscaped(
        _ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout some JSONByteSink, escapingSlashes: Bool
    ) {
        var copied = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                && (byte != UInt8(ascii: "/") || !escapingSlashes)
            {
                index += 1
                continue
            }
            if index > copied {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
            }
            appendEscape(of: byte, to: &bytes)
            index += 1
            copied = index
        }
        if copied == 0 {
            bytes.append(contentsOf: utf8)
        } else if count > copied {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<count]))
        }
    }

    private static func appendEscape(of byte: UInt8, to bytes: inout some JSONByteSink) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let digits: StaticString = "0123456789abcdef"
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(digits.utf8Start[Int(byte >> 4)])
            bytes.append(digits.utf8Start[Int(byte & 0xF)])
        }
    }
}
