/// A coding path as strings that tell keys from indices (`.name`, `#0`): how the tables
/// that resolve each place of a payload once (`BufferedSession`, `InPlaceTrials`) key it.
///
/// ```swift
/// PlaceKey.of([AnyCodingKey("items"), AnyCodingKey(index: 0)])  // [".items", "#0"]
/// ```
enum PlaceKey {
    static func of(_ codingPath: [any CodingKey]) -> [String] {
        codingPath.map { $0.intValue.map { "#\($0)" } ?? ".\($0.stringValue)" }
    }
}
