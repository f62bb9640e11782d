import Foundation

/// The types coded without generic code, through the containers' non-generic entry
/// points: `String`, `Int`, `Double`, `Bool`, and a `Date` whose strategy writes it as
/// a plain number. The one place that decides whether a type is one of them: the
/// ``PrimitiveCoder`` and the schema's runs of primitive fields both ask it.
///
/// ```swift
/// PrimitiveKind(Int.self, strategy: nil)  // .int
/// PrimitiveKind(Date.self, strategy: PropertyStrategy(.millisecondsSince1970))  // .date(.milliseconds)
/// PrimitiveKind(Date.self, strategy: nil)  // nil: the decoder's own date strategy decides
/// ```
enum PrimitiveKind {
    case string, int, double, bool
    /// A date written as a number of units since 1970.
    case date(UnitsSince1970)

    /// The kind of `type` coded with `strategy`, when it is one of these; `nil` for a
    /// type the strategy codes in its own way.
    init?<Value>(_ type: Value.Type, strategy: PropertyStrategy?) {
        if type == Date.self, let units = strategy?.dateUnits {
            self = .date(units)
            return
        }
        if let strategy, strategy.codes(type) { return nil }
        switch type {
        case is String.Type: self = .string
        case is Int.Type: self = .int
        case is Double.Type: self = .double
        case is Bool.Type: self = .bool
        default: return nil
        }
    }

    /// The type this kind describes.
    var type: Any.Type {
        switch self {
        case .string: String.self
        case .int: Int.self
        case .double: Double.self
        case .bool: Bool.self
        case .date: Date.self
        }
    }
}
