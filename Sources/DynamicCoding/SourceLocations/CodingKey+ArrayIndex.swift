extension CodingKey {
    /// The position of the array element this key names; `nil` for a key of an object.
    ///
    /// An integer value alone does not make a key an index: the standard library's
    /// dictionary key gives the key `"64"` of a `[String: Int]` the integer value 64 too.
    /// Coders name an array's elements `Index 0`, `Index 1`, … (Foundation's, Yams',
    /// this library's), so a key is an index when its string value is `Index` and its
    /// integer value.
    ///
    /// ```swift
    /// AnyCodingKey(index: 3).arrayIndex  // 3
    /// AnyCodingKey("64").arrayIndex      // nil, as for the dictionary key "64"
    /// ```
    var arrayIndex: Int? {
        guard let index = intValue, stringValue == "Index \(index)" else { return nil }
        return index
    }
}
