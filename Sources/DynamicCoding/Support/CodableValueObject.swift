extension CodableValue {
    /// The members of an object, in order: the payload's order where the decoder exposes
    /// it, else sorted by key; new keys go at the end. Two objects with the same members
    /// are equal whatever their order, as JSON objects are.
    ///
    /// ```swift
    /// var labels: CodableValue.Object = ["app": "web", "tier": "front"]
    /// labels["env"] = "prod"
    /// labels.keys             // ["app", "tier", "env"]
    /// labels["app"]           // .string("web")
    /// labels == ["tier": "front", "env": "prod", "app": "web"]  // true
    /// ```
    public struct Object: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
        /// The keys, in order.
        ///
        /// ```swift
        /// (["b": 1, "a": 2] as CodableValue.Object).keys  // ["b", "a"]
        /// ```
        public private(set) var keys: [String]
        private var members: [String: CodableValue]
        /// The order of every key of the object it was read from, declared properties'
        /// too, for an `.otherKeys` catch-all read by a decoder that keeps the document's
        /// order: encoding writes the model's object in it. Not part of the value.
        var documentOrder: DocumentOrder?

        /// An empty object.
        ///
        /// ```swift
        /// var object = CodableValue.Object()
        /// object["name"] = "web"
        /// ```
        public init() {
            keys = []
            members = [:]
        }

        /// The dictionary's members, sorted by key: a dictionary has no order to keep.
        ///
        /// ```swift
        /// CodableValue.Object(["b": .int(1), "a": .int(2)]).keys  // ["a", "b"]
        /// ```
        public init(_ members: [String: CodableValue]) {
            self.init(members, order: members.keys.sorted())
        }

        /// `members` in the order `order` lists their keys (each key once, all of them).
        init(_ members: [String: CodableValue], order: [String]) {
            keys = order
            self.members = members
        }

        /// The members in the order written; a repeated key keeps its first place and its
        /// last value.
        ///
        /// ```swift
        /// let object: CodableValue.Object = ["kind": "Pod", "apiVersion": "v1"]
        /// object.keys  // ["kind", "apiVersion"]
        /// ```
        public init(dictionaryLiteral elements: (String, CodableValue)...) {
            self.init()
            for (key, value) in elements {
                self[key] = value
            }
        }

        /// The value under `key`, or `nil`. Setting a new key adds it at the end; setting
        /// `nil` removes the key.
        ///
        /// ```swift
        /// var object: CodableValue.Object = ["replicas": 1]
        /// object["replicas"] = 3
        /// object["paused"] = false  // keys: ["replicas", "paused"]
        /// ```
        public subscript(key: String) -> CodableValue? {
            get { members[key] }
            set {
                if let newValue {
                    if members.updateValue(newValue, forKey: key) == nil { keys.append(key) }
                } else {
                    removeValue(forKey: key)
                }
            }
        }

        /// Removes `key` and returns its value, or `nil` when the object has no such key.
        ///
        /// ```swift
        /// var object: CodableValue.Object = ["a": 1, "b": 2]
        /// object.removeValue(forKey: "a")  // .int(1); keys: ["b"]
        /// ```
        @discardableResult
        public mutating func removeValue(forKey key: String) -> CodableValue? {
            guard let removed = members.removeValue(forKey: key) else { return nil }
            keys.removeAll { $0 == key }
            return removed
        }

        /// The values, in the order of ``keys``.
        ///
        /// ```swift
        /// (["a": 1, "b": "x"] as CodableValue.Object).values  // [.int(1), .string("x")]
        /// ```
        public var values: [CodableValue] { keys.map { members[$0]! } }

        /// The number of members.
        ///
        /// ```swift
        /// (["a": 1] as CodableValue.Object).count  // 1
        /// ```
        public var count: Int { keys.count }

        /// Whether the object has no members.
        ///
        /// ```swift
        /// CodableValue.Object().isEmpty  // true
        /// ```
        public var isEmpty: Bool { keys.isEmpty }

        /// The members as a dictionary, without their order.
        ///
        /// ```swift
        /// (["a": 1] as CodableValue.Object).dictionary  // ["a": .int(1)]
        /// ```
        public var dictionary: [String: CodableValue] { members }

        /// The members as `(key, value)` pairs, in order.
        ///
        /// ```swift
        /// for (key, value) in object { print(key, value) }
        /// ```
        public func makeIterator() -> some IteratorProtocol<(key: String, value: CodableValue)> {
            keys.lazy.map { (key: $0, value: members[$0]!) }.makeIterator()
        }

        /// Whether both objects have the same members, in any order.
        public static func == (lhs: Object, rhs: Object) -> Bool {
            lhs.members == rhs.members
        }

        /// Hashes the members, not their order, as `==` compares them.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(members)
        }
    }
}

extension CodableValue.Object {
    /// No entries, as an `.otherKeys` property's type holds them (a `CodableValue.Object` or
    /// a `[String: CodableValue]`), or `nil` for another type: what a catch-all nobody set
    /// reads, and what an object without unknown keys gives.
    static func noEntries<Value>(as type: Value.Type) -> Value? {
        CodableValue.Object() as? Value ?? [String: CodableValue]() as? Value
    }
}
