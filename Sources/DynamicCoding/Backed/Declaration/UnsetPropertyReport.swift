/// Stops a program that reads a `@Backed` property no initializer set, with a message
/// naming the property and the fix. This is a programming error, never a result of
/// input: decoding sets every property or throws.
///
/// Every declaration knows its place in source; the names of the properties declared
/// there are remembered when their model is first used, so that the message names the
/// property too.
@usableFromInline
enum UnsetPropertyReport {
    /// Property names with their declarations' places in source, in the order their
    /// models were first used: appended as they are (no text made, nothing hashed), since
    /// only a program about to stop looks them up.
    private static let names = Locked(
        {
            var names: [RememberedName] = []
            names.reserveCapacity(64)
            return names
        }())

    /// A property's name under its declaration's place in source. A struct rather than a
    /// tuple: the runtime makes a tuple's metadata, and its array's, on first use.
    private struct RememberedName {
        let fileID: StaticString
        let line: UInt
        let property: String
    }

    /// Remembers the name of `property` under its declaration's place in source.
    static func remember<Value>(property: String, of definition: BackedDefinition<Value>) {
        names.withLock {
            $0.append(RememberedName(fileID: definition.fileID, line: definition.line, property: property))
        }
    }

    @usableFromInline
    static func stop<Value>(definition: BackedDefinition<Value>) -> Never {
        let candidates = names.withLock { names in
            names.filter { "\($0.fileID):\($0.line)" == definition.location }.map(\.property)
        }
        let property = candidates.isEmpty ? "" : "'\(candidates.joined(separator: "' or '"))' "
        fatalError(
            """
            The @Backed property \(property)of type \(Value.self) declared at \(definition.location) was read before it was set. \
            Set it in every initializer (self.name = value), or give it a defaultValue:.
            """)
    }
}
