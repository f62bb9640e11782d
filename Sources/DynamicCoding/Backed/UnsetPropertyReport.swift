/// Stops a program that reads a `@Backed` property no initializer set, with a message
/// naming the property and the fix. This is a programming error, never a result of
/// input: decoding sets every property or throws.
@usableFromInline
enum UnsetPropertyReport {
    private static let names = Locked([String: String]())

    /// Remembers the property name declared at `location`, once its type is discovered.
    static func remember(property: String, at location: String) {
        names.withLock { $0[location] = property }
    }

    static func name(at location: String) -> String? {
        names.withLock { $0[location] }
    }

    @usableFromInline
    static func stop<Value>(definition: BackedDefinition<Value>) -> Never {
        let property = name(at: definition.location).map { "'\($0)' " } ?? ""
        fatalError(
            """
            The @Backed property \(property)of type \(Value.self) declared at \(definition.location) was read \
            before it was set. Set it in every initializer (self.name = value), or give it a defaultValue:.
            """)
    }
}
