import Foundation

/// The types `JSONDecoder` reads its own way rather than through their `init(from:)`:
/// `Data` and `Date` by the decoder's strategies, `URL` from a string, `Decimal` from a
/// number's text, and a `[String: Value]` with its keys as written whatever the key
/// strategy.
extension JSONEntryDecoder {
    @inline(__always)
    func specialValue<T: Decodable>(_ type: T.Type) throws -> T? {
        if T.self == Data.self { return try data() as? T }
        if T.self == Date.self, !options.datesDecodeThemselves { return try date() as? T }
        if T.self == URL.self { return try url() as? T }
        if T.self == Decimal.self { return try decimal() as? T }
        if !options.usesKeysAsWritten, let dictionary = T.self as? any JSONDecodableStringDictionary.Type {
            return try dictionary.init(membersAt: index, of: self) as? T
        }
        return nil
    }

    private func data() throws -> Data? {
        switch options.dataStrategy {
        case .deferredToData: return nil
        case .base64:
            guard let data = Data(base64Encoded: try scalarHere(String.self)) else {
                throw dataCorrupted("Encountered Data is not valid Base64.", at: index, path: codingPath)
            }
            return data
        case .custom(let read): return try read(self)
        @unknown default: return nil
        }
    }

    private func date() throws -> Date? {
        switch options.dateStrategy {
        case .deferredToDate: return nil
        case .secondsSince1970: return Date(timeIntervalSince1970: try scalarHere(Double.self))
        case .millisecondsSince1970: return Date(timeIntervalSince1970: try scalarHere(Double.self) / 1000)
        case .iso8601:
            guard let date = iso8601Formatter.date(from: try scalarHere(String.self)) else {
                throw dataCorrupted(
                    "Expected date string to be ISO8601-formatted.", at: index, path: codingPath)
            }
            return date
        case .custom(let read): return try read(self)
        #if canImport(Darwin)
            default: return try foundationDate()
        #endif
        }
    }

    /// A date read by `JSONDecoder` from the value's text, for the strategies that are not
    /// cases of the enumeration on Linux (`.formatted(DateFormatter)`).
    private func foundationDate() throws -> Date {
        _ = try scalarHere(String.self)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = options.dateStrategy
        let text = document.entries[index].bytes
        do {
            return try decoder.decode(
                Date.self, from: document.data(at: text.lowerBound - 1..<text.upperBound + 1))
        } catch DecodingError.dataCorrupted(let context) {
            throw dataCorrupted(context.debugDescription, at: index, path: codingPath)
        }
    }

    private func url() throws -> URL {
        guard let url = URL(string: try scalarHere(String.self)) else {
            throw dataCorrupted("Invalid URL string.", at: index, path: codingPath)
        }
        return url
    }

    private func decimal() throws -> Decimal {
        let kind = document.entries[index].kind
        guard kind == .number else { throw mismatch(Decimal.self, kind, at: index, path: codingPath) }
        guard document.entries[index].count != JSONEntry.malformed else {
            throw scalarError(.malformed, Decimal.self, at: index, path: codingPath)
        }
        let text = document.text(at: index)
        guard let decimal = Decimal(string: text), !decimal.isNaN else {
            throw scalarError(.notRepresentable, Decimal.self, at: index, path: codingPath)
        }
        return decimal
    }
}

/// A `[String: Value]`, read with its keys as written: `JSONDecoder` leaves a dictionary's
/// keys alone whatever its key strategy.
protocol JSONDecodableStringDictionary {
    init(membersAt index: Int, of decoder: JSONEntryDecoder) throws
}

extension Dictionary: JSONDecodableStringDictionary where Key == String, Value: Decodable {
    init(membersAt index: Int, of decoder: JSONEntryDecoder) throws {
        let document = decoder.document
        let kind = document.entries[index].kind
        guard kind == .object else {
            throw decoder.containerMismatch(
                [String: Any].self, kind, name: "keyed", at: index, path: decoder.codingPath)
        }
        try decoder.checkKeys(ofObject: index, path: decoder.containerPath)
        self.init()
        let path = decoder.containerPath
        var keyIndex = index + 1
        for _ in 0..<document.entries[index].count {
            let name = document.string(at: keyIndex)
            if self[name] == nil {
                self[name] = try decoder.decode(
                    Value.self, at: keyIndex + 1, path: path, step: .key(AnyCodingKey(name)))
            }
            keyIndex = document.entries[keyIndex + 1].next(after: keyIndex + 1)
        }
    }
}
