/// The `@Backed` declarations made while the library makes a model's template with
/// `init()` (collected in a task-local value, bound for the call), so that the schema finds each property's declaration by its
/// address in the template rather than by asking the runtime whether each stored
/// property's type conforms to a protocol: the first such question in a process scans
/// every protocol conformance record (about 190,000 instructions).
///
/// ```swift
/// let (template, declarations) = DeclarationCollector.collecting { Model() }
/// // declarations: each BackedDefinition the init() made, nested models' included
/// ```
enum DeclarationCollector {
    /// The declarations the `init()` running makes.
    @TaskLocal private static var collected: ThreadBound<[any CollectedDeclaration]>?

    /// What `make` returns, with the declarations made while it ran.
    static func collecting<Made>(_ make: () throws -> Made) rethrows -> (
        made: Made, declarations: [any CollectedDeclaration]
    ) {
        let declarations = ThreadBound([any CollectedDeclaration]())
        declarations.state.reserveCapacity(16)
        let made = try $collected.withValue(declarations, operation: make)
        return (made, declarations.state)
    }

    /// Notes `declaration` if declarations are being collected: one task-local read otherwise.
    static func note(_ declaration: any CollectedDeclaration) {
        collected?.onThisThread?.state.append(declaration)
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
