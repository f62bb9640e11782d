@_spi(Reflection) import Swift

/// The one seam to the runtime's reflection of stored properties: each stored property's
/// name, offset, type and whether it is a `var`, found once per model type.
///
/// `Mirror` lists names and values but no place to write a decoded value. The
/// underscored `_forEachField` (in the standard library since Swift 5.2, on every
/// platform) gives each stored property's offset without a key path, whose generic class
/// the runtime would instantiate for each property type of each model (about 14,000
/// instructions each, on the first decode of a model). Whether a property is a `var` is
/// read from the struct's field records, whose layout is the runtime's stable ABI
/// (`docs/ABI/TypeMetadata.rst`).
enum FieldReflection {
    /// One stored property of a struct.
    struct StoredProperty {
        let name: String
        /// Its offset in bytes from the start of the struct.
        let offset: Int
        let type: any Any.Type
        /// Whether it is declared `var`.
        fileprivate(set) var isVariable = true
    }

    /// The stored properties of a struct, in declaration order, or `nil` for types it
    /// cannot reflect.
    static func storedProperties(of type: any Any.Type) -> [StoredProperty]? {
        // `_forEachField` walks classes too (whose instances are not their bytes) and
        // traps on an existential: structs only.
        guard isStruct(type) else { return nil }
        var properties: [StoredProperty] = []
        properties.reserveCapacity(16)
        // Options from their raw value: the default `[]` is built through the generic
        // `SetAlgebra` initializer, about 23,000 instructions on first use.
        let reflected = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) {
            name, offset, fieldType, _ in
            properties.append(StoredProperty(name: String(cString: name), offset: offset, type: fieldType))
            return true
        }
        guard reflected else { return nil }
        FieldRecords(of: type)?.markVariables(&properties)
        return properties
    }

    /// Whether `type`'s metadata is a struct's: its first word, the kind, is
    /// `MetadataKind::Struct` (every metadata starts with a word; a class's is its isa).
    static func isStruct(_ type: any Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self) == structKind
    }

    /// `MetadataKind::Struct`.
    fileprivate static let structKind: UInt = 0x200
}

/// The field records of a struct's type descriptor: for each stored property, its flags
/// and name. Read only where every part of the layout checks out: a struct's metadata,
/// 12-byte records, as many as reflection listed, under the same names; otherwise every
/// property counts as a `var`.
private struct FieldRecords {
    /// The first record; each is 12 bytes: flags, type name, field name.
    private let records: UnsafeRawPointer
    private let count: Int

    /// A record's flag for a `var` (`FieldRecordFlags::IsVar`).
    private static let isVarFlag: UInt32 = 0x2

    init?(of type: any Any.Type) {
        #if _ptrauth(_arm64e)
            // The descriptor's address is signed there.
            return nil
        #endif
        guard FieldReflection.isStruct(type) else { return nil }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // The descriptor follows the kind.
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
        // TargetStructDescriptor: flags, parent, name, access function, then fields.
        // FieldDescriptor: type name, superclass, kind (2 bytes), record size (2), count (4).
        guard let fields = Self.relative(descriptor + 16),
            fields.load(fromByteOffset: 10, as: UInt16.self) == 12
        else { return nil }
        records = fields + 16
        count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    }

    /// Sets each property's `isVariable` from its record, if the records are those of `properties`.
    func markVariables(_ properties: inout [FieldReflection.StoredProperty]) {
        guard count == properties.count,
            properties.indices.allSatisfy({ index in
                Self.relative(records + index * 12 + 8).map { Self.spells($0, properties[index].name) }
                    == true
            })
        else { return }
        for index in properties.indices {
            properties[index].isVariable =
                records.load(fromByteOffset: index * 12, as: UInt32.self) & Self.isVarFlag != 0
        }
    }

    /// Whether the NUL-terminated UTF-8 at `text` spells `name`.
    private static func spells(_ text: UnsafeRawPointer, _ name: String) -> Bool {
        var index = 0
        for byte in name.utf8 {
            guard text.load(fromByteOffset: index, as: UInt8.self) == byte else { return false }
            index += 1
        }
        return text.load(fromByteOffset: index, as: UInt8.self) == 0
    }

    /// The target of the relative pointer at `field`, or `nil` for a null one.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }
}
