/// Words joined as a sentence lists them: "a number, a string or a boolean".
///
/// ```swift
/// WordList.joined(["Int", "String", "Bool"], by: "and")  // "Int, String and Bool"
/// WordList.joined(["a number"], by: "or")                 // "a number"
/// ```
enum WordList {
    /// `words` separated by commas, the last two by `conjunction`.
    static func joined(_ words: [String], by conjunction: String) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
