@_spi(Reflection) import Swift

/// The one seam to the standard library's reflection of stored properties: each stored
/// property's name and a writable key path to it, found once per model type.
///
/// `Mirror` can list names and values but cannot give a place to write a decoded value,
/// so the underscored `_forEachFieldWithKeyPath` (in the standard library since Swift
/// 5.4, on every platform) is what makes a template-and-key-path decoder possible.
enum FieldReflection {
    /// The stored properties of a struct, or `nil` for types it cannot reflect.
    static func storedProperties<Root>(of type: Root.Type) -> [(name: String, keyPath: PartialKeyPath<Root>)]?
    {
        var properties: [(name: String, keyPath: PartialKeyPath<Root>)] = []
        let reflected = _forEachFieldWithKeyPath(of: type) { name, keyPath in
            properties.append((String(cString: name), keyPath))
            return true
        }
        return reflected ? properties : nil
    }
}
