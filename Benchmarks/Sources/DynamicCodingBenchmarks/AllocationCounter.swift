#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The heap allocation counter of `Scripts/malloc-counter.c`, found by name when
/// `Scripts/benchmark-allocations.sh` preloads it (`LD_PRELOAD`); `nil` otherwise.
enum AllocationCounter {
    private typealias Reader = @convention(c) () -> UInt64

    private static let reader: Reader? = {
        #if canImport(Darwin)
            let everywhere = RTLD_DEFAULT
        #else
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        return dlsym(everywhere, "dynamic_coding_allocation_count").map { unsafeBitCast($0, to: Reader.self) }
    }()

    /// Every malloc, calloc, realloc and aligned allocation so far, in every thread.
    static var count: Int? { reader.map { Int($0()) } }

    /// Allocates `instances` class instances and checks that the counter saw exactly
    /// that many allocations: a counter that misses some would flatter both sides.
    static func verify(instances: Int = 1_000) throws -> String {
        guard count != nil else { return "no allocation counter loaded" }
        var kept: [Probe] = []
        kept.reserveCapacity(instances)
        let before = count ?? 0
        for index in 0..<instances { kept.append(Probe(index)) }
        let counted = (count ?? 0) - before
        blackHole(kept.count)
        guard counted == instances else { throw BenchmarkError.allocationCounterOff(instances, counted) }
        return "allocation counter: \(instances) class instances counted as \(counted) allocations"
    }

    private final class Probe {
        let value: Int

        init(_ value: Int) {
            self.value = value
        }
    }
}
