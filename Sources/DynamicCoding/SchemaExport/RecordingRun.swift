/// A question an `init(from:)` asks a ``RecordingSource`` whose two answers the
/// recording follows (``NullBranches``): whether the value at an address is `null`
/// (`decodeNil`), and whether the key at an address is there (`contains`). The first run
/// answers "not `null`" and "there"; a fork a run takes gets the other answer.
///
/// ```swift
/// let key = RecordingAddress.top.appending(.member("a"))
/// RecordingRun(taking: [.missing(key)])  // contains(.a) answers false in this run
/// ```
enum RecordingFork: Hashable {
    /// The value at the address is `null`.
    case null(RecordingAddress)
    /// The key at the address is missing.
    case missing(RecordingAddress)

    var address: RecordingAddress {
        switch self {
        case .null(let address), .missing(let address): address
        }
    }

    var isNull: Bool {
        switch self {
        case .null: true
        case .missing: false
        }
    }

    /// Whether taking this fork can change what the code asks at `address`: the values
    /// inside a `null` are not read, and neither is a missing key nor anything inside it.
    func hides(_ address: RecordingAddress) -> Bool {
        switch self {
        case .null(let fork): address.isInside(fork)
        case .missing(let fork): address == fork || address.isInside(fork)
        }
    }

    /// The fork as messages show it: `"email" is null`, `"a" is missing`.
    var described: String {
        switch self {
        case .null(let address): "\(address.quoted) is null"
        case .missing(let address): "\(address.quoted) is missing"
        }
    }
}

/// One run of an `init(from:)` against a ``RecordingSource``: the forks it takes (the
/// values its `decodeNil` answers `true` for, the keys its `contains` answers `false`
/// for), and the forks the code came to.
///
/// ```swift
/// let run = RecordingRun(taking: [.null(RecordingAddress.top.appending(.member("value")))])
/// // decodeNil(forKey: .value) answers true in this run; every other decodeNil, false
/// ```
final class RecordingRun {
    /// The forks this run takes; at every other one it answers as the first run does.
    let taken: Set<RecordingFork>
    /// The forks the code came to, in the order first reached.
    private(set) var reached: [RecordingFork] = []
    /// Of those, the ones whose other answer the code takes, found by running it again
    /// with each of them taken (``NullBranches``): their values allow `null`, their keys
    /// may be missing.
    var accepted: Set<RecordingFork> = []

    init(taking taken: Set<RecordingFork> = []) {
        self.taken = taken
    }

    /// Whether the value at `address` is `null` in this run. A missing key's value is:
    /// `superDecoder(forKey:)` decodes it as `null`, as `JSONDecoder`'s does.
    func isNull(at address: RecordingAddress) -> Bool {
        taken.contains(.null(address)) || isMissing(at: address)
    }

    /// Whether the key at `address` is missing in this run.
    func isMissing(at address: RecordingAddress) -> Bool {
        taken.contains(.missing(address))
    }

    /// Notes that the code asked whether the value at `address` is `null`, and answers.
    func testNull(at address: RecordingAddress) -> Bool {
        reach(.null(address))
        return isNull(at: address)
    }

    /// Notes that the code asked whether the key at `address` is there, and answers.
    func testPresence(at address: RecordingAddress) -> Bool {
        reach(.missing(address))
        return !isMissing(at: address)
    }

    /// The forks reached, but those that the forks `taken` hide: the keys of an object
    /// that is `null` in one of two runs, or missing, are not read in that run.
    func reachedOutside(_ taken: Set<RecordingFork>) -> Set<RecordingFork> {
        Set(reached.filter { fork in !taken.contains { $0.hides(fork.address) } })
    }

    private func reach(_ fork: RecordingFork) {
        if !reached.contains(fork) { reached.append(fork) }
    }
}
