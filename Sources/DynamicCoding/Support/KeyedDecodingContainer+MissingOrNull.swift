extension KeyedDecodingContainerProtocol {
    /// Whether the object has no value under `key`: the key is missing, or holds `null`.
    /// `decodeNil(forKey:)` alone would throw for a missing key.
    ///
    /// ```swift
    /// if try container.isMissingOrNull(key) { return nil }
    /// ```
    func isMissingOrNull(_ key: Key) throws -> Bool {
        try !contains(key) || decodeNil(forKey: key)
    }
}
