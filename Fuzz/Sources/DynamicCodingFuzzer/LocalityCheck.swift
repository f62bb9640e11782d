import DynamicCoding
import Foundation

@testable import FuzzModels

/// A fuzz model whose decoded values get a random edit: every declared property has one or
/// more edits, each of which changes the property whatever it holds.
protocol LocallyEditable: Codable, Equatable {
    /// Edits of every declared property of this value, each with the keys it may change.
    var edits: [Edit<Self>] { get }
}

/// Decodes the bytes as a ``LocallyEditable`` model and applies one of its edits, chosen by a
/// hash of the bytes (so that a saved input replays the same edit): the edit must change its
/// own keys only, and what is written must decode to the edited model (``EditLocality``).
/// Two decodes of the bytes as a ``Parcel`` must not share the values of its stored
/// properties that are not `@Backed`.
enum LocalityCheck {
    /// Decodes `data` as `Model` and checks the edit the hash of `data` picks.
    static func checkOneEdit<Model: LocallyEditable>(_ type: Model.Type, _ data: Data) {
        guard let model = decode(Model.self, data) else { return }
        let edits = model.edits
        let edit = edits[Int(Checks.hash(of: data) % UInt64(edits.count))]
        if verbose { print("\(Model.self): edit \(edit.name)") }
        let problems = EditLocality.problems(
            model: model, edits: allEdits ? edits : [edit], encoder: RoundTrip.encoder,
            decoder: RoundTrip.decoder(DecodingReport()))
        guard problems.isEmpty else {
            fatalError("\(Model.self): " + problems.joined(separator: "\n\n"))
        }
    }

    /// `FUZZ_VERBOSE=1` prints the edit each model gets.
    private static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

    /// `FUZZ_ALL_EDITS=1` checks every edit of each model instead of the one the hash picks
    /// (to run the seeds or a saved corpus through all of them: `<binary> Corpus/*`).
    private static let allEdits = ProcessInfo.processInfo.environment["FUZZ_ALL_EDITS"] == "1"

    /// `added`, `added~`, … : the first that is not among `keys`.
    static func unusedKey(among keys: some Sequence<String>) -> String {
        FuzzModels.unusedKey(among: keys)
    }

    /// Two parcels decoded from `data` hold their own initial values.
    static func checkInitialValues(_ data: Data) {
        guard let parcel = decode(Parcel.self, data), let again = decode(Parcel.self, data) else { return }
        guard parcel.scratch !== again.scratch, parcel.localID != again.localID else {
            fatalError("Two decoded parcels share the initial values of their stored properties")
        }
    }

    private static func decode<Model: Decodable>(_ type: Model.Type, _ data: Data) -> Model? {
        try? RoundTrip.decoder(DecodingReport()).decode(Model.self, from: data)
    }
}

/// Sets the optional at `keyPath` to `value` when it is `nil`, and to `nil` otherwise.
func setOrRemove<Model, Value>(_ keyPath: WritableKeyPath<Model, Value?>, _ value: Value) -> (inout Model) ->
    Void
{
    { $0[keyPath: keyPath] = $0[keyPath: keyPath] == nil ? value : nil }
}
