/// Finds the first place where bytes stop being JSON (RFC 8259, any value at the top, a
/// byte order mark allowed, nesting up to 512 levels): one forward pass with a stack of
/// the open containers instead of recursion.
struct JSONSyntaxValidator {
    let scanner: JSONScanner

    private var bytes: [UInt8] { scanner.bytes }

    /// What may come next.
    private enum Expectation {
        case value
        /// A value or the `]` of an empty array.
        case elementOrEnd
        /// A key or the `}` of an empty object.
        case keyOrEnd
        case key
        case colon
        /// A `,` or the end of the innermost container.
        case separatorOrEnd
        /// Only whitespace: the top-level value is complete.
        case nothing
    }

    func run() -> JSONScanner.SyntaxError? {
        var open: [UInt8] = []
        var expectation = Expectation.value
        var index = scanner.firstValueStart
        while true {
            index = scanner.skipWhitespace(from: index)
            guard index < bytes.count else {
                if expectation == .nothing { return nil }
                return failure(index..<index, "unexpected end of data")
            }
            let byte = bytes[index]
            switch expectation {
            case .value, .elementOrEnd:
                if expectation == .elementOrEnd, byte == Byte.closeBracket {
                    open.removeLast()
                    index += 1
                    expectation = open.isEmpty ? .nothing : .separatorOrEnd
                    continue
                }
                if byte == Byte.openBrace || byte == Byte.openBracket {
                    guard open.count < JSONScanner.maximumDepth else {
                        return failure(index..<index + 1, "nested more than 512 levels deep")
                    }
                    open.append(byte)
                    index += 1
                    expectation = byte == Byte.openBrace ? .keyOrEnd : .elementOrEnd
                    continue
                }
                switch scalarEnd(from: index) {
                case .success(let end): index = end
                case .failure(let error): return error
                }
                expectation = open.isEmpty ? .nothing : .separatorOrEnd
            case .keyOrEnd, .key:
                if expectation == .keyOrEnd, byte == Byte.closeBrace {
                    open.removeLast()
                    index += 1
                    expectation = open.isEmpty ? .nothing : .separatorOrEnd
                    continue
                }
                guard byte == Byte.quote else {
                    let expected =
                        expectation == .key ? "expected a key in quotes" : "expected a key in quotes or '}'"
                    return failure(index..<index + 1, expected)
                }
                switch stringEnd(from: index) {
                case .success(let end): index = end
                case .failure(let error): return error
                }
                expectation = .colon
            case .colon:
                guard byte == Byte.colon else { return failure(index..<index + 1, "expected ':'") }
                index += 1
                expectation = .value
            case .separatorOrEnd:
                let isArray = open.last == Byte.openBracket
                if byte == Byte.comma {
                    index += 1
                    expectation = isArray ? .value : .key
                } else if byte == (isArray ? Byte.closeBracket : Byte.closeBrace) {
                    open.removeLast()
                    index += 1
                    expectation = open.isEmpty ? .nothing : .separatorOrEnd
                } else {
                    return failure(index..<index + 1, isArray ? "expected ',' or ']'" : "expected ',' or '}'")
                }
            case .nothing:
                return failure(index..<index + 1, "unexpected data after the JSON value")
            }
        }
    }

    private func failure(_ range: Range<Int>, _ problem: String) -> JSONScanner.SyntaxError {
        JSONScanner.SyntaxError(range: range, problem: problem)
    }

    /// The end of the string, number or literal at `index`.
    private func scalarEnd(from index: Int) -> Result<Int, JSONScanner.SyntaxError> {
        let byte = bytes[index]
        if byte == Byte.quote { return stringEnd(from: index) }
        let token = index..<scanner.tokenEnd(from: index)
        if byte == UInt8(ascii: "-") || Byte.isDigit(byte) {
            return isNumber(bytes[token])
                ? .success(token.upperBound) : .failure(failure(token, "invalid number"))
        }
        if byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n") {
            let isLiteral = ["true", "false", "null"].contains { bytes[token].elementsEqual($0.utf8) }
            return isLiteral ? .success(token.upperBound) : .failure(failure(token, "invalid literal"))
        }
        return .failure(failure(index..<index + 1, "expected a value"))
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private func isNumber(_ token: ArraySlice<UInt8>) -> Bool {
        var index = token.startIndex
        func digits() -> Int {
            let start = index
            while index < token.endIndex, Byte.isDigit(token[index]) { index += 1 }
            return index - start
        }
        func skip(_ characters: String) -> Bool {
            guard index < token.endIndex, characters.utf8.contains(token[index]) else { return false }
            index += 1
            return true
        }
        _ = skip("-")
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || token[integerStart] != UInt8(ascii: "0") else {
            return false
        }
        if skip("."), digits() == 0 { return false }
        if skip("eE") {
            _ = skip("+-")
            if digits() == 0 { return false }
        }
        return index == token.endIndex
    }

    /// The end of the string whose opening quote is at `index`: escapes, surrogate pairs,
    /// control characters and UTF-8 checked.
    private func stringEnd(from index: Int) -> Result<Int, JSONScanner.SyntaxError> {
        var position = index + 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case Byte.quote:
                return .success(position + 1)
            case Byte.backslash:
                guard let length = JSONStringEscapes.validEscapeLength(in: bytes, at: position) else {
                    let end = min(position + 2, bytes.count)
                    return .failure(failure(position..<end, "invalid escape sequence"))
                }
                position += length
            case 0..<0x20:
                return .failure(failure(position..<position + 1, "control character in a string"))
            case 0..<0x80:
                position += 1
            default:
                guard let length = JSONStringEscapes.utf8SequenceLength(in: bytes, at: position) else {
                    return .failure(failure(position..<position + 1, "invalid UTF-8"))
                }
                position += length
            }
        }
        return .failure(failure(index..<index + 1, "unterminated string"))
    }
}
