/// Stops a program that reads a `@Backed` property no initializer set, with a message
/// naming the property and the fix. This is a programming error, never a result of
/// input: decoding sets every property or throws.
///
/// Every declaration knows its place in source; the names of the properties declared
/// there are remembered when their model is first used, so that the message names the
/// property too.
@usableFromInline
enum UnsetPropertyReport {
    private static let names = Locked([String: [String]]())

    /// Remembers the name of `property` under its declaration's place in source.
    static func remember<Value>(property: String, of definition: BackedDefinition<Value>) {
        names.withLock { $0[definition.location, default: []].append(property) }
    }

    @usableFromInline
    static func stop<Value>(definition: BackedDefinition<Value>) -> Never {
        let candidates = names.withLock { $0[definition.location] ?? [] }
        let property = candidates.isEmpty ? "" : "'\(candidates.joined(separator: "' or '"))' "
        fatalError(
            """
            The @Backed property \(property)of type \(Value.self) declared at \(definition.location) was read before it was set. \
            Set it in every initializer (self.name = value), or give it a defaultValue:.
            """)
    }
}
