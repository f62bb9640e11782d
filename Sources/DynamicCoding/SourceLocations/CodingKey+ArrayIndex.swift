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

    /// The position of the element this key names, read where the document holds an array
    /// (a JSON array, a YAML sequence): its integer value, whatever its string value.
    /// Coders spell an index `Index 2`; a user, or another decoder, may spell it `2`, and
    /// the standard library's key of a `[String: V]` dictionary gives the key `"64"` the
    /// integer value 64 too: inside an array, all of them are indices.
    ///
    /// ```swift
    /// AnyCodingKey(index: 2).elementPosition  // 2
    /// AnyCodingKey("64").elementPosition      // nil
    /// ```
    var elementPosition: Int? {
        guard let index = intValue, index >= 0 else { return nil }
        return index
    }

    /// The name of the member this key names, read where the document holds an object (a
    /// JSON object, a YAML mapping): its string value, unless it is spelled as coders spell
    /// an index (`Index 2`), which names no member.
    ///
    /// ```swift
    /// AnyCodingKey("64").memberName          // "64"
    /// AnyCodingKey(index: 2).memberName      // nil
    /// ```
    var memberName: String? {
        arrayIndex == nil ? stringValue : nil
    }
}
