import DynamicCoding
import Foundation

@testable import FuzzModels

extension Group: LocallyEditable {
    /// Edits of every property: an element appended, replaced by a shape of another type or
    /// removed; an entry added, replaced or removed; `nil` or a value.
    var edits: [Edit<Group>] {
        let newKey = LocalityCheck.unusedKey(among: named?.keys ?? [])
        var edits = [
            Edit<Group>("children: a circle appended", owns: ["children"]) {
                $0.children.append(Circle(radius: 0.5))
            },
            Edit("named: set or removed", owns: ["named"], apply: setOrRemove(\.named, [:])),
            Edit("named: \(newKey) added", owns: ["named", newKey]) {
                $0.named = $0.named ?? [:]
                $0.named?[newKey] = Shapes.label
            },
            Edit("selected: another type", owns: ["selected"]) {
                $0.selected = Shapes.another(than: $0.selected)
            },
            Edit(
                "selected: set or removed", owns: ["selected"], apply: setOrRemove(\.selected, Shapes.badge)),
        ]
        if let last = children.last {
            edits.append(
                Edit("children: the first removed", owns: ["children"]) { $0.children.removeFirst() })
            edits.append(
                Edit("children: the last another type", owns: ["children"]) {
                    $0.children[$0.children.count - 1] = Shapes.another(than: last)
                })
        }
        if let key = named?.keys.min(), let shape = named?[key] {
            edits.append(Edit("named: \(key) removed", owns: ["named", key]) { $0.named?[key] = nil })
            edits.append(
                Edit("named: \(key) another type", owns: ["named", key]) {
                    $0.named?[key] = Shapes.another(than: shape)
                })
        }
        return edits
    }
}

/// One shape of each registered type, for edits that put a shape where another was.
enum Shapes {
    /// A shape of the next registered type after `shape`'s: a label after a circle, a group
    /// after a label, a badge after a group, a circle after a badge or none.
    static func another(than shape: (any Shape)?) -> any Shape {
        switch shape {
        case is Circle: return label
        case is Label: return group
        case is Group: return badge
        default: return Circle(radius: 0.5)
        }
    }

    /// A label of every property set.
    static var label: Label {
        var label = Label()
        label.text = "edited"
        label.size = 3
        return label
    }

    /// A group of one circle, with a selected label.
    static var group: Group {
        var group = Group()
        group.children = [Circle(radius: 4)]
        group.selected = label
        return group
    }

    /// A badge of every property set.
    static var badge: Badge {
        var badge = Badge()
        badge.id = 7
        badge.name = "edited"
        badge.ratio = 0.25
        badge.on = true
        badge.at = Date(timeIntervalSince1970: 1.5)
        badge.x = 1
        badge.y = -1
        badge.title = "badge"
        return badge
    }
}
