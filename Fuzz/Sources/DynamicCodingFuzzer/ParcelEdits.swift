import DynamicCoding
import Foundation

@testable import FuzzModels

extension Parcel: LocallyEditable {
    /// Edits of every property, each of which changes the property whatever it holds, and the
    /// keys each may change.
    var edits: [Edit<Parcel>] {
        let newKey = LocalityCheck.unusedKey(among: others.keys)
        let newBoxKey = LocalityCheck.unusedKey(among: box.keys)
        var edits = [
            Edit<Parcel>("name: appended to", owns: ["name"]) { $0.name = ($0.name ?? "") + "~" },
            Edit("name: set or removed", owns: ["name"], apply: setOrRemove(\.name, "parcel")),
            Edit("extent.width: set or removed", owns: ["width"], apply: setOrRemove(\.extent.width, 1.5)),
            Edit("extent.depth: set or removed", owns: ["depth"], apply: setOrRemove(\.extent.depth, -2)),
            Edit("others: \(newKey) added", owns: [newKey]) { $0.others[newKey] = true },
            // The box owns its whole object: one its default replaced is written back as read
            // until the box is set, and then as set, invalid entries gone.
            Edit("box: \(newBoxKey) added", owns: ["box"]) { $0.box[newBoxKey] = 1 },
            Edit("label: set or removed", owns: ["box", "label"], apply: setOrRemove(\.label, "fragile")),
            Edit("tag: another kind", owns: ["tag"]) { $0.tag = Parcel.anotherTag(than: $0.tag) },
            Edit("count: one more", owns: ["meta", "count"]) { $0.count &+= 1 },
            Edit(
                "stamp: set or null", owns: ["stamp"],
                apply: setOrRemove(\.stamp, Date(timeIntervalSince1970: 86_400))),
        ]
        if let key = others.keys.min() {
            edits.append(Edit("others: \(key) removed", owns: [key]) { $0.others[key] = nil })
        }
        if let key = box.keys.min() {
            edits.append(Edit("box: \(key) removed", owns: ["box"]) { $0.box[key] = nil })
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
}
