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
    /// A layout whose keys cannot work (an empty key, one key for tag and content).
    case invalidLayout(layout: String, base: String, problem: String)
    /// The base's layout has no use for a fallback or a default type (`feature`), and says why.
    case unsupportedByLayout(feature: String, layout: String, base: String, reason: String)

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
        case .invalidLayout(let layout, let base, let problem):
            return "Cannot use the layout \(layout) for \(base): \(problem)."
        case .unsupportedByLayout(let feature, let layout, let base, let reason):
            return "Cannot use \(feature) for \(base) with the \(layout) layout: \(reason)."
        }
    }
}
