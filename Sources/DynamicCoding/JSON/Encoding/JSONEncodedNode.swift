/// One value of the tree a `DynamicJSONEncoder` builds before writing: a scalar already
/// spelled as JSON, or an array or object of the tree, by its number.
///
/// Trivial (no references), so the tree's arrays of nodes and members copy as plain memory.
enum JSONEncodedNode {
    /// The bytes `start..<end` of the tree's scalar text: a number, a quoted and escaped
    /// string, `true`, `false` or `null`.
    case literal(start: Int, end: Int)
    /// The array with this container number.
    case array(Int)
    /// The object with this container number.
    case object(Int)
}

/// An array or an object of the tree: a list of members chained by member number, so
/// that containers filled at the same time (a parent and its nested container) share
/// the one member array.
struct JSONEncodedContainer {
    var first = -1
    var last = -1
    var count = 0
    /// For an object: a bit for each key's fingerprint (`1 << (fingerprint % 63)`), and the
    /// top bit once a key is not ASCII; a key whose bit is clear is new to the object.
    var keyBits: UInt64 = 0
}

/// An element of an array (its key empty) or a member of an object.
struct JSONEncodedMember {
    /// The key as written to the output, after the key strategy.
    var key: String
    /// A hash of an ASCII key's bytes, or 0 for a key with other characters, which only
    /// `String`'s equality compares (it compares canonically equivalent keys equal, as
    /// `JSONEncoder`'s dictionary does).
    var fingerprint: UInt64
    var value: JSONEncodedNode
    /// The number of the next member of the same container, or -1.
    var next: Int
}
