extension CodableValue {
    /// The value at `path`: its key and index steps taken one after the other.
    ///
    /// Reading tries the path's alternatives (`??`) in order and gives the first value
    /// found, or `nil`; a step that fans out (`.allKeys`, `.allValues`, a filter) finds
    /// nothing. Writing uses the first alternative, as encoding does: missing objects on
    /// the way are created (a key step into a missing member or `null`), the last step is
    /// set as by ``subscript(_:)-(String)`` or ``subscript(_:)-(Int)``, and setting `nil`
    /// removes the last key. When a step cannot be taken (an index out of range, a key
    /// into an array or a scalar, a fan-out step), nothing changes. The empty path is the
    /// value itself.
    ///
    /// ```swift
    /// var manifest: CodableValue = ["spec": ["containers": [["image": "nginx:1.25"]]]]
    /// let image = Path("spec", "containers", 0, "image")
    /// manifest[image]                               // .string("nginx:1.25")
    /// manifest[image] = "nginx:stable"
    /// manifest[Path("metadata", "labels", "app")] = "web"  // creates metadata and labels
    /// ```
    public subscript(path: Path) -> CodableValue? {
        get { path.alternatives.lazy.compactMap { self.value(at: $0[...]) }.first }
        set {
            if let changed = setting(newValue, at: path.components[...]) { self = changed }
        }
    }

    private func value(at components: ArraySlice<PathComponent>) -> CodableValue? {
        guard let step = components.first else { return self }
        switch step {
        case .key(let key): return self[key]?.value(at: components.dropFirst())
        case .index(let index): return self[index]?.value(at: components.dropFirst())
        case .allKeys, .allValues, .filter: return nil
        }
    }

    /// This value with `newValue` set at `components`, or `nil` when a step cannot be taken.
    private func setting(_ newValue: CodableValue?, at components: ArraySlice<PathComponent>) -> CodableValue?
    {
        guard let step = components.first else { return newValue ?? .null }
        let rest = components.dropFirst()
        var changed = self
        switch step {
        case .key(let key):
            guard isNull || objectValue != nil else { return nil }
            guard !rest.isEmpty else {
                changed[key] = newValue
                return changed
            }
            // A missing member is `null`, made an object by the next key step; removing from it is a no-op.
            guard let member = self[key] ?? (newValue == nil ? Optional.none : .null) else { return self }
            guard let member = member.setting(newValue, at: rest) else { return nil }
            changed[key] = member
        case .index(let index):
            guard !rest.isEmpty else {
                guard let elements = arrayValue, newValue != nil, (0...elements.count).contains(index) else {
                    return nil
                }
                changed[index] = newValue
                return changed
            }
            guard let element = self[index]?.setting(newValue, at: rest) else { return nil }
            changed[index] = element
        case .allKeys, .allValues, .filter:
            return nil
        }
        return changed
    }
}
