/// The indefinite article of a name in a message, by the name's first letter: "an
/// Intrinsic", "a Route".
///
/// ```swift
/// IndefiniteArticle.before("Intrinsic")  // "an Intrinsic"
/// IndefiniteArticle.before("Route")      // "a Route"
/// ```
enum IndefiniteArticle {
    /// `name` after its article: "an" before a vowel letter, "a" before any other.
    static func before(_ name: String) -> String {
        let startsWithVowel = name.first.map { "aeiouAEIOU".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + name
    }
}
