/// A map from types to objects, for tables read on every decode and written a few times
/// per process (the schema cache). Open addressing with a multiplicative hash of the
/// type's identity: a lookup costs a few instructions where a `Dictionary` first runs
/// `Hasher` over the `ObjectIdentifier`, which for a small model costs about as much as
/// the rest of finding its schema.
///
/// ```swift
/// var table = TypeTable()
/// table.insert(schema, for: Int.self)
/// table.object(for: Int.self) === schema  // true
/// ```
struct TypeTable: @unchecked Sendable {
    private struct Entry {
        let type: ObjectIdentifier
        let object: AnyObject
    }

    /// A power of two, at least twice the count.
    private var slots = [Entry?](repeating: nil, count: 16)
    private var count = 0

    /// The object stored for `type`, if any.
    func object(for type: Any.Type) -> AnyObject? {
        let id = ObjectIdentifier(type)
        var slot = home(of: id)
        while let entry = slots[slot] {
            if entry.type == id { return entry.object }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Stores `object` for `type`, replacing what was stored for it.
    mutating func insert(_ object: AnyObject, for type: Any.Type) {
        insert(Entry(type: ObjectIdentifier(type), object: object))
    }

    private mutating func insert(_ new: Entry) {
        if (count + 1) * 2 > slots.count {
            let entries = slots.compactMap { $0 }
            slots = [Entry?](repeating: nil, count: slots.count * 2)
            count = 0
            for entry in entries { insert(entry) }
        }
        var slot = home(of: new.type)
        while let entry = slots[slot], entry.type != new.type {
            slot = (slot + 1) & (slots.count - 1)
        }
        if slots[slot] == nil { count += 1 }
        slots[slot] = new
    }

    /// The first slot to probe for `id`: the top bits of its address times a large odd
    /// number (Fibonacci hashing), so that nearby addresses spread over the table.
    private func home(of id: ObjectIdentifier) -> Int {
        let product = UInt(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> UInt(UInt.bitWidth - slots.count.trailingZeroBitCount))
    }
}
