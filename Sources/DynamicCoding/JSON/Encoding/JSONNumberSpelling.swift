/// Numbers as `JSONEncoder` spells them: integers in decimal; finite floating-point
/// values as Swift describes them, without a trailing `.0` (`1`, `0.1`, `1e+16`, `-0`).
enum JSONNumberSpelling {
    static func appendInteger<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8]) {
        if Integer.bitWidth > 64 {
            bytes.append(contentsOf: value.description.utf8)
            return
        }
        var magnitude = UInt64(truncatingIfNeeded: value.magnitude)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        // 20 digits hold UInt64.max.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = 20
            while magnitude > 0 {
                let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remainder)
                magnitude = quotient
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<20]))
        }
    }

    /// A finite value.
    static func appendFloatingPoint<Float: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: Float, to bytes: inout [UInt8]
    ) {
        // Below 2^(significand bits + 1) Swift writes a whole value as digits and `.0`.
        if let integer = Int64(exactly: value), integer.magnitude < 1 << (Float.significandBitCount + 1),
            !(value == 0 && value.sign == .minus)
        {
            appendInteger(integer, to: &bytes)
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }
}
