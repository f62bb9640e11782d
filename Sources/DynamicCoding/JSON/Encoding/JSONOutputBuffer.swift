import Foundation

/// Where JSON text is written: bytes appended to memory it allocates, which become a
/// `Data` without a copy, or are freed.
///
/// A struct with its own pointer rather than a `[UInt8]`: each append checks the capacity
/// and copies, without the array's uniqueness check, and the text is not copied again
/// into the `Data`.
struct JSONOutputBuffer: JSONByteSink {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
        if count + 3 > capacity { grow(toHold: 3) }
        base[count] = first
        base[count + 1] = second
        base[count + 2] = third
        count += 3
    }

    /// `count` spaces.
    mutating func appendSpaces(_ spaces: Int) {
        if count + spaces > capacity { grow(toHold: spaces) }
        (base + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes written, as `Data` that owns the memory.
    consuming func data() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// Frees the memory, for a text that will not be used.
    consuming func discard() {
        base.deallocate()
    }
}

/// What `JSONStringEscaping` writes to: the tree's scalar text or the output.
protocol JSONByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension [UInt8]: JSONByteSink {}
