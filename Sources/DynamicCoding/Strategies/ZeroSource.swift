/// Makes the zero of a type, for `@Backed(defaultValue: .zeroValue)`: `nil` for an
/// optional, the ``ZeroValueProviding`` zero, the first case of a `CaseIterable` type,
/// and otherwise an instance decoded from a ``StandInDecoder`` on this source, which
/// answers every request with a zero (`""`, `0`, `false`, empty arrays and objects, `nil`
/// for optional members), so that a plain `Codable` model needs no conformance of its own.
///
/// An object has every key: each holds `null` when asked (so optional members and
/// defaults see nothing), and the zero of the type when a value is asked for; its super
/// decoder is this same zero. An array is empty; past its end, an element is `null` when
/// asked and has no zero when decoded, a nested array is the same empty array, and a
/// nested object or super decoder is a new zero.
///
/// ```swift
/// struct Point: Codable { var x: Double; var y: Double }
/// try ZeroSource().zero(of: Point.self)  // Point(x: 0, y: 0)
/// ```
struct ZeroSource: StandInSource {
    /// Nesting deeper than this is a type that contains itself: it has no zero.
    private static let maximumDepth = 64

    let codingPath: [any CodingKey]
    /// How many values deep this place is, keys or not.
    private let depth: Int
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init() {
        codingPath = []
        depth = 0
    }

    private init(codingPath: [any CodingKey], depth: Int) {
        self.codingPath = codingPath
        self.depth = depth
    }

    /// The zero of `type`, or the error that says why it has none.
    func zero<Value>(of type: Value.Type) throws -> Value {
        if let none = Optionality.nilValue(of: type) { return none }
        if let zero = (type as? any ZeroValueProviding.Type)?.zeroValue as? Value { return zero }
        if let cases = type as? any CaseIterable.Type, let first = Self.firstCase(cases) as? Value {
            return first
        }
        guard let decodable = type as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "\(type) is not Decodable and not ZeroValueProviding, so it has no zero."))
        }
        guard let zero = try decodable.init(from: StandInDecoder(self)) as? Value else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "\(type) decoded another type."))
        }
        return zero
    }

    private static func firstCase<Cases: CaseIterable>(_ type: Cases.Type) -> Any? {
        Cases.allCases.first
    }

    func openObject() {}

    func openArray() -> Int { 0 }

    func inner(_ step: StandInStep, _ read: StandInRead) throws -> ZeroSource {
        switch (step, read) {
        case (.member(let key), _): return try nested(key)
        case (.whole, .superDecoder): return self
        case (.whole, _): return try nested()
        case (.element, .value(let type)), (.pastEnd, .value(let type)):
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(codingPath: codingPath, debugDescription: "The zero array is empty."))
        case (.element, .array), (.pastEnd, .array): return self
        case (.element, _), (.pastEnd, _): return ZeroSource()
        }
    }

    /// The place of a value inside this one, under `key` or (for a single value) at the
    /// same place.
    private func nested(_ key: (any CodingKey)? = nil) throws -> ZeroSource {
        guard depth < Self.maximumDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "The type contains itself more than \(Self.maximumDepth) levels deep, so it has no zero."
                ))
        }
        return ZeroSource(codingPath: key.map { codingPath + [$0] } ?? codingPath, depth: depth + 1)
    }

    func isNull(_ step: StandInStep) -> Bool {
        guard case .whole = step else { return true }
        return false
    }

    func value<T: Decodable>(_ type: T.Type) throws -> T {
        try zero(of: type)
    }

    func contains(_ key: any CodingKey) -> Bool { true }

    func valueIfPresent<T: Decodable>(_ type: T.Type, forKey key: any CodingKey) throws -> T? {
        nil
    }
}
