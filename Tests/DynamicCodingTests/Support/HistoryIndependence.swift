import DynamicCoding
import Foundation

// The history property: the same document gives the same value, or the same error text,
// whatever was decoded before it, on whichever thread, and whether it is decoded alone or
// inside another document's `init(from:)` while a value of that document is being tried.
// The fuzz target compiles this very file
// (Fuzz/Sources/DynamicCodingFuzzer/HistoryIndependence.swift is a link to it).

/// What carries a document in a string: chosen by trial (deduced), beside a part of its own.
protocol Carrier: Codable {}

/// Holds a deduced part, then a document in `body`, which its `init(from:)` decodes as a
/// ``FidelityBoard`` with a decoder of its own, keeping the outcome as text.
struct Envelope: Carrier {
    @DynamicCodable var attachment: any DeducedPart
    let outcome: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _attachment = try container.decode(DynamicCodable<any DeducedPart>.self, forKey: .attachment)
        let registry = try requireRegistry(decoder)
        outcome = HistoryIndependence.outcome(
            of: Data(try container.decode(String.self, forKey: .body).utf8), registry: registry)
    }

    func encode(to encoder: any Encoder) throws {}

    private enum CodingKeys: String, CodingKey {
        case attachment, body
    }
}

/// The other candidate, which no envelope decodes as.
struct Postmark: Carrier {
    let postmark: Int
}

/// The registry a decoder names, which the tests always set: what a document carried in a
/// string is decoded with.
func requireRegistry(_ decoder: any Decoder) throws -> TypeRegistry {
    guard let registry = decoder.userInfo[.typeRegistry] as? TypeRegistry else {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "No registry."))
    }
    return registry
}

enum HistoryIndependence {
    /// A registry made afresh: the fidelity registry with fallbacks, and the carriers.
    static func freshRegistry() throws -> TypeRegistry {
        let registry = try fidelityRegistry(withFallbacks: true)
        try registry.setLayout(.deduced, for: (any Carrier).self)
        try registry.register(Envelope.self, for: (any Carrier).self, typeIdentifier: "envelope")
        try registry.register(Postmark.self, for: (any Carrier).self, typeIdentifier: "postmark")
        return registry
    }

    /// What decoding `data` as a ``FidelityBoard`` gives, as text: the value written back
    /// (sorted keys) and the report's entries, or the error.
    static func outcome(of data: Data, registry: TypeRegistry) -> String {
        let report = DecodingReport()
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        decoder.userInfo[.decodingReport] = report
        do {
            let board = try decoder.decode(FidelityBoard.self, from: data)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            encoder.userInfo[.typeRegistry] = registry
            let written = String(decoding: try encoder.encode(board), as: UTF8.self)
            return "value \(written)\nreport \(report.description)"
        } catch {
            return "error \(error)"
        }
    }

    /// What `data` gives decoded inside an ``Envelope``'s `init(from:)`, while the envelope
    /// is being tried, beside a deduced part at the same coding paths as the board's.
    static func nestedOutcome(of data: Data, registry: TypeRegistry) -> String {
        let body = String(
            decoding: try! JSONEncoder().encode(String(decoding: data, as: UTF8.self)), as: UTF8.self)
        let json = #"{"attachment":{"radius":9},"body":\#(body)}"#
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = registry
        do {
            let carrier = try decoder.decode(DynamicCodable<any Carrier>.self, from: Data(json.utf8))
                .wrappedValue
            guard let envelope = carrier as? Envelope else { return "not an envelope: \(carrier)" }
            return envelope.outcome
        } catch {
            return "the envelope failed: \(error)"
        }
    }

    /// What differs when `data` is decoded with `registry`, which has decoded other documents
    /// before, from a fresh registry's outcome; and inside another document; `nil` when
    /// nothing does.
    static func problem(_ data: Data, registry: TypeRegistry) -> String? {
        let expected: String
        do {
            expected = outcome(of: data, registry: try freshRegistry())
        } catch {
            return "The registry does not register: \(error)"
        }
        let afterHistory = outcome(of: data, registry: registry)
        if afterHistory != expected {
            return "After other documents, the outcome differs:\n\(afterHistory)\nfresh:\n\(expected)"
        }
        // A string carries the document as text: bytes that are not UTF-8 arrive repaired.
        let carried = Data(String(decoding: data, as: UTF8.self).utf8)
        let alone = carried == data ? expected : outcome(of: carried, registry: registry)
        let nested = nestedOutcome(of: data, registry: registry)
        if nested != alone {
            return "Inside another document, the outcome differs:\n\(nested)\nalone:\n\(alone)"
        }
        return nil
    }
}
