/// Why a ``TypeRegistry`` refused a registration.
///
/// ```swift
/// do { try registry.register(Other.self, for: Route.self, typeIdentifier: "detail") }
/// catch RegistrationError.identifierTaken(let id, _, let existing, _) { … }
/// ```
public enum RegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another type already holds this identifier for this base.
    case identifierTaken(String, base: String, registered: String, rejected: String)
    /// The registry was frozen; nothing more can be registered.
    case frozen(rejected: String, base: String)
    /// An identifier must not be empty.
    case emptyIdentifier(type: String, base: String)

    /// The reason in one sentence, naming the types involved.
    public var description: String {
        switch self {
        case .identifierTaken(let identifier, let base, let registered, let rejected):
            return
                "Cannot register \(rejected) as \"\(identifier)\" for \(base): \(registered) is registered under it."
        case .frozen(let rejected, let base):
            return "Cannot register \(rejected) for \(base): the registry is frozen."
        case .emptyIdentifier(let type, let base):
            return "Cannot register \(type) for \(base) with an empty identifier."
        }
    }
}
