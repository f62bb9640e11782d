/// The values a JSON number's text stands for, exactly as `JSONDecoder` reads them: an
/// integer type takes any number that is a whole value in its range (`1.0`, `1e2`), a
/// floating-point type any number that neither overflows to infinity nor underflows to
/// zero.
///
/// ```swift
/// JSONNumberText(text).integer(as: Int.self)  // 100 for "1e2", nil for "1.5" or "1e19"
/// ```
struct JSONNumberText {
    /// The number's bytes, valid JSON number grammar.
    let text: UnsafeBufferPointer<UInt8>
    /// Whether the number has no fraction and no exponent.
    let isPlainInteger: Bool

    private var isNegative: Bool { text[0] == Byte.minus }

    // MARK: Integers

    /// The value as `T`; `nil` when it is not a whole number in `T`'s range.
    func integer<T: FixedWidthInteger>(as type: T.Type) -> T? {
        guard let magnitude = isPlainInteger ? plainMagnitude() : wholeMagnitude() ?? underflowedMagnitude()
        else {
            return nil
        }
        guard isNegative else { return T(exactly: magnitude) }
        if magnitude == 0 { return 0 }
        guard T.isSigned, magnitude <= UInt64(T.max) + 1 else { return nil }
        return T(truncatingIfNeeded: 0 &- magnitude)
    }

    private func plainMagnitude() -> UInt64? {
        var magnitude: UInt64 = 0
        for index in (isNegative ? 1 : 0)..<text.count {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(text[index] &- Byte.zero))
            if overflow || carry { return nil }
            magnitude = sum
        }
        return magnitude
    }

    /// The magnitude of a number with a fraction or an exponent when it is whole.
    private func wholeMagnitude() -> UInt64? {
        let parts = NumberParts(text)
        // Digits of the integer part and the fraction, as one run; the point after `point`.
        let point = parts.integerDigits.count + parts.exponent
        var magnitude: UInt64 = 0
        for position in 0..<max(point, 0) {
            let digit = parts.digit(at: position)
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            if overflow || carry { return nil }
            magnitude = sum
        }
        for position in min(max(point, 0), parts.digitCount)..<parts.digitCount
        where parts.digit(at: position) != 0 { return nil }
        return magnitude
    }

    /// Zero for a number so small that it is zero as a `Double`, which `JSONDecoder` reads as
    /// the integer 0 (`1e-400`, while `1e-300` is not whole).
    private func underflowedMagnitude() -> UInt64? {
        Double(String(decoding: text, as: UTF8.self)) == 0 ? 0 : nil
    }

    // MARK: Floating point

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowers: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// The nearest `Double`; `nil` when the number overflows to infinity or a non-zero number
    /// underflows to zero.
    func double() -> Double? {
        if isPlainInteger, let magnitude = plainMagnitude() {
            // Converting an integer rounds once, correctly.
            return isNegative ? -Double(magnitude) : Double(magnitude)
        }
        let parts = NumberParts(text)
        if let (mantissa, exponent) = parts.shortMantissa(), mantissa < 1 << 53, (-22...22).contains(exponent)
        {
            let value = Double(mantissa)
            let scaled =
                exponent < 0 ? value / Self.exactPowers[-exponent] : value * Self.exactPowers[exponent]
            return isNegative ? -scaled : scaled
        }
        return checked(Double(String(decoding: text, as: UTF8.self)), parts: parts)
    }

    /// The nearest `Float`, with `double()`'s limits.
    func float() -> Float? {
        let parts = NumberParts(text)
        if let (mantissa, exponent) = parts.shortMantissa(), mantissa < 1 << 24, (-10...10).contains(exponent)
        {
            // Both operands exact in a Float: one correctly rounded operation.
            let value = Float(mantissa)
            let power = Float(Self.exactPowers[abs(exponent)])
            let scaled = exponent < 0 ? value / power : value * power
            return isNegative ? -scaled : scaled
        }
        return checked(Float(String(decoding: text, as: UTF8.self)), parts: parts)
    }

    private func checked<F: BinaryFloatingPoint>(_ value: F?, parts: NumberParts) -> F? {
        guard let value, value.isFinite else { return nil }
        if value == 0, parts.hasNonZeroDigit { return nil }
        return value
    }
}

/// A number's digits and decimal exponent, read from its text.
private struct NumberParts {
    let text: UnsafeBufferPointer<UInt8>
    let integerDigits: Range<Int>
    let fractionDigits: Range<Int>
    /// The exponent after `e`, clamped far beyond any representable value.
    let exponent: Int

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        var index = text[0] == Byte.minus ? 1 : 0
        let integerStart = index
        while index < text.count, Byte.isDigit(text[index]) { index += 1 }
        integerDigits = integerStart..<index
        var fractionStart = index
        if index < text.count, text[index] == Byte.period {
            index += 1
            fractionStart = index
            while index < text.count, Byte.isDigit(text[index]) { index += 1 }
        }
        fractionDigits = fractionStart..<index
        var exponent = 0
        if index < text.count {
            index += 1
            var negative = false
            if text[index] == Byte.minus || text[index] == Byte.plus {
                negative = text[index] == Byte.minus
                index += 1
            }
            while index < text.count {
                exponent = min(exponent * 10 + Int(text[index] &- Byte.zero), 1_000_000)
                index += 1
            }
            if negative { exponent = -exponent }
        }
        self.exponent = exponent
    }

    var digitCount: Int { integerDigits.count + fractionDigits.count }

    /// The digit at `position` of the integer digits followed by the fraction's; 0 beyond.
    func digit(at position: Int) -> UInt8 {
        if position < integerDigits.count { return text[integerDigits.lowerBound + position] &- Byte.zero }
        let fractionPosition = position - integerDigits.count
        guard fractionPosition < fractionDigits.count else { return 0 }
        return text[fractionDigits.lowerBound + fractionPosition] &- Byte.zero
    }

    var hasNonZeroDigit: Bool {
        (0..<digitCount).contains { digit(at: $0) != 0 }
    }

    /// The digits as an integer and the power of ten it is scaled by, when there are at
    /// most 19 significant digits.
    func shortMantissa() -> (UInt64, Int)? {
        var mantissa: UInt64 = 0
        var significant = 0
        var scale = exponent - fractionDigits.count
        for position in 0..<digitCount {
            let digit = digit(at: position)
            if significant == 0, digit == 0 { continue }
            significant += 1
            guard significant <= 19 else { return nil }
            mantissa = mantissa * 10 + UInt64(digit)
        }
        if mantissa == 0 { scale = 0 }
        return (mantissa, scale)
    }
}
