/// Reads UTF-8 JSON into ``JSONEntry``s in one pass, checking all of it as `JSONDecoder`
/// does before a value is decoded: RFC 8259 grammar, strings of valid UTF-8 with valid
/// escapes (surrogates paired), nesting up to 512 levels, only whitespace after the value.
/// Like `JSONDecoder`, it accepts a comma before a closing bracket or brace.
///
/// ```swift
/// let entries = try bytes.withUnsafeBufferPointer { try JSONParser.entries(of: $0, topLevelObjectMembers: false) }
/// ```
struct JSONParser {

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var entries: [JSONEntry] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        entries.reserveCapacity(bytes.count / 6 + 4)
    }

    /// The entries of `bytes`; with `topLevelObjectMembers`, a document that does not open
    /// with `{` is read as the members of one object (`assumesTopLevelDictionary`).
    static func entries(
        of bytes: UnsafeBufferPointer<UInt8>, topLevelObjectMembers: Bool
    ) throws(JSONSyntaxError) -> [JSONEntry] {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(offset: 0, problem: "documents over 4 GiB are not supported")
        }
        var parser = JSONParser(bytes: bytes)
        try parser.readDocument(topLevelObjectMembers: topLevelObjectMembers)
        return parser.entries
    }

    private mutating func readDocument(topLevelObjectMembers: Bool) throws(JSONSyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        if topLevelObjectMembers, byte != Byte.openBrace {
            try readMembers(depth: 1, closing: nil)
        } else {
            try readValue(depth: 0)
        }
        skipWhitespace()
        guard position == bytes.count else { throw failure("expected the end of the data") }
        // The `null` a super decoder of a missing key reads (`JSONDocument.nullEntry`).
        append(.null, start: position, length: 0)
    }

    // MARK: Bytes

    /// The byte at the position; 0 at the end.
    private var byte: UInt8 {
        @inline(__always) get { position < bytes.count ? bytes[position] : 0 }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case Byte.space, Byte.newline, Byte.carriageReturn, Byte.tab: position += 1
            default: return
            }
        }
    }

    private func failure(_ expectation: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: position, problem: "\(expectation) but found \(foundText)")
    }

    private var foundText: String {
        guard position < bytes.count else { return "the end of the data" }
        let found = bytes[position]
        if found >= 0x20 && found < 0x7F { return "'\(Character(Unicode.Scalar(found)))'" }
        return "byte 0x\(String(found, radix: 16, uppercase: true))"
    }

    // MARK: Values

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) {
        switch byte {
        case Byte.quote: try readString()
        case Byte.openBrace:
            try open(depth: depth)
            try readMembers(depth: depth + 1, closing: Byte.closeBrace)
        case Byte.openBracket:
            try open(depth: depth)
            try readElements(depth: depth + 1)
        case Byte.minus, Byte.zero...Byte.nine: try readNumber()
        case Byte.t: try readLiteral("true", as: .true)
        case Byte.f: try readLiteral("false", as: .false)
        case Byte.n: try readLiteral("null", as: .null)
        default: throw failure("expected a value")
        }
    }

    private mutating func open(depth: Int) throws(JSONSyntaxError) {
        guard depth < JSONScanner.maximumDepth else {
            throw failure("nested more than 512 levels deep: expected a value")
        }
        position += 1
    }

    private mutating func append(_ kind: JSONKind, start: Int, length: Int, flagged: Bool = false) {
        entries.append(
            JSONEntry(
                start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: length),
                count: 0,
                kind: kind, isEscapedOrNotInteger: flagged))
    }

    /// Reads members up to `closing` (or the end of the data when `nil`), after the `{`.
    private mutating func readMembers(depth: Int, closing: UInt8?) throws(JSONSyntaxError) {
        let objectIndex = entries.count
        append(.object, start: closing == nil ? position : position - 1, length: 0)
        var count: UInt32 = 0
        skipWhitespace()
        while true {
            if let closing, byte == closing {
                position += 1
                break
            }
            if closing == nil, position == bytes.count { break }
            guard byte == Byte.quote else {
                throw failure(count == 0 ? "expected a key or '}'" : "expected a key")
            }
            if try !readString() { entries[objectIndex].isEscapedOrNotInteger = true }
            skipWhitespace()
            guard byte == Byte.colon else { throw failure("expected ':' after a key") }
            position += 1
            skipWhitespace()
            try readValue(depth: depth)
            count += 1
            skipWhitespace()
            if byte == Byte.comma {
                position += 1
                skipWhitespace()
            } else if let closing, byte != closing {
                throw failure("expected ',' or '}' after a member")
            } else if closing == nil, position != bytes.count {
                throw failure("expected ',' after a member")
            }
        }
        close(objectIndex, count: count)
    }

    private mutating func readElements(depth: Int) throws(JSONSyntaxError) {
        let arrayIndex = entries.count
        append(.array, start: position - 1, length: 0)
        var count: UInt32 = 0
        skipWhitespace()
        while byte != Byte.closeBracket {
            try readValue(depth: depth)
            count += 1
            skipWhitespace()
            if byte == Byte.comma {
                position += 1
                skipWhitespace()
            } else if byte != Byte.closeBracket {
                throw failure("expected ',' or ']' after an element")
            }
        }
        position += 1
        close(arrayIndex, count: count)
    }

    private mutating func close(_ index: Int, count: UInt32) {
        entries[index].length = UInt32(truncatingIfNeeded: entries.count - index - 1)
        entries[index].count = count
    }

    private mutating func readLiteral(_ literal: StaticString, as kind: JSONKind) throws(JSONSyntaxError) {
        let start = position
        let length = literal.utf8CodeUnitCount
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: length)
        for offset in 0..<length {
            guard byte == text[offset] else {
                position = start
                throw failure("expected a value")
            }
            position += 1
        }
        append(kind, start: start, length: length)
    }

    // MARK: Numbers

    /// Reads a run of the bytes numbers are made of. Like `JSONDecoder`, a run that breaks
    /// the grammar (`01`, `1.`, `-`) is a number until it is read as one: an error then, and
    /// for any other type a number that is not of that type.
    private mutating func readNumber() throws(JSONSyntaxError) {
        let start = position
        var (integer, wellFormed) = readNumberGrammar()
        while position < bytes.count, JSONParser.isNumberByte(bytes[position]) {
            wellFormed = false
            position += 1
        }
        append(.number, start: start, length: position - start, flagged: !integer)
        if !wellFormed { entries[entries.count - 1].count = JSONEntry.malformed }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case Byte.zero...Byte.nine, Byte.minus, Byte.plus, Byte.period, Byte.e, Byte.capitalE: true
        default: false
        }
    }

    /// Steps over RFC 8259's number grammar as far as it goes: whether the number is an
    /// integer, and whether it followed the grammar.
    private mutating func readNumberGrammar() -> (integer: Bool, valid: Bool) {
        if byte == Byte.minus { position += 1 }
        if byte == Byte.zero {
            position += 1
        } else {
            guard readDigits() else { return (true, false) }
        }
        var integer = true
        if byte == Byte.period {
            integer = false
            position += 1
            guard readDigits() else { return (false, false) }
        }
        if byte == Byte.e || byte == Byte.capitalE {
            integer = false
            position += 1
            if byte == Byte.plus || byte == Byte.minus { position += 1 }
            guard readDigits() else { return (false, false) }
        }
        return (integer, true)
    }

    /// Steps over digits; whether there was one.
    @inline(__always)
    private mutating func readDigits() -> Bool {
        let start = position
        while position < bytes.count, bytes[position] &- Byte.zero < 10 { position += 1 }
        return position > start
    }

    // MARK: Strings

    /// Reads a string; whether it is well formed. Like `JSONDecoder`, a string with an
    /// unknown escape, a lone surrogate, a control character or invalid UTF-8 is an error
    /// only once it is read: a value's as a string, a key's when its object is.
    @discardableResult
    private mutating func readString() throws(JSONSyntaxError) -> Bool {
        position += 1
        let start = position
        var escaped = false
        var malformed = false
        while true {
            guard position < bytes.count else { throw failure("expected '\"' to close the string") }
            let current = bytes[position]
            if current == Byte.quote { break }
            do throws(JSONSyntaxError) {
                if current == Byte.backslash {
                    escaped = true
                    try readEscape()
                } else if current < 0x20 {
                    throw failure("expected a character (control characters are escaped in strings)")
                } else if current < 0x80 {
                    position += 1
                } else {
                    try readMultiByteCharacter()
                }
            } catch {
                guard !error.stopsReading else { throw error }
                malformed = true
                position = max(position, error.offset + 1)
            }
        }
        append(.string, start: start, length: position - start, flagged: escaped)
        if malformed { entries[entries.count - 1].count = JSONEntry.malformed }
        position += 1
        return !malformed
    }

    private mutating func readEscape() throws(JSONSyntaxError) {
        position += 1
        switch byte {
        case Byte.quote, Byte.backslash, Byte.slash, Byte.b, Byte.f, Byte.n, Byte.r, Byte.t: position += 1
        case Byte.u:
            let unit = try readHexEscape()
            if UTF16.isTrailSurrogate(unit) {
                throw JSONSyntaxError(
                    offset: position - 6, problem: "expected a high surrogate before a low one")
            }
            if UTF16.isLeadSurrogate(unit) {
                guard byte == Byte.backslash, position + 1 < bytes.count, bytes[position + 1] == Byte.u else {
                    throw JSONSyntaxError(
                        offset: position - 1, problem: "expected a low surrogate after a high one")
                }
                position += 1
                guard UTF16.isTrailSurrogate(try readHexEscape()) else {
                    throw JSONSyntaxError(
                        offset: position - 6, problem: "expected a low surrogate after a high one")
                }
            }
        default: throw failure("expected an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u)")
        }
    }

    /// Reads `uXXXX`, at the `u`, as `JSONDecoder` does: four hexadecimal digits are the
    /// escape; one to three then another byte stop the reading; none make a string that
    /// breaks the grammar, which goes on four bytes after the `u`, whatever they are.
    private mutating func readHexEscape() throws(JSONSyntaxError) -> UInt16 {
        let start = position
        position += 1
        var unit: UInt16 = 0
        for digitCount in 0..<4 {
            guard let digit = JSONParser.hexValue(byte) else {
                guard digitCount == 0 else {
                    throw JSONSyntaxError(
                        offset: position, problem: "expected a hexadecimal digit", stopsReading: true)
                }
                position = min(start + 5, bytes.count)
                throw JSONSyntaxError(offset: position - 1, problem: "expected a hexadecimal digit")
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case Byte.zero...Byte.nine: byte - Byte.zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Steps over one well-formed UTF-8 sequence of two to four bytes.
    private mutating func readMultiByteCharacter() throws(JSONSyntaxError) {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: throw failure("expected valid UTF-8")
        }
        guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else {
            throw failure("expected valid UTF-8")
        }
        for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 {
            throw failure("expected valid UTF-8")
        }
        position += length
    }
}
