import Foundation

/// A date written as a plain number of units since 1970-01-01T00:00:00Z: the one place
/// that converts between the two, for ``DateCodingStrategy`` and for the coders that
/// read and write such numbers in place.
///
/// ```swift
/// UnitsSince1970.milliseconds.date(from: 1_500)  // 1970-01-01T00:00:01.500Z
/// UnitsSince1970.seconds.number(from: Date(timeIntervalSince1970: 2))  // 2
/// ```
struct UnitsSince1970 {
    /// How many units make a second.
    let perSecond: Double

    static var seconds: UnitsSince1970 { UnitsSince1970(perSecond: 1) }
    static var milliseconds: UnitsSince1970 { UnitsSince1970(perSecond: 1000) }

    /// The date `number` of these units after 1970.
    @inline(__always)
    func date(from number: Double) -> Date {
        Date(timeIntervalSince1970: number / perSecond)
    }

    /// How many of these units `date` is after 1970.
    @inline(__always)
    func number(from date: Date) -> Double {
        date.timeIntervalSince1970 * perSecond
    }
}
