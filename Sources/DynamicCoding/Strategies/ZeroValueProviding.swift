import Foundation

/// Types with a natural "nothing" value, to use as a default: `0`, `""`, `false`,
/// empty collections (KeyedCodable's `@Zero`).
///
/// ```swift
/// @Backed(defaultValue: .zeroValue) var numberOfChildren: Int  // 0 when missing
/// @Backed(defaultValue: .zeroValue) var secondName: String     // ""
/// ```
public protocol ZeroValueProviding {
    /// The value that stands for "nothing".
    static var zeroValue: Self { get }
}

extension ZeroValueProviding where Self: AdditiveArithmetic {
    /// Zero.
    public static var zeroValue: Self { .zero }
}

extension ZeroValueProviding where Self: RangeReplaceableCollection {
    /// The empty collection.
    public static var zeroValue: Self { Self() }
}

extension Int: ZeroValueProviding {}
extension Int8: ZeroValueProviding {}
extension Int16: ZeroValueProviding {}
extension Int32: ZeroValueProviding {}
extension Int64: ZeroValueProviding {}
extension UInt: ZeroValueProviding {}
extension UInt8: ZeroValueProviding {}
extension UInt16: ZeroValueProviding {}
extension UInt32: ZeroValueProviding {}
extension UInt64: ZeroValueProviding {}
extension Double: ZeroValueProviding {}
extension Float: ZeroValueProviding {}
extension Decimal: ZeroValueProviding {}
extension String: ZeroValueProviding {}
extension Array: ZeroValueProviding {}
extension Data: ZeroValueProviding {}

extension Bool: ZeroValueProviding {
    /// `false`.
    public static var zeroValue: Bool { false }
}

extension Set: ZeroValueProviding {
    /// The empty set.
    public static var zeroValue: Set { [] }
}

extension Dictionary: ZeroValueProviding {
    /// The empty dictionary.
    public static var zeroValue: Dictionary { [:] }
}

extension OrderedMap: ZeroValueProviding {
    /// The empty map.
    ///
    /// ```swift
    /// @Backed(defaultValue: .zeroValue) var jobs: OrderedMap<Job>  // [:] when missing
    /// ```
    public static var zeroValue: OrderedMap { [:] }
}
