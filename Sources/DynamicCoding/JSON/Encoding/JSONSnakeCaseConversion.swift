/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`, word for word: a word starts at
/// each capital letter (Unicode Lu and Lt); a run of capitals is one word up to the
/// capital before a lowercase letter (Ll); the words are lowercased and joined with `_`.
///
/// `myURLValue` → `my_url_value`, `_id` → `_id`, `Already_snake` → `already_snake`.
enum JSONSnakeCaseConversion {
    static func convert(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        let scalars = key.unicodeScalars
        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        // Characters where `JSONEncoder` steps by characters, scalars where it steps by scalars.
        var searchStart = key.index(after: wordStart)
        let end = key.endIndex
        while let upper = firstIndex(in: scalars, from: searchStart, where: isUppercase) {
            words.append(wordStart..<upper)
            searchStart = upper
            guard let lower = firstIndex(in: scalars, from: searchStart, where: isLowercase) else {
                wordStart = searchStart
                break
            }
            if lower == key.index(after: upper) {
                wordStart = upper
            } else {
                let beforeLower = key.index(before: lower)
                words.append(upper..<beforeLower)
                wordStart = beforeLower
            }
            searchStart = scalars.index(after: lower)
        }
        words.append(wordStart..<end)
        return words.map { key[$0].lowercased() }.joined(separator: "_")
    }

    private static func firstIndex(
        in scalars: String.UnicodeScalarView, from start: String.Index,
        where matches: (Unicode.Scalar) -> Bool
    ) -> String.Index? {
        var index = start
        while index < scalars.endIndex {
            if matches(scalars[index]) { return index }
            index = scalars.index(after: index)
        }
        return nil
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar >= "A" && scalar <= "Z" }
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar >= "a" && scalar <= "z" }
        return scalar.properties.generalCategory == .lowercaseLetter
    }
}
