/// Finds a stored property's `@Backed` declaration among those its model's `init()` made
/// (``DeclarationCollector``), by the address the property holds: with no question to the
/// runtime about protocols.
///
/// A `Backed` property that `init()` left to its declaration holds a `.declared` storage,
/// whose payload, the declaration's address, is its first word. A property of another
/// type whose first word happens to equal a declaration's address is told apart by its
/// type, which must be exactly `Backed<Value>` of that declaration's `Value`.
struct DeclaredProperty: DeclarationOpener {
    let type: any Any.Type
    let pointer: UnsafeRawPointer

    /// The `@Backed` property `stored` in the template's `bytes`, if it holds one of `declarations`.
    static func find(
        _ stored: FieldReflection.StoredProperty, in bytes: UnsafeRawBufferPointer,
        among declarations: [any CollectedDeclaration]
    ) -> (any BackedProperty)? {
        guard let base = bytes.baseAddress, stored.offset + MemoryLayout<UInt>.size <= bytes.count
        else { return nil }
        let word = bytes.loadUnaligned(fromByteOffset: stored.offset, as: UInt.self)
        guard let declaration = declarations.first(where: { UInt(bitPattern: ObjectIdentifier($0)) == word })
        else { return nil }
        return declaration.open(
            with: DeclaredProperty(type: stored.type, pointer: base + stored.offset))
    }

    func open<Value>(_ definition: BackedDefinition<Value>) -> (any BackedProperty)? {
        guard type == Backed<Value>.self else { return nil }
        return pointer.assumingMemoryBound(to: Backed<Value>.self).pointee
    }
}
