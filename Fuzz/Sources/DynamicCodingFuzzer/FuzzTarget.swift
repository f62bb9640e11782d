import DynamicCoding
import Foundation

@testable import FuzzModels

/// The fuzz targets, one property each, selected by `FUZZ_TARGET` (`Fuzz/run.sh TARGET`).
///
/// The targets that check models (``roundtrip``, ``fidelity``, ``locality``) read an input as
/// a selector and a payload: its first two bytes, big-endian, pick one entry of the target's
/// table (modulo its size), and the rest is the JSON that entry decodes. The others read the
/// whole input as the document. A crash, an error that is not a `DecodingError`/`EncodingError`,
/// or a property that does not hold stops the fuzzer with the input saved.
enum FuzzTarget: String, CaseIterable {
    /// Decode → encode → decode gives an equal value (also through a property list): the
    /// hand-written models, a key strategy, a read-only path that must refuse to encode, and
    /// every model of the declaration matrix with and without fallbacks.
    case roundtrip
    /// An edit of one property changes its own keys only, and what is written decodes back.
    case locality
    /// An unchanged round trip gives the document back (the fidelity board, a catch-all
    /// manifest, the faithful models of the matrix).
    case fidelity
    /// The same input decodes the same whatever was decoded before, and inside another
    /// document's `init(from:)` (``HistoryCheck``).
    case history
    /// An edit written back as a patch of the JSON or YAML text reads back as the edit
    /// (``TextEditCheck``).
    case textedits
    /// ``DynamicJSONDecoder`` agrees with `JSONDecoder` (``DecoderAgreementCheck``).
    case agreement
    /// `JSONLocation` and error rendering stay inside the data (``LocatorCheck``).
    case locator

    /// The target `FUZZ_TARGET` names; read once.
    static let selected = ProcessInfo.processInfo.environment["FUZZ_TARGET"].flatMap(FuzzTarget.init)

    /// The target's selection table; empty for a target that reads the whole input.
    var entries: [Entry] {
        switch self {
        case .roundtrip: Tables.roundtrip
        case .locality: Tables.locality
        case .fidelity: Tables.fidelity
        case .history, .textedits, .agreement, .locator: []
        }
    }

    /// Checks the target's property on one input.
    func run(_ data: Data) {
        switch self {
        case .roundtrip, .locality, .fidelity:
            guard let (entry, payload) = Entry.select(data, in: entries) else { return }
            entry.check(payload)
        case .history: HistoryCheck.check(data)
        case .textedits: TextEditCheck.check(data)
        case .agreement: DecoderAgreementCheck.check(data)
        case .locator: LocatorCheck.check(data)
        }
    }

    /// Writes the target's seeds into `directory`: the committed corpus, and for a table, each
    /// entry's seeds behind its selector.
    func writeSeeds(to directory: URL, corpus: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        let documents = try files.map { try Data(contentsOf: $0) }
        let table = entries
        guard !table.isEmpty else {
            for (file, document) in zip(files, documents) {
                try document.write(to: directory.appendingPathComponent(file.lastPathComponent))
            }
            return
        }
        for (index, entry) in table.enumerated() {
            for (number, seed) in (entry.seeds?.map { Data($0.utf8) } ?? documents).enumerated() {
                let selector = Data([UInt8(index >> 8), UInt8(index & 0xff)])
                try (selector + seed).write(to: directory.appendingPathComponent("\(index)-\(number).json"))
            }
        }
    }
}

/// One entry of a selection table: a check of one model on the payload. (Immutable, and libFuzzer
/// runs the inputs on one thread.)
struct Entry: @unchecked Sendable {
    /// What is checked, for `FUZZ_VERBOSE=1`.
    let name: String
    /// Payloads it decodes, for the seeds; `nil` for the committed corpus. (Strings: LeakSanitizer
    /// takes a `Data` held in a static table for a leak.)
    let seeds: [String]?
    let check: (Data) -> Void

    init(_ name: String, seeds: [String]? = nil, check: @escaping (Data) -> Void) {
        self.name = name
        self.seeds = seeds
        self.check = check
    }

    /// The entry the first two bytes of `data` select, and the payload after them.
    static func select(_ data: Data, in entries: [Entry]) -> (Entry, Data)? {
        guard data.count >= 2, !entries.isEmpty else { return nil }
        let selector = Int(data[data.startIndex]) << 8 | Int(data[data.startIndex + 1])
        let entry = entries[selector % entries.count]
        if verbose { print("entry \(selector % entries.count): \(entry.name)") }
        return (entry, Data(data.dropFirst(2)))
    }

    private static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"
}

/// The selection tables, built once.
enum Tables {
    static let roundtrip: [Entry] =
        [
            Entry("Document") { RoundTrip.check(Document.self, $0) },
            Entry("Board") { RoundTrip.check(Board.self, $0) },
            Entry("Group") { RoundTrip.check(Group.self, $0) },
            Entry("LayoutBoard") { RoundTrip.check(LayoutBoard.self, $0) },
            Entry("Parcel") { RoundTrip.check(Parcel.self, $0) },
            Entry("Lookup refuses to encode") { RoundTrip.checkRefusesToEncode(Lookup.self, $0) },
            Entry("Document with a key strategy") { KeyStrategyRoundTrip.check($0) },
        ] + Matrix.entries(check: { Matrix.roundTrip($0, $1, $2) })

    static let locality: [Entry] =
        [
            Entry("Parcel") {
                LocalityCheck.checkInitialValues($0)
                LocalityCheck.checkOneEdit(Parcel.self, $0)
            },
            Entry("Document") { LocalityCheck.checkOneEdit(Document.self, $0) },
            Entry("Group") { LocalityCheck.checkOneEdit(Group.self, $0) },
        ] + Matrix.entries(check: { Matrix.locality($0, $1, $2) })

    static let fidelity: [Entry] =
        [0, 1].map { registry in
            Entry(
                "FidelityBoard" + (registry == 1 ? ", with fallbacks" : ""),
                seeds: fidelityPayloads.filter { registry == 1 || !$0.needsFallbacks }.map(\.json)
            ) { FidelityCheck.check($0, registry: registry) }
        } + [Entry("Manifest") { CatchAllCheck.check($0) }]
        + Matrix.entries(where: { $0.faithful }, check: { Matrix.fidelity($0, $1, $2) })
}

/// What the checks share: decoding with the error checks, encoding, stopping.
enum Checks {
    /// The decoded value, or `nil` after checking that decoding threw a `DecodingError`.
    /// Everything the report recorded must be a `DecodingError` too, and renders.
    static func decode<Model: Decodable>(_ type: Model.Type, _ data: Data, _ decoder: JSONDecoder) -> Model? {
        let report = decoder.userInfo[.decodingReport] as? DecodingReport
        defer {
            for entry in report?.entries ?? [] {
                expectDecodingError(entry.error, "the report of \(Model.self)")
                _ = entry.rendered(in: data)
            }
        }
        do {
            return try decoder.decode(Model.self, from: data)
        } catch {
            expectDecodingError(error, "decoding the input as \(Model.self)")
            _ = DecodingErrorDescription.rendered(error, in: data)
            return nil
        }
    }

    /// What `value` encodes to; `nil` for a number `JSONEncoder` cannot write exactly (an
    /// `EncodingError` by design: `DynamicJSONEncoder` writes it); any other failure stops.
    static func encode<Model: Encodable>(_ value: Model, _ encoder: JSONEncoder, _ what: String) -> Data? {
        do {
            return try encoder.encode(value)
        } catch EncodingError.invalidValue(_, let context)
            where context.debugDescription.contains("cannot be written exactly")
        {
            return nil
        } catch {
            stop("\(what) decoded but does not encode: \(error)")
        }
    }

    static func expectDecodingError(_ error: any Error, _ doing: String) {
        guard error is DecodingError else {
            stop("\(doing) threw \(Swift.type(of: error)), not a DecodingError: \(error)")
        }
    }

    /// FNV-1a of the bytes.
    static func hash(of data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    static func stop(_ message: String, _ documents: Data...) -> Never {
        fatalError(
            ([message] + documents.map { String(decoding: $0, as: UTF8.self) }).joined(separator: "\n"))
    }
}

/// libFuzzer's entry point: runs the selected target on the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.selected?.run(Data(UnsafeBufferPointer(start: bytes, count: count)))
    return 0
}
