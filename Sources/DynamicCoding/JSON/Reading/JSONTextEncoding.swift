import Foundation

/// JSON text in UTF-8, from data in any encoding `JSONDecoder` reads: UTF-8, UTF-16 or
/// UTF-32 in either byte order, told by a byte order mark or by where the zero bytes of
/// the first four bytes are (RFC 4627 §3: `00 xx 00 xx` is UTF-16BE, `xx 00 00 00`
/// UTF-32LE, …; of two bytes, a zero first or second is UTF-16); anything else
/// is read as UTF-8.
///
/// ```swift
/// try JSONTextEncoding.utf8(of: Data([0x7B, 0x00, 0x7D, 0x00]))  // Data("{}".utf8)
/// ```
enum JSONTextEncoding {
    static func utf8(of data: Data) throws(JSONSyntaxError) -> Data {
        let head = Array(data.prefix(4))
        guard let (encoding, markLength) = encoding(of: head) else { return data }
        guard let text = String(data: data.dropFirst(markLength), encoding: encoding) else {
            throw JSONSyntaxError(offset: 0, problem: "expected text in \(encoding) but found invalid data")
        }
        return Data(text.utf8)
    }

    /// The encoding other than UTF-8 that the first bytes show, and its mark's length.
    private static func encoding(of head: [UInt8]) -> (String.Encoding, Int)? {
        let padded = head + [UInt8](repeating: 0xAA, count: 4 - head.count)
        switch (padded[0], padded[1], padded[2], padded[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0x00, _, _, _) where head.count == 2: return (.utf16BigEndian, 0)
        case (_, 0x00, _, _) where head.count == 2: return (.utf16LittleEndian, 0)
        case _ where head.count < 4: return nil
        case (0x00, 0x00, 0x00, _): return (.utf32BigEndian, 0)
        case (_, 0x00, 0x00, 0x00): return (.utf32LittleEndian, 0)
        case (0x00, _, 0x00, _): return (.utf16BigEndian, 0)
        case (_, 0x00, _, 0x00): return (.utf16LittleEndian, 0)
        default: return nil
        }
    }
}
