/// The `@Backed` declarations made on one thread while the library makes a model's
/// template with `init()`, so that the schema finds each property's declaration by its
/// address in the template rather than by asking the runtime whether each stored
/// property's type conforms to a protocol: the first such question in a process scans
/// every protocol conformance record (about 190,000 instructions).
///
/// ```swift
/// let (template, declarations) = DeclarationCollector.collecting { Model() }
/// // declarations: each BackedDefinition the init() made, nested models' included
/// ```
enum DeclarationCollector {
    private static let slot = ThreadSlot()

    /// What `make` returns, with the declarations made while it ran on this thread.
    static func collecting<Made>(_ make: () throws -> Made) rethrows -> (
        made: Made, declarations: [any CollectedDeclaration]
    ) {
        var declarations: [any CollectedDeclaration] = []
        declarations.reserveCapacity(16)
        let made = try slot.binding(&declarations, make)
        return (made, declarations)
    }

    /// Notes `declaration` if this thread is collecting: one thread-local load otherwise.
    static func note(_ declaration: any CollectedDeclaration) {
        slot.pointer(to: [any CollectedDeclaration].self)?.pointee.append(declaration)
    }
}

/// A collected declaration, opened to its value type by a ``DeclarationOpener``.
protocol CollectedDeclaration: AnyObject {
    func open<Opener: DeclarationOpener>(with opener: Opener) -> Opener.Result
}

/// What is done with a collected declaration once its value type is known.
protocol DeclarationOpener {
    associatedtype Result
    func open<Value>(_ definition: BackedDefinition<Value>) -> Result
}

extension BackedDefinition: CollectedDeclaration {
    func open<Opener: DeclarationOpener>(with opener: Opener) -> Opener.Result {
        opener.open(self)
    }
}
