/// Stops a program that reads a `@Backed` property no initializer set, with a message
/// naming the property and the fix. This is a programming error, never a result of
/// input: decoding sets every property or throws.
///
/// A declaration with arguments knows its place in source; the names of the properties
/// declared there are remembered when their model is first used. A bare `@Backed`
/// knows no place, so the message lists the discovered bare properties of its type.
@usableFromInline
enum UnsetPropertyReport {
    private static let names = Locked([String: [String]]())

    /// Remembers the name of `property` under its declaration's place in source, or,
    /// for a bare `@Backed`, under its value type.
    static func remember<Value>(property: String, of definition: BackedDefinition<Value>) {
        names.withLock { $0[key(for: definition), default: []].append(property) }
    }

    @usableFromInline
    static func stop<Value>(definition: BackedDefinition<Value>) -> Never {
        let candidates = names.withLock { $0[key(for: definition)] ?? [] }
        let property = candidates.isEmpty ? "" : "'\(candidates.joined(separator: "' or '"))' "
        let place = definition.line == 0 ? "" : " declared at \(definition.location)"
        fatalError(
            """
            The @Backed property \(property)of type \(Value.self)\(place) was read before it was set. \
            Set it in every initializer (self.name = value), or give it a defaultValue:.
            """)
    }

    private static func key<Value>(for definition: BackedDefinition<Value>) -> String {
        definition.line == 0 ? "bare \(Value.self)" : definition.location
    }
}
