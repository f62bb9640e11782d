/// Collects what lossy decoding dropped, which invalid values a default replaced, and
/// which payloads a fallback type kept because their registered type failed to decode them.
///
/// Lossy options, defaults and lenient fallbacks never lose data silently: attach a report to the
/// decoder and read it after decoding, in release builds too.
///
/// ```swift
/// let report = DecodingReport()
/// let decoder = JSONDecoder()
/// decoder.userInfo[.decodingReport] = report
/// let feed = try decoder.decode(Feed.self, from: data)
/// for entry in report.entries { print(entry) }  // "items[1]: dropped: …"
/// ```
public final class DecodingReport: Sendable, CustomStringConvertible {
    /// What the library did with a value it could not decode.
    public enum Resolution: Sendable, Equatable {
        /// A lossy collection left the element out.
        case dropped
        /// A `defaultValue:` took the place of the invalid value.
        case replacedByDefault
        /// A registered type failed to decode its payload, which the base's fallback type
        /// keeps as it was read (``TypeRegistry/setFallback(_:for:alsoWhenDecodingFails:)``).
        case keptAsFallback
    }

    /// One value that did not make it into the model as it was.
    public struct Entry: Sendable, CustomStringConvertible {
        /// Where the value was, from the top of the payload.
        public let codingPath: [any CodingKey]
        /// Why it could not be decoded.
        public let error: any Error
        /// What was done instead.
        public let resolution: Resolution

        /// The path in dotted form, for example `routes[2]`.
        public var path: String { CodingPathDescription.of(codingPath) }

        /// `path: dropped: message`, one line.
        public var description: String {
            let action: String
            switch resolution {
            case .dropped: action = "dropped"
            case .replacedByDefault: action = "replaced by default"
            case .keptAsFallback: action = "kept as fallback"
            }
            return "\(path): \(action): \(DecodingErrorDescription.message(of: error))"
        }
    }

    private let recorded = Locked([Entry]())

    /// Creates an empty report.
    public init() {}

    /// Everything recorded so far, in the order it happened.
    public var entries: [Entry] {
        recorded.withLock { $0 }
    }

    /// One line per entry.
    public var description: String {
        entries.map(\.description).joined(separator: "\n")
    }

    func record(_ error: any Error, at codingPath: [any CodingKey], resolution: Resolution) {
        record(Entry(codingPath: codingPath, error: error, resolution: resolution))
    }

    /// Records `entry`, or keeps it for the trial decode running on this thread
    /// (``ReportTrial``), which records it if its candidate is chosen.
    func record(_ entry: Entry) {
        guard !ReportTrial.collect(entry, in: self) else { return }
        recorded.withLock { $0.append(entry) }
    }
}

extension DecodingReport {
    /// The report a decoder carries in its `userInfo`, if any.
    static func attached(to decoder: any Decoder) -> DecodingReport? {
        decoder.userInfo[.decodingReport] as? DecodingReport
    }
}

extension CodingUserInfoKey {
    /// The `userInfo` key under which a decoder carries a ``DecodingReport``.
    ///
    /// ```swift
    /// decoder.userInfo[.decodingReport] = report
    /// ```
    public static let decodingReport = CodingUserInfoKey(rawValue: "DynamicCoding.decodingReport")!
}
