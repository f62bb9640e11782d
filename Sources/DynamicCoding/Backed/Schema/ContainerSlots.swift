/// The containers of one object being decoded or encoded, one slot per node of its
/// ``ContainerTree``, in a temporary allocation (on the stack for usual trees): no array
/// per object, and containers used in place rather than copied in and out of one. Keyed
/// containers are resilient standard-library structs, so every copy, and every `Optional`
/// of one, costs value-witness calls.
///
/// ```swift
/// try ContainerSlots<ObjectDecodingContainer>.with(count: tree.count) { slots in
///     slots.fill(ContainerTree.root, with: try decoder.container(keyedBy: AnyCodingKey.self))
/// }
/// ```
struct ContainerSlots<Container> {
    enum State: UInt8 {
        case empty, filled
        /// Decoding only: the node's object is not in the payload.
        case absent
    }

    private let containers: UnsafeMutablePointer<Container>
    private let states: UnsafeMutablePointer<State>

    /// Runs `body` with `count` empty slots; the filled ones are deinitialized when it
    /// returns or throws.
    static func with<Result>(count: Int, _ body: (ContainerSlots) throws -> Result) throws -> Result {
        try withUnsafeTemporaryAllocation(of: State.self, capacity: max(count, 1)) { states in
            try withUnsafeTemporaryAllocation(of: Container.self, capacity: max(count, 1)) { containers in
                // At least one slot each, so both buffers have an address.
                let slots = ContainerSlots(containers: containers.baseAddress!, states: states.baseAddress!)
                states.initialize(repeating: .empty)
                defer {
                    for node in 0..<count where slots.states[node] == .filled {
                        (slots.containers + node).deinitialize(count: 1)
                    }
                }
                return try body(slots)
            }
        }
    }

    /// `count` empty slots on the heap, for the rare object a tree's usual slots have no
    /// kind for (a lax value's string, read back by `AnyCodingKey` in an object only primitive
    /// runs read); `owner` deinitializes the filled ones and frees them when it goes.
    static func onHeap(count: Int) -> (slots: ContainerSlots, owner: AnyObject) {
        let owner = HeapSlots<Container>(count: count)
        return (ContainerSlots(containers: owner.containers, states: owner.states), owner)
    }

    func state(of node: Int) -> State {
        states[node]
    }

    /// The container in `node`'s slot, which is filled, to use in place.
    func container(at node: Int) -> UnsafeMutablePointer<Container> {
        containers + node
    }

    func fill(_ node: Int, with container: Container) {
        (containers + node).initialize(to: container)
        states[node] = .filled
    }

    func markAbsent(_ node: Int) {
        states[node] = .absent
    }
}

/// The memory of slots made by ``ContainerSlots/onHeap(count:)``.
private final class HeapSlots<Container> {
    let containers: UnsafeMutablePointer<Container>
    let states: UnsafeMutablePointer<ContainerSlots<Container>.State>
    private let count: Int

    init(count: Int) {
        self.count = count
        containers = .allocate(capacity: count)
        states = .allocate(capacity: count)
        states.initialize(repeating: .empty, count: count)
    }

    deinit {
        for node in 0..<count where states[node] == .filled {
            (containers + node).deinitialize(count: 1)
        }
        containers.deallocate()
        states.deallocate()
    }
}
