import DynamicCoding
import Foundation

// Round-trip fidelity, checked without a test framework: the fuzz target compiles this very
// file (Fuzz/Sources/DynamicCodingFuzzer/RoundTripFidelity.swift is a link to it).

/// Checks the promise that an unchanged round trip gives the same document: a payload
/// decoded as a model and encoded again is the payload, compared as a ``CodableValue`` by
/// meaning (key order and number spelling aside), except for what the user asked to drop
/// (lossy elements and entries, each in the ``DecodingReport``).
///
/// ```swift
/// let problem = RoundTripFidelity.problem(FidelityBoard.self, data, registry: registry)
/// #expect(problem == nil, "\(problem ?? "")")
/// ```
enum RoundTripFidelity {
    /// What the round trip of `data` through `Model` changed beyond what the report says
    /// was dropped, in words; `nil` when nothing did, or when `data` is not a JSON document
    /// or does not decode as `Model`.
    ///
    /// ```swift
    /// RoundTripFidelity.problem(FidelityBoard.self, Data(#"{"count":null}"#.utf8), registry: registry)
    /// // nil: null is written back as null
    /// ```
    static func problem<Model: Codable>(_ type: Model.Type, _ data: Data, registry: TypeRegistry) -> String? {
        guard let input = try? JSONDecoder().decode(CodableValue.self, from: data) else { return nil }
        let report = DecodingReport()
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        decoder.userInfo[.decodingReport] = report
        guard let model = try? decoder.decode(Model.self, from: data) else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.userInfo[.typeRegistry] = registry
        let written: CodableValue
        do {
            written = try EditLocality.document(encoding: model, with: encoder)
        } catch {
            return "\(Model.self) decoded but does not encode: \(error)"
        }
        var expected = input
        for entry in report.entries.reversed() where entry.resolution == .dropped {
            expected = removing(entry.codingPath[...], from: expected)
        }
        guard normalized(expected) != normalized(written) else { return nil }
        return "\(Model.self) changed in an unchanged round trip:\n"
            + "read:     \(String(decoding: data, as: UTF8.self))\n"
            + "expected: \(EditLocality.text(expected))\n"
            + "written:  \(EditLocality.text(written))\n"
            + "report:   \(report.entries.map(\.description))"
    }

    /// `value` without the member or element at `path`.
    private static func removing(_ path: ArraySlice<any CodingKey>, from value: CodableValue) -> CodableValue
    {
        guard let key = path.first else { return value }
        let rest = path.dropFirst()
        switch value {
        case .array(var elements):
            guard let index = key.intValue, elements.indices.contains(index) else { return value }
            if rest.isEmpty {
                elements.remove(at: index)
            } else {
                elements[index] = removing(rest, from: elements[index])
            }
            return .array(elements)
        case .object(var members):
            guard let member = members[key.stringValue] else { return value }
            if rest.isEmpty {
                _ = members.removeValue(forKey: key.stringValue)
            } else {
                members[key.stringValue] = removing(rest, from: member)
            }
            return .object(members)
        default:
            return value
        }
    }

    /// `value` with every number a `Double`, so that `1` and `1.0` compare equal.
    private static func normalized(_ value: CodableValue) -> CodableValue {
        switch value {
        case .int(let integer): return .double(Double(integer))
        case .array(let elements): return .array(elements.map(normalized))
        case .object(let members): return .object(members.mapValues(normalized))
        default: return value
        }
    }
}
