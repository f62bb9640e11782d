import Foundation

/// Encodes values as JSON like Foundation's `JSONEncoder`, faster, and with the keys of
/// each object in the order the value encoded them.
///
/// A drop-in for `JSONEncoder`: the same options, with Foundation's own strategy types,
/// and the same output and errors, except the order of keys. `JSONEncoder` writes an
/// object's keys in its dictionary's hash order, which changes from one process to the
/// next; this encoder writes them in the order the value first encoded them, and a key
/// encoded twice keeps its first place and takes its last value. With `.sortedKeys` the
/// output is byte for byte `JSONEncoder`'s.
///
/// ```swift
/// struct Server: Encodable { var name: String; var port: Int }
/// let encoder = DynamicJSONEncoder()
/// let data = try encoder.encode(Server(name: "api", port: 8080))
/// // {"name":"api","port":8080}
/// ```
///
/// Like `JSONEncoder`, an encoder may be shared between threads: its one mutable state is
/// its options, which a lock guards, and each `encode(_:)` call works on a copy of them
/// taken when it starts.
public final class DynamicJSONEncoder: @unchecked Sendable {
    private let options = Locked(JSONEncodingOptions())
    /// The size of the last call's tree, which the next call reserves at once.
    private let sizeHint = Locked(JSONEncodingTree.Size())

    /// How the output is laid out: `.prettyPrinted`, `.sortedKeys`,
    /// `.withoutEscapingSlashes`; none by default.
    ///
    /// ```swift
    /// let encoder = DynamicJSONEncoder()
    /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    /// ```
    public var outputFormatting: JSONEncoder.OutputFormatting {
        get { options.withLock { $0.outputFormatting } }
        set { options.withLock { $0.outputFormatting = newValue } }
    }

    /// How dates are written; `.deferredToDate` (seconds since 2001 as a number) by default.
    ///
    /// ```swift
    /// let encoder = DynamicJSONEncoder()
    /// encoder.dateEncodingStrategy = .iso8601
    /// ```
    public var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy {
        get { options.withLock { $0.dateEncodingStrategy } }
        set { options.withLock { $0.dateEncodingStrategy = newValue } }
    }

    /// How `Data` is written; `.base64` by default.
    ///
    /// ```swift
    /// let encoder = DynamicJSONEncoder()
    /// encoder.dataEncodingStrategy = .deferredToData
    /// ```
    public var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy {
        get { options.withLock { $0.dataEncodingStrategy } }
        set { options.withLock { $0.dataEncodingStrategy = newValue } }
    }

    /// What infinities and NaN become; by default encoding them throws.
    ///
    /// ```swift
    /// let encoder = DynamicJSONEncoder()
    /// encoder.nonConformingFloatEncodingStrategy = .convertToString(
    ///     positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    /// ```
    public var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy {
        get { options.withLock { $0.nonConformingFloat } }
        set { options.withLock { $0.nonConformingFloat = newValue } }
    }

    /// How coding keys become JSON keys; `.useDefaultKeys` by default. As with
    /// `JSONEncoder`, the keys of a `[String: Value]` dictionary are written unconverted.
    ///
    /// ```swift
    /// let encoder = DynamicJSONEncoder()
    /// encoder.keyEncodingStrategy = .convertToSnakeCase  // imageURL → image_url
    /// ```
    public var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy {
        get { options.withLock { $0.keyEncodingStrategy } }
        set { options.withLock { $0.keyEncodingStrategy = newValue } }
    }

    /// What the values' `encode(to:)` find in `encoder.userInfo`.
    ///
    /// ```swift
    /// let encoder = DynamicJSONEncoder()
    /// encoder.userInfo[CodingUserInfoKey(rawValue: "version")!] = 2
    /// ```
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { options.withLock { $0.userInfo } }
        set { options.withLock { $0.userInfo = newValue } }
    }

    /// An encoder with `JSONEncoder`'s default options.
    ///
    /// ```swift
    /// let encoder = DynamicJSONEncoder()
    /// ```
    public init() {}

    /// The JSON of `value`: an object, an array or, for a single value, a fragment such
    /// as `1` or `"text"`.
    ///
    /// Throws `JSONEncoder`'s errors: `EncodingError.invalidValue` for a number JSON has
    /// no spelling for (unless the strategy converts it), for a top-level value that
    /// encodes nothing, and for containers nested 512 deep.
    ///
    /// ```swift
    /// let data = try DynamicJSONEncoder().encode(["b": 1, "a": 2])
    /// ```
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        let tree = JSONEncodingTree(options: options.withLock { $0 }, sizeHint: sizeHint.withLock { $0 })
        let encoder = JSONNodeEncoder(tree: tree, owner: nil, key: nil)
        guard let root = try encoder.encodedNode(for: value, key: nil) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        let data: Data
        do {
            data = try JSONTreeWriter.text(of: root, in: tree)
        } catch {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
        }
        sizeHint.withLock { $0 = tree.size }
        return data
    }
}
