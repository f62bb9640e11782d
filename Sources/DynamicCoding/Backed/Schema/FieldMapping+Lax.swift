/// Lax reading (``BackedOptions/lax``, a ``LaxScalars`` model): a number or boolean read
/// from the string that spells it, recorded to be written back as that string.
extension FieldMapping {
    /// A number or boolean that the first plain-key path holding a string spells, for a
    /// lax property (``BackedOptions/lax``, a ``LaxScalars`` model), recorded to be
    /// written back as that string; `nil` when the property is not lax or no string
    /// spells its value. Asked only once the value failed to decode.
    func laxRecord(_ containers: inout DecodingContainers) -> ReadRecord<Value>? {
        guard laxScalar != nil else { return nil }
        for (index, route) in routes.enumerated() {
            if route.isFlat, containers.tree.payloadForm == .value {
                // The model is this property's value.
                guard let text = try? containers.decoder.singleValueContainer().decode(String.self) else {
                    continue
                }
                return laxRecord(text, route: index)
            }
            if let element = route.rootIndex {
                // An element of a model that is an array.
                guard let text = try? Self.string(at: element, of: containers.decoder) else { continue }
                return laxRecord(text, route: index)
            }
            guard let (key, node) = route.plainKey,
                let container = try? containers.container(at: node)?.pointee,
                let text = try? container.decode(String.self, forKey: key)
            else { continue }
            return laxRecord(text, route: index)
        }
        return nil
    }

    /// The string at `index` of the array `decoder` holds.
    private static func string(at index: Int, of decoder: any Decoder) throws -> String {
        var elements = try decoder.unkeyedContainer()
        for _ in 0..<index { _ = try elements.decode(SkippedValue.self) }
        return try elements.decode(String.self)
    }

    /// The value `text` spells, read at `route` of a lax property, recorded to be written
    /// back as `text`; `nil` when the property is not lax or `text` spells no value.
    func laxRecord(_ text: String, route: Int) -> ReadRecord<Value>? {
        // Unwrapped first: `nil` cast to an optional `Value` would succeed, as `nil`.
        guard let parsed = laxScalar?.init(laxText: text), let value = parsed as? Value else { return nil }
        return ReadRecord(value: value, route: route, payload: .replaced(.string(text)))
    }

    /// The property's type as a ``LaxScalar``, when the property reads one from a string too.
    var laxScalar: (any LaxScalar.Type)? {
        guard definition.readsLax || model is any LaxScalars.Type else { return nil }
        return Value.self as? any LaxScalar.Type
    }
}
