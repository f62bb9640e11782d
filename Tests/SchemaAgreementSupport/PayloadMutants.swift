import DynamicCoding
import Foundation

/// Payloads near a valid one, each a single change: a member removed, a value of another
/// JSON type, a discriminator naming no registered type. Each is named after the change
/// and its JSON path: `"removed routes[2].title"`, `"routes[2].id as string"`,
/// `"routes[0].type unknown"`.
///
/// The list starts with the payload itself (`"original"`), then walks the payload depth
/// first, members in the object's order; for each value under the root it gives, in order:
/// - `removed <path>`, when the value is an object's member;
/// - `<path> as <type>`, one value of each other JSON type: `null`, `true`, `1`, `1.5`,
///   `"mutant"`, `[]` and `{}` (`null`, `boolean`, `integer`, `number`, `string`, `array`,
///   `object`). A double is a `number`, whole or not, so it is given an integer too;
/// - `<path> unknown`, when the value is a string under a key in `discriminatorKeys`;
/// and then the changes inside the value. A payload with `n` values under the root, `m` of
/// them object members and `d` discriminators has `1 + m + 6n + d` mutants.
///
/// ```swift
/// PayloadMutants.of(["id": 7]).map(\.name)
/// // ["original", "removed id", "id as null", "id as boolean", "id as number",
/// //  "id as string", "id as array", "id as object"]
/// ```
package enum PayloadMutants {
    /// The JSON types a value can be replaced with, and the value each is replaced with.
    private static let replacements: [(type: String, value: CodableValue)] = [
        ("null", .null), ("boolean", .bool(true)), ("integer", .int(1)), ("number", .double(1.5)),
        ("string", .string("mutant")), ("array", .array([])), ("object", .object([:])),
    ]

    /// The payload itself, then every single-change mutant of it, named (see ``PayloadMutants``).
    package static func of(
        _ payload: CodableValue, discriminatorKeys: Set<String> = [],
        unknownIdentifier: String = "unregistered-type"
    ) -> [(name: String, payload: CodableValue)] {
        [("original", payload)]
            + mutantsInside(payload, at: "", discriminatorKeys: discriminatorKeys, unknown: unknownIdentifier)
    }

    /// The mutants of `value` (at `path`) whose change is in one of its members or elements.
    private static func mutantsInside(
        _ value: CodableValue, at path: String, discriminatorKeys: Set<String>, unknown: String
    ) -> [(name: String, payload: CodableValue)] {
        var mutants: [(name: String, payload: CodableValue)] = []
        switch value {
        case .object(let object):
            for (key, member) in object {
                let memberPath = path + component(key, first: path.isEmpty)
                var removed = object
                removed.removeValue(forKey: key)
                mutants.append(("removed \(memberPath)", .object(removed)))
                var changes = mutantsOf(
                    member, at: memberPath, discriminatorKeys: discriminatorKeys, unknown: unknown)
                if discriminatorKeys.contains(key), case .string = member {
                    changes.append(("\(memberPath) unknown", .string(unknown)))  // after its replacements
                }
                for (name, changed) in changes {
                    var changedObject = object
                    changedObject[key] = changed
                    mutants.append((name, .object(changedObject)))
                }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                let elementPath = "\(path)[\(index)]"
                for (name, changed) in mutantsOf(
                    element, at: elementPath, discriminatorKeys: discriminatorKeys, unknown: unknown)
                {
                    var changedElements = elements
                    changedElements[index] = changed
                    mutants.append((name, .array(changedElements)))
                }
            }
        default:
            break
        }
        return mutants
    }

    /// The replacements of `value` itself (at `path`), then the mutants inside it; each is
    /// the changed value, for the caller to put back in its place.
    private static func mutantsOf(
        _ value: CodableValue, at path: String, discriminatorKeys: Set<String>, unknown: String
    ) -> [(name: String, payload: CodableValue)] {
        let type = jsonType(of: value)
        let replaced = replacements.filter { $0.type != type }.map { ("\(path) as \($0.type)", $0.value) }
        return replaced
            + mutantsInside(value, at: path, discriminatorKeys: discriminatorKeys, unknown: unknown)
    }

    /// The JSON type of `value`, as ``replacements`` names it; a double is a `number`, and
    /// so is an exact number written with a point or an exponent.
    private static func jsonType(of value: CodableValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .number(let number): number.text.contains { ".eE".contains($0) } ? "number" : "integer"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The path component of a member: `key` (`.key` after a parent), or `["key"]` when
    /// the key is empty or holds a character that would make the path ambiguous.
    private static func component(_ key: String, first: Bool) -> String {
        let plain = !key.isEmpty && !key.contains { ".[]\" ".contains($0) }
        if plain { return first ? key : "." + key }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        return "[\"\(escaped)\"]"
    }
}
