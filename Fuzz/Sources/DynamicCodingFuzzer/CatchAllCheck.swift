import DynamicCoding
import Foundation

@testable import FuzzModels

/// A whole document in a `.flat` catch-all with declared fields over it, the way a config
/// tool edits a manifest.
struct Manifest: BackedCodable {
    @Backed(.flat) var document: CodableValue
    @Backed("kind") var kind: String?
    @Backed(Path("spec", "replicas")) var replicas: Int?
    @Backed(Path("spec", "paused"), options: .explicitNull) var paused: Bool?
    @Backed(Path("meta", "labels", "tier")) var tier: String?

    /// The declared paths, as keys.
    static let declaredPaths = [
        ["kind"], ["spec", "replicas"], ["spec", "paused"], ["meta", "labels", "tier"],
    ]
}

/// Decodes the bytes as a ``Manifest`` and writes it with `JSONEncoder` and
/// `PropertyListEncoder`: everything the declared fields don't own must be written back as
/// read, the two documents must be the same, and writing what was written again must not
/// change it.
enum CatchAllCheck {
    static func check(_ data: Data) {
        guard let manifest = try? RoundTrip.decoder(DecodingReport()).decode(Manifest.self, from: data),
            case .object = manifest.document
        else { return }
        do {
            let json = try RoundTrip.encoder.encode(manifest)
            let written = try JSONDecoder().decode(CodableValue.self, from: json)
            expectKept(manifest.document, in: written, except: Manifest.declaredPaths, json)
            let again = try RoundTrip.encoder.encode(
                try RoundTrip.decoder(DecodingReport()).decode(Manifest.self, from: json))
            guard again == json else {
                fatalError("A manifest written again changed:\n\(string(json))\n\(string(again))")
            }
            let plist = try PropertyListEncoder().encode(manifest)
            let fromPlist = try PropertyListDecoder().decode(CodableValue.self, from: plist)
            guard sameNumbers(fromPlist, written) else {
                fatalError("A manifest's property list differs from its JSON:\n\(fromPlist)\n\(string(json))")
            }
        } catch  where "\(error)".contains("cannot be written exactly") {
            return  // a number JSONEncoder or a property list cannot hold: an EncodingError by design
        } catch {
            fatalError("A manifest decoded but does not round-trip: \(error)")
        }
    }

    /// Checks that every entry of `original` outside the declared paths is in `written`.
    private static func expectKept(
        _ original: CodableValue, in written: CodableValue, except declared: [[String]], _ json: Data
    ) {
        guard case .object(let members) = original else { return }
        for (key, value) in members {
            let below = declared.filter { $0.first == key }.map { Array($0.dropFirst()) }
            if below.contains([]) { continue }
            guard case .object(let writtenMembers) = written, let writtenValue = writtenMembers[key] else {
                fatalError("A manifest lost \"\(key)\" of \(original):\n\(string(json))")
            }
            if below.isEmpty {
                guard sameNumbers(value, writtenValue) else {
                    fatalError("A manifest changed \"\(key)\": \(value) became \(writtenValue)")
                }
            } else {
                expectKept(value, in: writtenValue, except: below, json)
            }
        }
    }

    private static func string(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }
}
