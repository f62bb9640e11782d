internal import DynamicCodingAtomics

/// A machine word in memory of its own, which threads read and write atomically: the
/// published pointer of a ``TypeTable`` or ``ReadMostly`` value.
///
/// The library supports macOS 13, iOS 16, tvOS 16 and watchOS 9, where the Synchronization
/// module's atomics do not exist yet; C11 atomics (`DynamicCodingAtomics`, inlined where they are
/// called) do the same work. The word is allocated with the value and freed with it, so
/// its address never moves, as an atomic's must not.
///
/// ```swift
/// let flag = AtomicWord(0)
/// flag.store(1, ordering: .releasing)
/// flag.load(ordering: .acquiring)  // 1
/// ```
struct AtomicWord: ~Copyable {
    private let address: UnsafeMutablePointer<UInt>

    init(_ value: UInt) {
        address = .allocate(capacity: 1)
        address.initialize(to: value)
    }

    deinit {
        address.deallocate()
    }

    /// The word, read with `ordering`.
    func load(ordering: WordLoadOrdering) -> UInt {
        address.atomicLoad(ordering: ordering)
    }

    /// Writes `value` with `ordering`.
    func store(_ value: UInt, ordering: WordStoreOrdering) {
        address.atomicStore(value, ordering: ordering)
    }
}

/// How an atomic load orders the memory reads after it.
enum WordLoadOrdering {
    /// No ordering of other memory: only the word itself is read whole.
    case relaxed
    /// Every write made before the releasing store this load reads from is seen after it.
    case acquiring
}

/// How an atomic store orders the memory writes before it.
enum WordStoreOrdering {
    /// No ordering of other memory: only the word itself is written whole.
    case relaxed
    /// Every write made before this store is seen by an acquiring load that reads it.
    case releasing
}

extension UnsafeMutablePointer<UInt> {
    /// The word here, read atomically with `ordering`.
    ///
    /// ```swift
    /// keys[slot].atomicLoad(ordering: .acquiring)
    /// ```
    @inline(__always)
    func atomicLoad(ordering: WordLoadOrdering) -> UInt {
        switch ordering {
        case .acquiring: dynamic_coding_load_acquire(self)
        case .relaxed: dynamic_coding_load_relaxed(self)
        }
    }

    /// Writes `value` here atomically with `ordering`.
    ///
    /// ```swift
    /// (keys + slot).atomicStore(key, ordering: .releasing)
    /// ```
    @inline(__always)
    func atomicStore(_ value: UInt, ordering: WordStoreOrdering) {
        switch ordering {
        case .releasing: dynamic_coding_store_release(self, value)
        case .relaxed: dynamic_coding_store_relaxed(self, value)
        }
    }
}

extension Unmanaged {
    /// The reference as a word, for an ``AtomicWord``.
    ///
    /// ```swift
    /// let word = AtomicWord(Unmanaged.passRetained(object).bits)
    /// ```
    var bits: UInt { UInt(bitPattern: toOpaque()) }

    /// The reference whose word is `bits`, which ``bits`` gave.
    ///
    /// ```swift
    /// let object = Unmanaged<Box>(bits: word.load(ordering: .acquiring)).takeUnretainedValue()
    /// ```
    init(bits: UInt) {
        self = .fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }
}
