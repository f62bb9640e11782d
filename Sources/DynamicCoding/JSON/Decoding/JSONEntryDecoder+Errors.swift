import Foundation

/// The errors of ``JSONEntryDecoder``, worded as `JSONDecoder` words them, followed by where
/// the value is: `Expected to decode Int but found a string instead. At line 1, column 6.`
extension JSONEntryDecoder {
    func scalarError(_ failure: JSONScalarFailure, _ type: Any.Type, at index: Int, path: [any CodingKey])
        -> DecodingError
    {
        switch failure {
        case .mismatch(let kind): mismatch(type, kind, at: index, path: path)
        case .malformed:
            .dataCorrupted(
                .init(
                    codingPath: path,
                    debugDescription: "Expected to decode \(type) but found invalid JSON ("
                        + (document.entries[index].kind == .number
                            ? "\(document.text(at: index)) breaks the grammar of numbers)."
                            : "a string with an unknown escape, a lone surrogate, a control character or invalid UTF-8).")
                        + position(of: index)))
        case .notRepresentable:
            .typeMismatch(
                type,
                .init(
                    codingPath: path,
                    debugDescription:
                        "Expected to decode \(type) but found the number \(document.text(at: index)), "
                        + "which \(type) cannot represent.\(position(of: index))"))
        }
    }

    func mismatch(_ type: Any.Type, _ kind: JSONKind, at index: Int, path: [any CodingKey]) -> DecodingError {
        if kind == .null {
            return .valueNotFound(
                type,
                .init(
                    codingPath: path,
                    debugDescription:
                        "Cannot get value of type \(type) -- found null value instead.\(position(of: index))"
                ))
        }
        return .typeMismatch(
            type,
            .init(
                codingPath: path,
                debugDescription:
                    "Expected to decode \(type) but found \(kind.foundDescription) instead.\(position(of: index))"
            ))
    }

    func containerMismatch(
        _ type: Any.Type, _ kind: JSONKind, name: String, at index: Int, path: [any CodingKey]
    ) -> DecodingError {
        guard kind == .null else { return mismatch(type, kind, at: index, path: path) }
        return .valueNotFound(
            type,
            .init(
                codingPath: path,
                debugDescription:
                    "Cannot get \(name) decoding container -- found null value instead.\(position(of: index))"
            ))
    }

    func keyNotFound(_ key: any CodingKey, inObject index: Int, path: [any CodingKey]) -> DecodingError {
        .keyNotFound(
            key,
            .init(
                codingPath: path,
                debugDescription:
                    "No value associated with key \(key) (\"\(key.stringValue)\").\(position(of: index, "In the object at"))"
            ))
    }

    func dataCorrupted(_ description: String, at index: Int, path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: "\(description)\(position(of: index))"))
    }

    /// ` At line 1, column 6.`: where entry `index` starts.
    func position(of index: Int, _ lead: String = "At") -> String {
        var offset = Int(document.entries[index].start)
        if document.entries[index].kind == .string { offset -= 1 }
        return " \(lead) \(document.location(ofByte: offset))."
    }
}
