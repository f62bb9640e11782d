import DynamicCoding

/// One edit of a document of a fixture, applied alone: a value set, a member or item
/// removed, a key added to a mapping or an item appended to a sequence.
struct FixtureEdit: CustomStringConvertible {
    enum Kind: String {
        case set, remove, add
    }

    let kind: Kind
    let path: YAMLPath
    /// The value set or added; `nil` for a removal.
    let value: CodableValue?

    var description: String {
        "\(kind.rawValue) \(path)" + (value.map { " = \($0)" } ?? "")
    }

    /// Every edit of `value`: each scalar changed, each member and item removed, a key added
    /// to each mapping, an item like its last appended to each sequence.
    static func all(of value: CodableValue, at path: YAMLPath = []) -> [FixtureEdit] {
        switch value {
        case .object(let members):
            var edits = members.flatMap { key, member in
                [FixtureEdit(kind: .remove, path: path.appending(.key(key)), value: nil)]
                    + all(of: member, at: path.appending(.key(key)))
            }
            edits.append(
                FixtureEdit(kind: .add, path: path.appending(.key("added-by-edit")), value: "new value"))
            return edits
        case .array(let elements):
            var edits = elements.enumerated().flatMap { index, element in
                [FixtureEdit(kind: .remove, path: path.appending(.index(index)), value: nil)]
                    + all(of: element, at: path.appending(.index(index)))
            }
            if let last = elements.last {
                edits.append(
                    FixtureEdit(kind: .add, path: path.appending(.index(elements.count)), value: last))
            }
            return edits
        default:
            return [FixtureEdit(kind: .set, path: path, value: changed(value))]
        }
    }

    private static func changed(_ value: CodableValue) -> CodableValue {
        switch value {
        case .null: return "set"
        case .bool(let flag): return .bool(!flag)
        case .int(let number): return .int(number == .max ? number - 1 : number + 1)
        case .double(let number): return .double(number + 0.5)
        case .string(let text): return .string(text.isEmpty ? "edited" : text + "-edited")
        default: return value
        }
    }

    /// `document` with this edit made.
    func applied(to document: CodableValue) -> CodableValue {
        document.setting(value, at: path.components[...])
    }
}
