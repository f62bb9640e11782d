import DynamicCoding
import Foundation

@testable import FuzzModels

enum RoundTrip {
    /// Decodes `data` as `Model`; what decodes must encode and decode again to an equal value.
    static func check<Model: Codable>(_ type: Model.Type, _ data: Data) {
        guard let first = decode(Model.self, data) else { return }
        let encoded: Data
        do {
            encoded = try encoder.encode(first)
        } catch {
            stop("\(Model.self) decoded but does not encode: \(error)")
        }
        let second: Model
        do {
            second = try decoder(DecodingReport()).decode(Model.self, from: encoded)
        } catch {
            stop(
                "\(Model.self) does not decode what it encoded: \(error)\n"
                    + String(decoding: encoded, as: UTF8.self))
        }
        guard same(first, second) else {
            stop(
                "\(Model.self) changed in a round trip:\n\(first)\n\(second)\n"
                    + String(decoding: encoded, as: UTF8.self))
        }
        checkPropertyList(first)
    }

    /// What decoded from JSON also round-trips through a binary property list.
    private static func checkPropertyList<Model: Codable>(_ value: Model) {
        do {
            let plist = try plistEncoder.encode(value)
            let decoder = PropertyListDecoder()
            decoder.userInfo[.typeRegistry] = fuzzRegistry
            let again = try decoder.decode(Model.self, from: plist)
            guard same(value, again) else {
                stop("\(Model.self) changed in a property list:\n\(value)\n\(again)")
            }
        } catch {
            stop("\(Model.self) does not round-trip through a property list: \(error)\n\(value)")
        }
    }

    private static let plistEncoder: PropertyListEncoder = {
        let encoder = PropertyListEncoder()
        encoder.userInfo[.typeRegistry] = fuzzRegistry
        return encoder
    }()

    /// Decodes `data` as `Model`; what decodes must fail to encode with the error for a
    /// path that can only be read.
    static func checkRefusesToEncode<Model: Codable>(_ type: Model.Type, _ data: Data) {
        guard let first = decode(Model.self, data) else { return }
        do {
            let encoded = try encoder.encode(first)
            stop("\(Model.self) encoded a read-only path: " + String(decoding: encoded, as: UTF8.self))
        } catch EncodingError.invalidValue(_, let context) {
            guard case .unwritablePath? = context.underlyingError as? DynamicCodingFailure else {
                stop("Encoding \(Model.self) failed for another reason: \(context)")
            }
        } catch {
            stop("Encoding \(Model.self) threw \(Swift.type(of: error)), not an EncodingError: \(error)")
        }
    }

    /// The decoded value, or `nil` after checking that decoding threw a `DecodingError`.
    /// Everything the report recorded must be a `DecodingError` too.
    private static func decode<Model: Decodable>(_ type: Model.Type, _ data: Data) -> Model? {
        let report = DecodingReport()
        defer {
            for entry in report.entries {
                expectDecodingError(entry.error, "the report of \(Model.self)")
                _ = entry.rendered(in: data)
            }
        }
        do {
            let value = try decoder(report).decode(Model.self, from: data)
            if verbose { print("\(Model.self): decoded, \(report.entries.count) report entries") }
            return value
        } catch {
            if verbose { print("\(Model.self): \(DecodingErrorDescription.message(of: error))") }
            expectDecodingError(error, "decoding the input as \(Model.self)")
            _ = DecodingErrorDescription.rendered(error, in: data)
            return nil
        }
    }

    /// `FUZZ_VERBOSE=1` prints what each model made of each input, to check the seeds.
    private static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

    /// A JSON decoder with the fuzz registry and `report`.
    static func decoder(_ report: DecodingReport) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = fuzzRegistry
        decoder.userInfo[.decodingReport] = report
        return decoder
    }

    /// A JSON encoder with the fuzz registry and sorted keys.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.userInfo[.typeRegistry] = fuzzRegistry
        return encoder
    }()

    private static func expectDecodingError(_ error: any Error, _ doing: String) {
        guard error is DecodingError else {
            stop("\(doing) threw \(Swift.type(of: error)), not a DecodingError: \(error)")
        }
    }

    private static func stop(_ message: String) -> Never {
        fatalError(message)
    }
}
