import Foundation

/// Object member names as a key decoding strategy other than `.useDefaultKeys` converts
/// them, the way `JSONDecoder` converts them.
///
/// ```swift
/// JSONKeyConversion.fromSnakeCase("first_name")  // "firstName"
/// ```
enum JSONKeyConversion {
    /// The converted name of each member of the object at entry `object`, in order.
    static func names(of object: Int, in decoder: JSONEntryDecoder, path: [any CodingKey]) -> [String] {
        let document = decoder.document
        var names: [String] = []
        var keyIndex = object + 1
        for _ in 0..<document.entries[object].count {
            names.append(converted(document.string(at: keyIndex), decoder.options.keyStrategy, path: path))
            keyIndex = document.entries[keyIndex + 1].next(after: keyIndex + 1)
        }
        return names
    }

    private static func converted(
        _ name: String, _ strategy: JSONDecoder.KeyDecodingStrategy, path: [any CodingKey]
    ) -> String {
        switch strategy {
        case .useDefaultKeys: name
        case .convertFromSnakeCase: fromSnakeCase(name)
        case .custom(let convert): convert(path + [AnyCodingKey(name)]).stringValue
        @unknown default: name
        }
    }

    /// `JSONDecoder`'s conversion: underscores at either end kept, the words between joined,
    /// the first lowercased and each other capitalized.
    static func fromSnakeCase(_ name: String) -> String {
        guard let first = name.firstIndex(where: { $0 != "_" }) else { return name }
        var last = name.index(before: name.endIndex)
        while last > first, name[last] == "_" { last = name.index(before: last) }
        let words = name[first...last].split(separator: "_")
        guard words.count > 1 else { return name }
        let joined = ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
        return String(name[..<first]) + joined + String(name[name.index(after: last)...])
    }
}
