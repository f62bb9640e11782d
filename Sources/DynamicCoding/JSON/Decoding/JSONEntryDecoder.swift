import Foundation

/// The `Decoder` over a ``JSONDocument``: one object for the whole document, as
/// `JSONDecoder`'s, which moves to each value a nested `init(from:)` reads and keeps the
/// coding path as a stack of steps, made into keys only when asked for.
///
/// Containers read entries in place: a key is compared with the member's bytes, a number
/// parsed from its text, with no dictionary built for an object and no copy of a value.
///
/// ```swift
/// let decoder = JSONEntryDecoder(document: document, options: options)
/// let value = try decoder.decodeHere(Route.self)
/// ```
final class JSONEntryDecoder: Decoder {
    let document: JSONDocument
    let options: JSONDecodingOptions
    /// The entry a container asked of this decoder reads.
    private(set) var index: Int
    private var path: [JSONPathStep]
    /// The members of large objects by name, built once an object is searched by key.
    var memberIndexes: [Int: [String: Int]] = [:]
    /// The formatter of `.iso8601` dates, made once a date is read.
    lazy var iso8601Formatter: ISO8601DateFormatter = ISO8601DateFormatter()

    init(document: JSONDocument, options: JSONDecodingOptions, index: Int = 0, path: [JSONPathStep] = []) {
        self.document = document
        self.options = options
        self.index = index
        self.path = path
    }

    var codingPath: [any CodingKey] { path.map(\.codingKey) }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    /// The path of the value this decoder is at, for a container made here.
    var containerPath: JSONContainerPath { JSONContainerPath(depth: path.count) }

    /// The coding path of a container at `containerPath`, and a step after it.
    func codingPath(_ containerPath: JSONContainerPath, appending step: JSONPathStep? = nil)
        -> [any CodingKey]
    {
        var keys = path.prefix(containerPath.depth).map(\.codingKey)
        keys += containerPath.steps.map(\.codingKey)
        if let step { keys.append(step.codingKey) }
        return keys
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(at: index, path: containerPath)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: index, path: containerPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueReader(decoder: self, index: index, path: containerPath)
    }

    func keyedContainer<Key: CodingKey>(
        at index: Int, path: JSONContainerPath, step: JSONPathStep? = nil
    ) throws -> KeyedDecodingContainer<Key> {
        let kind = document.entries[index].kind
        let containerPath = step.map(path.appending) ?? path
        guard kind == .object else {
            throw containerMismatch(
                [String: Any].self, kind, name: "keyed", at: index, path: codingPath(containerPath))
        }
        try checkKeys(ofObject: index, path: containerPath)
        return KeyedDecodingContainer(JSONKeyedReader<Key>(decoder: self, object: index, path: containerPath))
    }

    func unkeyedContainer(at index: Int, path: JSONContainerPath, step: JSONPathStep? = nil) throws
        -> JSONUnkeyedReader
    {
        let kind = document.entries[index].kind
        let containerPath = step.map(path.appending) ?? path
        guard kind == .array else {
            throw containerMismatch(
                [Any].self, kind, name: "unkeyed", at: index, path: codingPath(containerPath))
        }
        return JSONUnkeyedReader(decoder: self, array: index, path: containerPath)
    }

    /// Throws when a key of the object at entry `index` breaks the grammar, an error only
    /// once the object is read, as in `JSONDecoder`.
    func checkKeys(ofObject index: Int, path containerPath: JSONContainerPath) throws {
        guard document.entries[index].isEscapedOrNotInteger else { return }
        throw dataCorrupted(
            "Expected to decode \([String: Any].self) but found invalid JSON (a key with an unknown escape, "
                + "a lone surrogate, a control character or invalid UTF-8).", at: index,
            path: codingPath(containerPath))
    }

    /// A decoder of its own at entry `index`, or at `null` when there is none
    /// (`superDecoder(forKey:)` of a missing key, as `JSONDecoder` makes).
    func superDecoder(at index: Int?, path containerPath: JSONContainerPath, step: JSONPathStep)
        -> JSONEntryDecoder
    {
        let steps = Array(path.prefix(containerPath.depth)) + containerPath.steps + [step]
        return JSONEntryDecoder(
            document: document, options: options, index: index ?? document.nullEntry, path: steps)
    }

    // MARK: Values

    /// Decodes the value at entry `index`, a step below a container at `containerPath`.
    @inline(__always)
    func decode<T: Decodable>(
        _ type: T.Type, at index: Int, path containerPath: JSONContainerPath, step: JSONPathStep
    ) throws -> T {
        if path.count > containerPath.depth { path.removeSubrange(containerPath.depth...) }
        if containerPath.last != nil { path += containerPath.steps }
        path.append(step)
        let outer = self.index
        self.index = index
        defer {
            self.index = outer
            path.removeSubrange(containerPath.depth...)
        }
        return try decodeHere(type)
    }

    /// Decodes the value at this decoder's entry.
    func decodeHere<T: Decodable>(_ type: T.Type) throws -> T {
        if let special = try specialValue(type) { return special }
        return try T(from: self)
    }

    /// Reads a scalar at entry `index`, a step below a container at `containerPath`.
    @inline(__always)
    func scalar<T: JSONScalar>(
        _ type: T.Type, at index: Int, path containerPath: JSONContainerPath,
        step: @autoclosure () -> JSONPathStep?
    ) throws -> T {
        do {
            return try T.readScalar(from: self, at: index)
        } catch {
            throw scalarError(error, type, at: index, path: codingPath(containerPath, appending: step()))
        }
    }

    /// Reads a scalar at this decoder's entry.
    func scalarHere<T: JSONScalar>(_ type: T.Type) throws -> T {
        try scalar(type, at: index, path: containerPath, step: nil)
    }
}
