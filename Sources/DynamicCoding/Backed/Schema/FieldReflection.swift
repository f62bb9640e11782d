@_spi(Reflection) import Swift

/// The one seam to the runtime's reflection of stored properties: each stored property's
/// name, offset, type and whether it is a `var`, found once per model type.
///
/// `Mirror` can list names and values but gives no place to write a decoded value. The
/// standard library's `_forEachFieldWithKeyPath` gives one as a key path, but makes a key
/// path object (and its class metadata) per property, most of the cost of a new model
/// type's first decode. This asks the runtime functions it is built on, as it does, for
/// the offset instead; it accepts and rejects the same types.
enum FieldReflection {
    /// One stored property of a model.
    struct Field {
        let name: String
        /// Where the property is in the model's memory.
        let offset: Int
        let type: Any.Type
        let isVar: Bool
    }

    /// The stored properties of a struct, or `nil` for types it cannot reflect.
    static func storedProperties(of type: Any.Type) -> [Field]? {
        if kind(of: type) == .class { return nil }
        var fields: [Field] = []
        for index in 0..<recursiveChildCount(type) {
            var metadata = FieldMetadata()
            let fieldType = recursiveChildMetadata(type, index: index, fieldMetadata: &metadata)
            defer { metadata.freeName?(metadata.name) }
            guard isSupported(kind(of: fieldType)), metadata.isStrong, let name = metadata.name else {
                return nil
            }
            fields.append(
                Field(
                    name: String(cString: name), offset: recursiveChildOffset(type, index: index),
                    type: fieldType, isVar: metadata.isVar))
        }
        return fields
    }

    private static func kind(of type: Any.Type) -> _MetadataKind? {
        _MetadataKind(rawValue: metadataKind(type))
    }

    /// The kinds of property `_forEachFieldWithKeyPath` makes key paths for.
    private static func isSupported(_ kind: _MetadataKind?) -> Bool {
        switch kind {
        case .struct, .class, .optional, .existential, .existentialMetatype, .tuple, .enum: true
        default: false
        }
    }
}

/// What the runtime tells of one stored property: the standard library's
/// `_FieldReflectionMetadata`, field for field.
private struct FieldMetadata {
    var name: UnsafePointer<CChar>?
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
    var isStrong = false
    var isVar = false
}

@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveChildCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func recursiveChildMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldMetadata>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func recursiveChildOffset(_ type: Any.Type, index: Int) -> Int
