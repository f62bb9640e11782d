/// Turns the changes between two encodings of a model into patches of the text the first
/// was read from: each change rewrites only the text of the value it changes, in the
/// layout and style of the text around it.
///
/// ```swift
/// var editor = TextEditor(bytes: bytes, root: root, spelling: YAMLSpelling(), edited: after)
/// try editor.apply(ValueChange.changes(from: before, to: after))
/// let text = try TextPatch.applying(editor.patches, to: bytes)
/// ```
struct TextEditor {
    let bytes: [UInt8]
    let root: SyntaxNode
    let spelling: any ValueSpelling
    /// The value the model encodes to before the edit, which the text holds.
    let original: CodableValue
    /// The value the model encodes to after the edit: where a change must write more than
    /// its own value, the text comes from here.
    let edited: CodableValue
    let layout: TextLayout
    /// The short-form tags that stand for one-key mappings (YAML).
    let tags: YAMLTags?
    private(set) var patches: [TextPatch] = []
    /// Paths whose whole value was written already: changes below them are done.
    private var written: [[ValueChange.Step]] = []
    /// The paths of the entries the changes remove.
    private(set) var removed: Set<[ValueChange.Step]> = []
    /// Anchors that an alias repeats: the text under them is shared.
    private let repeatedAnchors: Set<String>

    init(
        bytes: [UInt8], root: SyntaxNode, spelling: any ValueSpelling, original: CodableValue,
        edited: CodableValue,
        tags: YAMLTags? = nil
    ) {
        self.original = original
        self.bytes = bytes
        self.tags = tags
        self.root = root
        self.spelling = spelling
        self.edited = edited
        layout = TextLayout(bytes: bytes, root: root)
        repeatedAnchors = Self.aliasNames(in: root, bytes: bytes)
    }

    mutating func apply(_ changes: [ValueChange]) throws {
        removed = Set(changes.compactMap { if case .removed(let path) = $0 { path } else { nil } })
        for change in changes {
            try apply(change)
        }
    }

    private mutating func apply(_ change: ValueChange) throws {
        let path = change.path
        guard !written.contains(where: { path.starts(with: $0) }) else { return }
        switch try locate(path) {
        case .found(let place)
        where change.addsEntries && !place.isTagContent && mappingKey(ofTag: place.node.tag) != nil:
            // The mapping a tag stands for gains members: it is no longer one.
            try rewrite(path)
        case .found(let place):
            switch change {
            case .replaced(_, let value):
                for twin in place.twins { try replace(twin, with: value) }
            case .removed where place.isTagContent: try rewrite(path.dropLast())
            case .removed:
                for twin in place.twins { try remove(twin, at: path) }
            case .added(_, let members):
                guard place.node.kind == .mapping else { return try rewrite(path) }
                try add(members, to: place.node, at: path)
            case .inserted(_, let index, let elements):
                guard place.node.kind == .sequence, index <= place.node.entries.count,
                    holdsEveryElement(place.node, at: path[...])
                else { return try rewrite(path) }
                try insert(elements, at: index, into: place.node, at: path)
            }
        case .missingMember(let mapping, let key, let depth):
            if case .removed = change {
                guard !mapping.entries.contains(where: { $0.key == "<<" }) else {
                    throw failure(path, "it is merged from another mapping (`<<`): remove it there")
                }
                return  // the text never held it: a default the model wrote
            }
            let prefix = Array(path.prefix(depth + 1))
            // An edit other than a removal leaves a value at its path, and so at each prefix.
            guard let value = edited.value(at: prefix) else {
                throw failure(prefix, "the edited value holds nothing there to add")
            }
            try add([(key: key, value: value)], to: mapping, at: Array(path.prefix(depth)))
            written.append(prefix)
        case .opaque(let depth):
            try rewrite(Array(path.prefix(depth)))
        }
    }

    /// Writes the whole value at `path` anew.
    mutating func rewrite(_ path: some Collection<ValueChange.Step>) throws {
        let path = Array(path)
        guard case .found(let place) = try locate(path), let value = edited.value(at: path) else {
            throw failure(path, "the text holds no value there")
        }
        try replace(place, with: value)
        written.append(path)
    }

    // MARK: Finding a path in the text

    /// A value of the text, with the entry that holds it and the collection that holds
    /// that (`nil` for the root).
    struct Place {
        let node: SyntaxNode
        let entry: SyntaxNode.Entry?
        let parent: SyntaxNode?
        /// This place and the others of its key where its mapping writes the key more than once.
        var twins: [Place] {
            guard let key = entry?.key, let parent, !isTagContent else { return [self] }
            return parent.entries.filter { $0.key == key }.map {
                Place(node: $0.value, entry: $0, parent: parent)
            }
        }
        /// Whether the place is the value a tag stands for a mapping of (`Bucket` of
        /// `!Ref Bucket`), rather than the tagged value as a whole (the mapping).
        var isTagContent = false
    }

    enum Location {
        case found(Place)
        /// The mapping at `path[..<depth]` has no member `key`, the key of `path[depth]`.
        case missingMember(SyntaxNode, key: String, depth: Int)
        /// The text at `path[..<depth]` is not written as the value's own (an alias, a
        /// sequence shorter than the value's): only the whole value can be written.
        case opaque(depth: Int)
    }

    private func locate(_ path: [ValueChange.Step]) throws -> Location {
        var place = Place(node: root, entry: nil, parent: nil)
        for (depth, step) in path.enumerated() {
            let node = place.node
            if !place.isTagContent, let key = mappingKey(ofTag: node.tag) {
                guard step == .key(key) else { return .opaque(depth: depth) }
                place.isTagContent = true
                continue
            }
            if place.isTagContent, isDottedPair(node) { return .opaque(depth: depth) }
            if let anchor = node.anchor, repeatedAnchors.contains(anchor), depth < path.count {
                throw failure(
                    path, "it is under the anchor &\(anchor), which an alias repeats: edit it there")
            }
            switch (step, node.kind) {
            case (.key(let key), .mapping):
                // Of a key written twice, the one the format's decoders read: JSON's first, YAML's last.
                let matches = node.entries.filter { $0.key == key }
                guard let entry = spelling is JSONSpelling ? matches.first : matches.last else {
                    return .missingMember(node, key: key, depth: depth)
                }
                place = Place(node: entry.value, entry: entry, parent: node)
            case (.index(let index), .sequence) where node.entries.indices.contains(index):
                guard holdsEveryElement(node, at: path.prefix(depth)) else { return .opaque(depth: depth) }
                place = Place(node: node.entries[index].value, entry: node.entries[index], parent: node)
            default:
                return .opaque(depth: depth)
            }
        }
        if let anchor = place.node.anchor, repeatedAnchors.contains(anchor), !path.isEmpty {
            throw failure(path, "it is the anchor &\(anchor), which an alias repeats: edit it there")
        }
        return .found(place)
    }

    /// Whether the text's sequence holds the elements the model wrote before the edit, one
    /// for one: a lossy collection that drops elements does not, so its indices are not the
    /// text's, and it is written whole.
    private func holdsEveryElement(_ sequence: SyntaxNode, at path: ArraySlice<ValueChange.Step>) -> Bool {
        original.value(at: path)?.arrayValue?.count == sequence.entries.count
    }

    /// The key of the one-key mapping `tag` stands for, if the tags map it.
    func mappingKey(ofTag tag: String?) -> String? {
        tag.flatMap { tags?.keys[$0] }
    }

    /// Whether `node` is a tagged scalar that stands for a dotted pair (`Role.Arn`).
    func isDottedPair(_ node: SyntaxNode) -> Bool {
        node.kind == .scalar && node.tag.map { tags?.dottedPairs.contains($0) == true } == true
    }

    private static func aliasNames(in node: SyntaxNode, bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var pending = [node]
        while let node = pending.popLast() {
            if node.kind == .alias {
                names.insert(String(decoding: bytes[node.range.dropFirst()], as: UTF8.self))
            }
            pending += node.entries.map(\.value)
        }
        return names
    }

    func failure(_ path: [ValueChange.Step], _ reason: String) -> EncodingError {
        let key = path.isEmpty ? "the document" : path.map(\.description).joined(separator: ".")
        return EncodingError.invalidValue(
            edited.value(at: path) ?? .null,
            EncodingError.Context(
                codingPath: path.map(\.codingKey),
                debugDescription: "Cannot edit \(key) in the text: \(reason)."))
    }

    mutating func patch(_ range: Range<Int>, _ text: String) {
        patches.append(TextPatch(range: range, text: text))
    }
}

extension ValueChange {
    var path: [Step] {
        switch self {
        case .replaced(let path, _), .removed(let path), .added(let path, _), .inserted(let path, _, _):
            return path
        }
    }
}

extension ValueChange {
    var addsEntries: Bool {
        switch self {
        case .added, .inserted: return true
        case .replaced, .removed: return false
        }
    }
}

extension ValueChange.Step {
    var key: String? {
        if case .key(let key) = self { return key }
        return nil
    }
}

extension CodableValue {
    /// The value at `path`, or `nil` where the path leaves it.
    func value(at path: some Collection<ValueChange.Step>) -> CodableValue? {
        var value = self
        for step in path {
            switch (step, value) {
            case (.key(let key), .object(let members)):
                guard let member = members[key] else { return nil }
                value = member
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }
}
