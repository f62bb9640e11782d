/// Where a property's value sits in the payload: a list of components, with fallback
/// paths tried in order when the first fails (`??`).
///
/// A plain string is one literal key, dots included; nested keys are separate
/// components, or the explicit dotted form:
///
/// ```swift
/// @Backed("first_name") var firstName: String                          // one key
/// @Backed(Path("attributes", "first_name")) var firstName: String      // nested
/// @Backed(Path(dotted: "additionalInfo.elevation")) var elevation: Double
/// @Backed(Path("attributes", "first_name") ?? "first_name") var name: String
/// ```
public struct Path: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The paths to try, in order; the first is the one encoding writes.
    public let alternatives: [[PathComponent]]
    /// Whether this is ``otherKeys``.
    let collectsOtherKeys: Bool

    /// A path made of `components`: `Path("attributes", "values", 1)`.
    public init(_ components: PathComponent...) {
        self.init(components: components)
    }

    /// A path made of `components`.
    ///
    /// ```swift
    /// let path = Path(components: ["attributes", .allKeys])
    /// ```
    public init(components: [PathComponent]) {
        self.init(alternatives: [components])
    }

    /// A path of one key, dots included: `"foo.bar"` is the single key `foo.bar`.
    public init(stringLiteral key: String) {
        self.init(.key(key))
    }

    /// Nested keys written as one string: `"additionalInfo.elevation"`. A backslash
    /// makes the next character literal (`"a\\.b"` is the key `a.b`), or choose another
    /// separator.
    ///
    /// ```swift
    /// Path(dotted: "additionalInfo.elevation")   // additionalInfo → elevation
    /// Path(dotted: "meta/v1.2", separator: "/")  // meta → v1.2
    /// ```
    public init(dotted: String, separator: Character = ".") {
        var keys: [PathComponent] = []
        var current = ""
        var escaping = false
        for character in dotted {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == separator {
                keys.append(.key(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        keys.append(.key(current))
        self.init(components: keys)
    }

    /// The property's value is the object itself: its fields sit at the same level as
    /// the enclosing model's (KeyedCodable's `@Flat`).
    ///
    /// ```swift
    /// @Backed(.flat) var location: Location?  // latitude/longitude beside the other keys
    /// ```
    public static let flat = Path(components: [])

    /// Every key of the model's object that no other property reads, with its value as
    /// read, for a `[String: CodableValue]` property (or a `CodableValue.Object`, which keeps
    /// their order): fields an app does not model (format extensions, foreign members)
    /// survive a decode and encode. Declared properties win over it when encoding.
    ///
    /// ```swift
    /// struct Cell: BackedCodable {
    ///     @Backed var source: String
    ///     @Backed(.otherKeys) var extra: [String: CodableValue]
    /// }
    /// ```
    public static let otherKeys = Path(alternatives: [[]], collectsOtherKeys: true)

    private init(alternatives: [[PathComponent]], collectsOtherKeys: Bool = false) {
        self.alternatives = alternatives
        self.collectsOtherKeys = collectsOtherKeys
    }

    /// The first path's components.
    public var components: [PathComponent] { alternatives[0] }

    /// Tries `lhs`, then `rhs`, when decoding; encoding writes `lhs`.
    ///
    /// ```swift
    /// @Backed("full_name" ?? "name" ?? "first_name") var name: String
    /// ```
    public static func ?? (lhs: Path, rhs: Path) -> Path {
        Path(alternatives: lhs.alternatives + rhs.alternatives)
    }

    /// This path with `components` added to the end of every alternative, so that a base
    /// path can be shared.
    ///
    /// ```swift
    /// let base: Path = "foo" ?? "bar"
    /// base.appending("wow", 42)  // foo.wow[42] ?? bar.wow[42]
    /// ```
    public func appending(_ components: PathComponent...) -> Path {
        appending(Path(components: components))
    }

    /// This path followed by `suffix`: every alternative of this path, each followed by
    /// every alternative of `suffix`, in order.
    ///
    /// ```swift
    /// Path("meta").appending("id" ?? "uuid")  // meta.id ?? meta.uuid
    /// ```
    public func appending(_ suffix: Path) -> Path {
        Path(alternatives: alternatives.flatMap { base in suffix.alternatives.map { base + $0 } })
    }

    /// The paths in dotted form, joined by ` ?? `.
    public var description: String {
        collectsOtherKeys ? "<other keys>" : alternatives.map(Self.describe).joined(separator: " ?? ")
    }

    static func describe(_ components: [PathComponent]) -> String {
        guard !components.isEmpty else { return "<flat>" }
        var text = ""
        for component in components {
            if case .index = component {
                text += component.description
            } else {
                text += text.isEmpty ? component.description : ".\(component.description)"
            }
        }
        return text
    }
}
