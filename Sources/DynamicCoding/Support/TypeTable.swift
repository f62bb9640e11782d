/// Objects by type, kept sorted by type: what `[ObjectIdentifier: AnyObject]` does for
/// the few hundred types of a process, without the run-time check of `ObjectIdentifier:
/// Hashable` that making such a dictionary's type does once per process (a scan of every
/// conformance record, paid by the first decode).
///
/// ```swift
/// var table = TypeTable()
/// table.insert(box, for: Int.self)
/// table[Int.self] === box  // true
/// ```
struct TypeTable {
    private var keys: [UInt] = []
    private var objects: [AnyObject] = []

    /// The object stored for `type`, if any.
    subscript(type: Any.Type) -> AnyObject? {
        let key = Self.key(type)
        let index = position(of: key)
        return index < keys.count && keys[index] == key ? objects[index] : nil
    }

    /// Stores `object` for `type`, replacing the one stored before.
    mutating func insert(_ object: AnyObject, for type: Any.Type) {
        let key = Self.key(type)
        let index = position(of: key)
        if index < keys.count && keys[index] == key {
            objects[index] = object
        } else {
            keys.insert(key, at: index)
            objects.insert(object, at: index)
        }
    }

    /// The index of the first key not below `key`.
    private func position(of key: UInt) -> Int {
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func key(_ type: Any.Type) -> UInt {
        UInt(bitPattern: ObjectIdentifier(type))
    }
}
