/// A `[String: Value]`: the dictionaries whose keys `JSONEncoder` writes unconverted when
/// it converts the other keys.
protocol JSONStringKeyedDictionary {
    func forEachEntry(_ body: (String, any Encodable) throws -> Void) rethrows
}

extension Dictionary: JSONStringKeyedDictionary where Key == String, Value: Encodable {
    func forEachEntry(_ body: (String, any Encodable) throws -> Void) rethrows {
        for (key, value) in self {
            try body(key, value)
        }
    }
}
