/// A map from types to objects that is read without a lock on every decode and written
/// a few times per process (the schema cache, the dynamic wrappers' value coders): each
/// type's object is inserted once and never replaced
/// or removed.
///
/// Open addressing with a multiplicative hash of the type's identity: a lookup costs a
/// few instructions where a `Dictionary` first runs `Hasher` over the `ObjectIdentifier`.
/// A slot's object is written before its key is published (a releasing store), so a
/// reader that finds the key (an acquiring load) finds the object. When the table is half
/// full, a writer copies it into one twice the size and publishes that; the tables it
/// replaced stay alive, since a reader may still probe one, but each is at most half the
/// size of the next, so all of them together take less memory than the current one: the
/// memory grows with the number of types, not its square.
///
/// ```swift
/// let table = TypeTable()
/// table.insert(schema, for: Int.self)
/// table.object(for: Int.self) === schema  // true
/// ```
final class TypeTable: @unchecked Sendable {
    /// The current table: the bits of an `Unmanaged<Slots>` holding one retain.
    private let current: AtomicWord
    /// Guards writers; holds the count of entries and every table replaced.
    private let writer = Locked((count: 0, replaced: [Slots]()))

    init() {
        current = AtomicWord(Unmanaged.passRetained(Slots(capacity: 16)).bits)
    }

    deinit {
        published.release()
    }

    /// The current table, read with acquiring order: its slots' writes are seen.
    private var published: Unmanaged<Slots> {
        Unmanaged(bits: current.load(ordering: .acquiring))
    }

    /// The object stored for `type`, if any.
    func object(for type: Any.Type) -> AnyObject? {
        published.takeUnretainedValue().object(for: ObjectIdentifier(type))
    }

    /// Stores `object` for `type`, unless an object is stored for it already (another
    /// thread's, which raced this one). - Returns: the object stored for `type`.
    func insert(_ object: AnyObject, for type: Any.Type) -> AnyObject {
        let id = ObjectIdentifier(type)
        return writer.withLock { state in
            var published = self.published
            if let existing = published.takeUnretainedValue().object(for: id) { return existing }
            if (state.count + 1) * 2 > published.takeUnretainedValue().capacity {
                let larger = published.takeUnretainedValue().copy(capacity: state.count * 4 + 4)
                current.store(Unmanaged.passRetained(larger).bits, ordering: .releasing)
                // Kept alive, since readers may still be probing it.
                state.replaced.append(published.takeRetainedValue())
                published = Unmanaged.passUnretained(larger)
            }
            published.takeUnretainedValue().insert(object, key: UInt(bitPattern: id))
            state.count += 1
            return object
        }
    }

    /// The capacities of the tables replaced so far and of the current one, to check that
    /// their sum stays below twice the current one.
    var capacities: (replaced: [Int], current: Int) {
        writer.withLock { state in
            (
                state.replaced.map(\.capacity),
                published.takeUnretainedValue().capacity
            )
        }
    }

    /// One table: keys (a type's identity; 0 for an empty slot) published atomically, and
    /// their objects, written before their keys.
    private final class Slots {
        let capacity: Int
        /// Read and written only atomically (``AtomicWord``'s pointer operations).
        private let keys: UnsafeMutablePointer<UInt>
        private let objects: UnsafeMutablePointer<AnyObject?>

        init(capacity: Int) {
            let capacity = 1 << (Int.bitWidth - (capacity - 1).leadingZeroBitCount)
            self.capacity = capacity
            keys = .allocate(capacity: capacity)
            objects = .allocate(capacity: capacity)
            for slot in 0..<capacity {
                (keys + slot).initialize(to: 0)
                (objects + slot).initialize(to: nil)
            }
        }

        deinit {
            keys.deinitialize(count: capacity)
            keys.deallocate()
            objects.deinitialize(count: capacity)
            objects.deallocate()
        }

        func object(for id: ObjectIdentifier) -> AnyObject? {
            let key = UInt(bitPattern: id)
            var slot = home(of: key)
            while true {
                switch (keys + slot).atomicLoad(ordering: .acquiring) {
                case 0: return nil
                case key: return objects[slot]
                default: slot = (slot + 1) & (capacity - 1)
                }
            }
        }

        /// Stores `object` for the type whose identity is `key`, which the table does not
        /// hold; the table has room.
        func insert(_ object: AnyObject, key: UInt) {
            var slot = home(of: key)
            while (keys + slot).atomicLoad(ordering: .relaxed) != 0 {
                slot = (slot + 1) & (capacity - 1)
            }
            objects[slot] = object
            (keys + slot).atomicStore(key, ordering: .releasing)
        }

        /// A table of `capacity` slots (rounded up to a power of two) holding this one's entries.
        func copy(capacity: Int) -> Slots {
            let copy = Slots(capacity: capacity)
            for slot in 0..<self.capacity {
                let key = (keys + slot).atomicLoad(ordering: .relaxed)
                if key != 0, let object = objects[slot] {
                    copy.insert(object, key: key)
                }
            }
            return copy
        }

        /// The first slot to probe for `key`: the top bits of the type's address times a
        /// large odd number (Fibonacci hashing), so that nearby addresses spread over the table.
        private func home(of key: UInt) -> Int {
            let product = key &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: product >> UInt(UInt.bitWidth - capacity.trailingZeroBitCount))
        }
    }
}
