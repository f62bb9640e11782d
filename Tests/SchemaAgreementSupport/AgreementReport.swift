/// What `Scripts/schema-agreement.py` found: whether the schema is valid against the
/// 2020-12 metaschema, how many cases it checked, every case where the schema's verdict
/// and the decoder's differ, and the case that took longest to validate (or reached the
/// time limit, which stops the check). Its ``description`` lists the disagreements, for
/// `#expect` messages.
package struct AgreementReport: Decodable, CustomStringConvertible {
    /// A case whose payload decodes but the schema rejects, or the other way round.
    package struct Disagreement: Decodable, Equatable {
        /// The case's name.
        package let name: String
        /// Whether the type decoded the payload.
        package let decodes: Bool
        /// Whether the schema accepts the payload.
        package let valid: Bool
        /// The schema's first validation error (`$.path: message`), `nil` when it accepts.
        package let message: String?

        package init(name: String, decodes: Bool, valid: Bool, message: String?) {
            self.name = name
            self.decodes = decodes
            self.valid = valid
            self.message = message
        }
    }

    /// Why the schema is no valid 2020-12 schema, or `nil` when it is one (the cases are
    /// then checked; otherwise none is).
    package let schemaError: String?
    /// The number of cases in the file.
    package let caseCount: Int
    /// The cases where the schema and the decoder disagree, in the cases' order.
    package let disagreements: [Disagreement]
    /// The case whose validation took longest, or `nil` when none was validated.
    package let slowest: Timing?
    /// Whether the ``slowest`` case reached the check's time limit: it and the cases after
    /// it have no verdict.
    package let stopped: Bool

    /// How long `jsonschema` took to validate one case's payload.
    package struct Timing: Decodable {
        /// The case's name.
        package let name: String
        /// The time its validation took, in seconds.
        package let seconds: Double
    }

    private enum CodingKeys: String, CodingKey {
        case schemaError
        case caseCount = "cases"
        case disagreements
        case slowest
        case stopped
    }

    /// Whether the schema is valid and agrees with the decoder on every case, each
    /// validated within the time limit.
    package var agrees: Bool { schemaError == nil && disagreements.isEmpty && !stopped }

    /// The names of the cases in ``disagreements``, in order.
    package var disagreementNames: [String] { disagreements.map(\.name) }

    /// The schema error, or the disagreements one a line:
    /// `removed age: decodes, but the schema rejects it ($: 'age' is a required property)`.
    package var description: String {
        if let schemaError { return "invalid schema: \(schemaError)" }
        var summary = "\(caseCount) cases, \(disagreements.count) disagreements"
        if stopped, let slowest {
            summary += "; stopped after \(slowest.seconds) s at the time limit, validating \(slowest.name)"
        }
        return ([summary] + disagreements.map(Self.line)).joined(separator: "\n  ")
    }

    private static func line(_ disagreement: Disagreement) -> String {
        if disagreement.decodes {
            return "\(disagreement.name): decodes, but the schema rejects it (\(disagreement.message ?? "?"))"
        }
        return "\(disagreement.name): does not decode, but the schema accepts it"
    }
}
