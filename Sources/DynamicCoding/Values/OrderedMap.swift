/// A string-keyed map that keeps its keys in order: the document's order where the
/// decoder exposes it (Yams's does; Foundation's decoders do not, and the keys are then
/// sorted), the order written otherwise; new keys go at the end. Use it where a file's
/// order matters (a workflow's `jobs`, a manifest's `data`) wherever `[String: Value]`
/// fits, polymorphic values (`OrderedMap<any Step>`) included.
///
/// The order is part of the value, as in swift-collections' `OrderedDictionary`: it is
/// what iteration, ``keys`` and encoding give, so two maps are equal when they have the
/// same keys in the same order with equal values. Compare ``dictionary`` to ignore the
/// order; ``CodableValue`` compares its objects that way, as JSON does.
///
/// ```swift
/// var jobs: OrderedMap<Int> = ["lint": 1, "test": 2]
/// jobs["build"] = 3
/// jobs.keys               // ["lint", "test", "build"]
/// jobs["test"]            // 2
/// jobs == ["lint": 1, "test": 2, "build": 3]  // true
/// jobs == ["build": 3, "test": 2, "lint": 1]  // false: another order
/// jobs.dictionary == ["build": 3, "test": 2, "lint": 1]  // true
/// ```
public struct OrderedMap<Value>: Sequence, ExpressibleByDictionaryLiteral {
    /// The keys, in order.
    ///
    /// ```swift
    /// (["b": 1, "a": 2] as OrderedMap<Int>).keys  // ["b", "a"]
    /// ```
    public private(set) var keys: [String]
    private var members: [String: Value]

    /// An empty map.
    ///
    /// ```swift
    /// var map = OrderedMap<String>()
    /// map["name"] = "web"
    /// ```
    public init() {
        keys = []
        members = [:]
    }

    /// The dictionary's members, sorted by key: a dictionary has no order to keep, and
    /// sorting gives the same map, and the same text when it is written, in every run
    /// (a dictionary's own order changes from one process to the next).
    ///
    /// ```swift
    /// OrderedMap(["b": 1, "a": 2]).keys  // ["a", "b"]
    /// ```
    public init(_ members: [String: Value]) {
        self.init(members, order: members.keys.sorted())
    }

    /// `members` in the order `order` lists their keys (each key once, all of them).
    init(_ members: [String: Value], order: [String]) {
        keys = order
        self.members = members
    }

    /// The members in the order written; a repeated key keeps its first place and its
    /// last value.
    ///
    /// ```swift
    /// let map: OrderedMap<String> = ["kind": "Pod", "apiVersion": "v1"]
    /// map.keys  // ["kind", "apiVersion"]
    /// ```
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init()
        for (key, value) in elements {
            self[key] = value
        }
    }

    /// The value under `key`, or `nil`. Setting a new key adds it at the end; setting
    /// `nil` removes the key.
    ///
    /// ```swift
    /// var map: OrderedMap<Int> = ["replicas": 1]
    /// map["replicas"] = 3
    /// map["paused"] = 0  // keys: ["replicas", "paused"]
    /// ```
    public subscript(key: String) -> Value? {
        get { members[key] }
        set {
            if let newValue {
                if members.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Removes `key` and returns its value, or `nil` when the map has no such key.
    ///
    /// ```swift
    /// var map: OrderedMap<Int> = ["a": 1, "b": 2]
    /// map.removeValue(forKey: "a")  // 1; keys: ["b"]
    /// ```
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Value? {
        guard let removed = members.removeValue(forKey: key) else { return nil }
        keys.removeAll { $0 == key }
        return removed
    }

    /// The values, in the order of ``keys``.
    ///
    /// ```swift
    /// (["a": 1, "b": 2] as OrderedMap<Int>).values  // [1, 2]
    /// ```
    public var values: [Value] { keys.map { members[$0]! } }

    /// The number of members.
    ///
    /// ```swift
    /// (["a": 1] as OrderedMap<Int>).count  // 1
    /// ```
    public var count: Int { keys.count }

    /// Whether the map has no members.
    ///
    /// ```swift
    /// OrderedMap<Int>().isEmpty  // true
    /// ```
    public var isEmpty: Bool { keys.isEmpty }

    /// The members as a dictionary, without their order.
    ///
    /// ```swift
    /// (["a": 1] as OrderedMap<Int>).dictionary  // ["a": 1]
    /// ```
    public var dictionary: [String: Value] { members }

    /// The members as `(key, value)` pairs, in order.
    ///
    /// ```swift
    /// for (name, job) in workflow.jobs { print(name, job.runner) }
    /// ```
    public func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        keys.lazy.map { (key: $0, value: members[$0]!) }.makeIterator()
    }

    /// Puts the keys `listed` names first, in its order (each once; those the map lacks are
    /// passed over), then the others in their order: the same members, reordered.
    mutating func moveToFront(_ listed: [String]) {
        var placed: Set<String> = []
        placed.reserveCapacity(listed.count)
        let front = listed.filter { members[$0] != nil && placed.insert($0).inserted }
        keys = front + keys.filter { !placed.contains($0) }
    }

    /// The same members, each value transformed, in the same order.
    ///
    /// ```swift
    /// (["a": 1, "b": 2] as OrderedMap<Int>).mapValues { $0 * 10 }  // ["a": 10, "b": 20]
    /// ```
    public func mapValues<Other>(_ transform: (Value) throws -> Other) rethrows -> OrderedMap<Other> {
        OrderedMap<Other>(try members.mapValues(transform), order: keys)
    }
}

extension OrderedMap: Equatable where Value: Equatable {
    /// Whether both maps have the same keys in the same order, with equal values; compare
    /// ``dictionary`` to ignore the order.
    ///
    /// ```swift
    /// (["a": 1, "b": 2] as OrderedMap<Int>) == ["a": 1, "b": 2]  // true
    /// (["a": 1, "b": 2] as OrderedMap<Int>) == ["b": 2, "a": 1]  // false
    /// ```
    public static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool {
        lhs.keys == rhs.keys && lhs.members == rhs.members
    }
}

extension OrderedMap: Hashable where Value: Hashable {
    /// Hashes the keys and values in order, as `==` compares them.
    ///
    /// ```swift
    /// Set([["a": 1, "b": 2], ["a": 1, "b": 2]] as [OrderedMap<Int>]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for (key, value) in self {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

extension OrderedMap: Sendable where Value: Sendable {}

extension OrderedMap: CustomStringConvertible {
    /// The members in order, as a dictionary literal: `["b": 1, "a": 2]`.
    ///
    /// ```swift
    /// (["b": 1, "a": 2] as OrderedMap<Int>).description  // ["b": 1, "a": 2]
    /// ```
    public var description: String {
        guard !isEmpty else { return "[:]" }
        let entries = map { "\(String(reflecting: $0.key)): \(String(reflecting: $0.value))" }
        return "[" + entries.joined(separator: ", ") + "]"
    }
}

extension OrderedMap {
    /// `members` in the order `decoder`'s keyed container lists their keys, when that is
    /// the document's order (``KeyOrder``); sorted otherwise. Keys the container lists
    /// that `members` lacks (entries a lossy map dropped, or left to other properties)
    /// are passed over. `keyed` is the decoder's keyed container, when the caller has it.
    init(
        _ members: [String: Value], orderedAs decoder: any Decoder,
        keyed: KeyedDecodingContainer<AnyCodingKey>? = nil
    ) {
        let listed = {
            let keys = (keyed ?? (try? decoder.container(keyedBy: AnyCodingKey.self)))?.allKeys ?? []
            return keys.map(\.stringValue).filter { members[$0] != nil }
        }
        let order = KeyOrder.keys(members.keys, listed: listed, by: decoder)
        self.init(members, order: order)
    }
}

extension OrderedMap {
    /// No entries, as an `.otherKeys` property's type holds them (a `CodableValue.Object` or
    /// a `[String: CodableValue]`), or `nil` for another type: what a catch-all nobody set
    /// reads, and what an object without unknown keys gives.
    static func noEntries<Property>(as type: Property.Type) -> Property? where Value == CodableValue {
        CodableValue.Object() as? Property ?? [String: CodableValue]() as? Property
    }
}
