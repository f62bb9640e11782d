import Foundation

/// How a `@Backed` `Date` (or each date of a collection) is written in the payload.
///
/// ```swift
/// @Backed("start_date", strategy: .secondsSince1970) var startDate: Date
/// @Backed("dates", options: .lossy, strategy: .millisecondsSince1970) var dates: [Date]
/// @Backed("day", strategy: .formatted(dayFormatter)) var day: Date
/// ```
public struct DateCodingStrategy: ValueCodingStrategy, @unchecked Sendable {
    enum Format {
        case deferred
        /// A plain number of units since 1970.
        case number(UnitsSince1970)
        case iso8601
        case formatted(DateFormatter)
    }

    let format: Format

    /// Reads a date from a decoder positioned on it.
    public func decode(from decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        switch format {
        case .deferred:
            return try container.decode(Date.self)
        case .number(let units):
            return units.date(from: try container.decode(Double.self))
        case .iso8601:
            return try parse(container.decode(String.self), in: container, expecting: "ISO 8601") {
                try? Date($0, strategy: .iso8601)
            }
        case .formatted(let formatter):
            return try parse(
                container.decode(String.self), in: container, expecting: "\"\(formatter.dateFormat ?? "")\""
            ) {
                formatter.date(from: $0)
            }
        }
    }

    /// Writes `date` in this strategy's format.
    public func encode(_ date: Date, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch format {
        case .deferred: try container.encode(date)
        case .number(let units): try container.encode(units.number(from: date))
        case .iso8601: try container.encode(Self.iso8601String(date))
        case .formatted(let formatter): try container.encode(formatter.string(from: date))
        }
    }

    /// `date` in ISO 8601: whole seconds as `ISO8601FormatStyle` writes them, then the
    /// shortest fraction of a second that reads back as the same date, padded with zeros to
    /// whole milliseconds, microseconds or nanoseconds (3, 6 or 9 digits, as java.time's
    /// `ISO_INSTANT` writes): `.770Z`, never `.77Z`; no fraction for whole seconds.
    /// `ISO8601FormatStyle` drops fractions, or truncates them to milliseconds.
    static func iso8601String(_ date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate
        let whole = seconds.rounded(.down)
        let text = Date(timeIntervalSinceReferenceDate: whole).formatted(.iso8601)
        guard whole != seconds, text.hasSuffix("Z") else { return text }
        let stem = String(text.dropLast())
        var digits = ""
        for count in 1...20 {
            let fraction = String(format: "%.\(count)f", seconds - whole)
            guard fraction.hasPrefix("0.") else { continue }
            digits = String(fraction.dropFirst(2))
            if (try? Date(stem + "." + digits + "Z", strategy: .iso8601)) == date { break }
        }
        return stem + "." + digits + String(repeating: "0", count: (3 - digits.count % 3) % 3) + "Z"
    }

    private func parse(
        _ text: String, in container: any SingleValueDecodingContainer, expecting format: String,
        _ parse: (String) -> Date?
    ) throws -> Date {
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a date in the \(format) format but found \"\(text)\".")
        }
        return date
    }
}

extension ValueCodingStrategy where Self == DateCodingStrategy {
    /// The date as the decoder's or encoder's own `dateDecodingStrategy` reads it.
    ///
    /// ```swift
    /// @Backed(strategy: .deferredToDecoder) var createdAt: Date
    /// ```
    public static var deferredToDecoder: DateCodingStrategy { DateCodingStrategy(format: .deferred) }

    /// Seconds since 1970-01-01T00:00:00Z, as a number.
    ///
    /// ```swift
    /// @Backed("end_date", strategy: .secondsSince1970) var endDate: Date
    /// ```
    public static var secondsSince1970: DateCodingStrategy { DateCodingStrategy(format: .number(.seconds)) }

    /// Milliseconds since 1970-01-01T00:00:00Z, as a number.
    ///
    /// ```swift
    /// @Backed("start_date", strategy: .millisecondsSince1970) var startDate: Date
    /// ```
    public static var millisecondsSince1970: DateCodingStrategy {
        DateCodingStrategy(format: .number(.milliseconds))
    }

    /// An ISO 8601 string such as `2021-02-22T08:58:16Z`, in UTC. A fraction of a second of
    /// any length is read; one is written in milliseconds, microseconds or nanoseconds
    /// (`2021-02-22T08:58:16.770Z`), the fewest digits that read back as the same date.
    ///
    /// ```swift
    /// @Backed("updated_at", strategy: .iso8601) var updatedAt: Date
    /// ```
    public static var iso8601: DateCodingStrategy { DateCodingStrategy(format: .iso8601) }

    /// A string in the formatter's format. The strategy keeps a copy of the formatter, so
    /// that changing `formatter` later changes nothing it decodes (the copy is shared by
    /// every thread that decodes with the strategy, and never changed).
    ///
    /// ```swift
    /// let day = DateFormatter()
    /// day.dateFormat = "yyyy-MM-dd"
    /// @Backed("day", strategy: .formatted(day)) var day: Date
    /// ```
    public static func formatted(_ formatter: DateFormatter) -> DateCodingStrategy {
        DateCodingStrategy(format: .formatted(formatter.copy() as? DateFormatter ?? formatter))
    }
}

extension DateCodingStrategy {
    /// For a format that writes a plain number, its units: such a date is coded as a
    /// primitive, read and written in place.
    var numberUnits: UnitsSince1970? {
        guard case .number(let units) = format else { return nil }
        return units
    }
}
