import DynamicCoding
import Foundation

@testable import FuzzModels

extension Document {
    /// Lossy arrays, a dictionary and a set: an element appended or removed, `nil` or empty.
    var collectionEdits: [Edit<Document>] {
        let newScore = LocalityCheck.unusedKey(among: scores?.keys ?? [:].keys)
        var edits = [
            Edit<Document>("tags: one appended", owns: ["meta", "tags"]) {
                $0.tags = ($0.tags ?? []) + ["~"]
            },
            Edit("tags: set or removed", owns: ["meta", "tags"], apply: setOrRemove(\.tags, [])),
            Edit("scores: \(newScore) added", owns: ["scores", newScore]) {
                $0.scores = ($0.scores ?? [:]).merging([newScore: 0.5]) { $1 }
            },
            Edit("scores: set or removed", owns: ["scores"], apply: setOrRemove(\.scores, [:])),
            Edit("levels: one inserted", owns: ["levels"]) {
                var levels = $0.levels ?? []
                levels.insert((0...).first { !levels.contains($0) }!)
                $0.levels = levels
            },
            Edit("levels: set or removed", owns: ["levels"], apply: setOrRemove(\.levels, [])),
            Edit("widgets: a button appended", owns: ["widgets"]) {
                $0.widgets = ($0.widgets ?? []) + [Button(title: "edited", enabled: true)]
            },
            Edit("widgets: a plain widget appended", owns: ["widgets"]) {
                $0.widgets = ($0.widgets ?? []) + [PlainWidget(note: "edited")]
            },
            Edit("widgets: set or removed", owns: ["widgets"], apply: setOrRemove(\.widgets, [])),
        ]
        if let key = scores?.keys.min() {
            edits.append(Edit("scores: \(key) removed", owns: ["scores", key]) { $0.scores?[key] = nil })
        }
        return edits
    }

    /// Polymorphic values: another registered type, an element more, `nil` or a value.
    var shapeEdits: [Edit<Document>] {
        let newName = LocalityCheck.unusedKey(among: named?.keys ?? [:].keys)
        var edits = [
            Edit<Document>("shape: another type", owns: ["shape"]) {
                $0.shape = Shapes.another(than: $0.shape)
            },
            Edit("shape: set or removed", owns: ["shape"], apply: setOrRemove(\.shape, Circle(radius: 2))),
            Edit("shapes: a group appended", owns: ["layout", "shapes"]) {
                $0.shapes = ($0.shapes ?? []) + [Shapes.group]
            },
            Edit("shapes: set or removed", owns: ["layout", "shapes"], apply: setOrRemove(\.shapes, [])),
            Edit("named: \(newName) added", owns: ["layout", "named", newName]) {
                $0.named = ($0.named ?? [:]).merging([newName: Shapes.badge]) { $1 }
            },
            Edit("named: set or removed", owns: ["layout", "named"], apply: setOrRemove(\.named, [:])),
            Edit("main: another type", owns: ["layout", "main"]) { $0.main = Shapes.another(than: $0.main) },
        ]
        if let first = shapes?.first {
            edits.append(
                Edit("shapes: the first another type", owns: ["layout", "shapes"]) {
                    $0.shapes?[0] = Shapes.another(than: first)
                })
        }
        if let key = named?.keys.min(), let shape = named?[key] {
            edits.append(
                Edit("named: \(key) removed", owns: ["layout", "named", key]) { $0.named?[key] = nil })
            edits.append(
                Edit("named: \(key) another type", owns: ["layout", "named", key]) {
                    $0.named?[key] = Shapes.another(than: shape)
                })
        }
        return edits
    }

    /// The `.otherKeys` catch-all: a key added or removed, and a value changed. The catch-all
    /// also holds the keys no one owns inside the objects declared paths go through (`meta`,
    /// `layout`, …): such an object gets a member more, since declared properties write over
    /// any other value there.
    var catchAllEdits: [Edit<Document>] {
        let newKey = LocalityCheck.unusedKey(among: others.keys)
        var edits = [Edit<Document>("others: \(newKey) added", owns: [newKey]) { $0.others[newKey] = true }]
        guard let key = others.keys.min(), let value = others[key] else { return edits }
        edits.append(Edit("others: \(key) removed", owns: [key]) { $0.others[key] = nil })
        if case .object(var members) = value {
            let member = LocalityCheck.unusedKey(among: members.keys)
            members[member] = true
            edits.append(
                Edit("others: \(key).\(member) added", owns: [key, member]) {
                    $0.others[key] = .object(members)
                })
        } else {
            edits.append(
                Edit("others: \(key) wrapped in an array", owns: [key]) { $0.others[key] = .array([value]) })
        }
        return edits
    }
}
