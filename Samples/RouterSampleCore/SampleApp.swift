import ConfigFeature
import DetailFeature
import DynamicCoding
import HomeFeature
import ProfileFeature
import RouterKit

/// The composition root: the only code that knows every feature. Each launch gets a
/// registry and router of its own, so tests can launch it again and again.
struct SampleApp {
    let registry = TypeRegistry()
    let router = Router()

    /// Registers every feature, then freezes the registry.
    static func launch() throws -> SampleApp {
        let app = SampleApp()
        do {
            try PayloadNamespaces.configure(app.registry)
            try HomeFeature.register(in: app.registry, router: app.router)
            try DetailFeature.register(in: app.registry, router: app.router)
            try ProfileFeature.register(in: app.registry, router: app.router)
            try ConfigFeature.register(in: app.registry, router: app.router)
        } catch {
            throw SampleFailure.input(["error: cannot launch: \(error)"])
        }
        app.registry.freeze()
        return app
    }

    /// The route identifiers, sorted.
    var routeIdentifiers: [String] { registry.typeIdentifiers(for: (any Route).self) }

    /// The component identifiers, sorted.
    var componentIdentifiers: [String] { registry.typeIdentifiers(for: (any Component).self) }
}
