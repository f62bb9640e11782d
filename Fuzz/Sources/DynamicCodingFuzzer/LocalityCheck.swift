import DynamicCoding
import Foundation

/// Decodes the bytes as a ``Parcel`` and applies one of its edits, chosen by a hash of the
/// bytes (so that a saved input replays the same edit): the edit must change its own keys
/// only, and what is written must decode to the edited parcel (``EditLocality``). Two
/// decodes of the bytes must not share the values of the parcel's stored properties that are
/// not `@Backed`.
enum LocalityCheck {
    static func check(_ data: Data) {
        guard let parcel = decode(data), let again = decode(data) else { return }
        guard parcel.scratch !== again.scratch, parcel.localID != again.localID else {
            fatalError("Two decoded parcels share the initial values of their stored properties")
        }
        let edits = edits(of: parcel)
        let edit = edits[Int(hash(of: data) % UInt64(edits.count))]
        let problems = EditLocality.problems(
            model: parcel, edits: [edit], encoder: RoundTrip.encoder,
            decoder: RoundTrip.decoder(DecodingReport()))
        guard problems.isEmpty else {
            fatalError(problems.joined(separator: "\n\n"))
        }
    }

    /// Edits of every property, each of which changes the property whatever it holds, and the
    /// keys each may change.
    static func edits(of parcel: Parcel) -> [Edit<Parcel>] {
        let newKey = unusedKey(among: parcel.others.keys)
        let newBoxKey = unusedKey(among: parcel.box.keys)
        var edits = [
            Edit<Parcel>("name: appended to", owns: ["name"]) { $0.name = ($0.name ?? "") + "~" },
            Edit("name: set or removed", owns: ["name"]) { $0.name = $0.name == nil ? "parcel" : nil },
            Edit("extent.width: set or removed", owns: ["width"]) {
                $0.extent.width = $0.extent.width == nil ? 1.5 : nil
            },
            Edit("extent.depth: set or removed", owns: ["depth"]) {
                $0.extent.depth = $0.extent.depth == nil ? -2 : nil
            },
            Edit("others: \(newKey) added", owns: [newKey]) { $0.others[newKey] = true },
            Edit("box: \(newBoxKey) added", owns: ["box", newBoxKey]) { $0.box[newBoxKey] = 1 },
            Edit("label: set or removed", owns: ["box", "label"]) {
                $0.label = $0.label == nil ? "fragile" : nil
            },
            Edit("tag: another kind", owns: ["tag"]) { $0.tag = anotherTag(than: $0.tag) },
            Edit("count: one more", owns: ["meta", "count"]) { $0.count &+= 1 },
            Edit("stamp: set or null", owns: ["stamp"]) {
                $0.stamp = $0.stamp == nil ? Date(timeIntervalSince1970: 86_400) : nil
            },
        ]
        if let key = parcel.others.keys.first {
            edits.append(Edit<Parcel>("others: \(key) removed", owns: [key]) { $0.others[key] = nil })
        }
        if let key = parcel.box.keys.min() {
            edits.append(Edit<Parcel>("box: \(key) removed", owns: ["box", key]) { $0.box[key] = nil })
        }
        return edits
    }

    /// A string for none, a widget for a string, none for a widget.
    private static func anotherTag(than tag: OneOf<String, any Widget>?) -> OneOf<String, any Widget>? {
        switch tag {
        case nil: return .first("tagged")
        case .first(let text)?: return .second(Button(title: text, enabled: nil))
        case .second?: return nil
        }
    }

    /// `added`, `added~`, … : the first that is not among `keys`.
    private static func unusedKey(among keys: some Sequence<String>) -> String {
        let taken = Set(keys)
        var key = "added"
        while taken.contains(key) { key += "~" }
        return key
    }

    /// FNV-1a of the bytes.
    private static func hash(of data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private static func decode(_ data: Data) -> Parcel? {
        try? RoundTrip.decoder(DecodingReport()).decode(Parcel.self, from: data)
    }
}
