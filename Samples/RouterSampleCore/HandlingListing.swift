import DynamicCoding
import Foundation
import RouterKit

/// Hands every route and component of a decoded screen to the router and lists, one
/// line each, where it sat in the payload, its type, the handler and what it produced.
struct HandlingListing {
    let app: SampleApp
    /// How to name the payload, for example `the bundled payload`.
    let source: String

    func lines(for screen: HomeScreen, dropped: [DecodingReport.Entry]) throws -> [String] {
        let routeTypes = app.routeIdentifiers.joined(separator: ", ")
        let componentTypes = app.componentIdentifiers.joined(separator: ", ")
        var lines = [
            "Routes by \"\(PayloadNamespaces.routeDiscriminator)\": \(routeTypes)",
            "Components by \"\(PayloadNamespaces.componentDiscriminator)\", content in \"\(PayloadNamespaces.componentContent)\": "
                + componentTypes,
            "Registry frozen.",
            "Decoded \(source), generated \(screen.generatedAt.formatted(.iso8601)), \(expiry(of: screen)).",
        ]
        let routes = routeEntries(of: screen, dropped: dropped)
        for (path, route) in routes {
            lines.append(try handled(path, type(of: route).typeIdentifier) { try app.router.route(route) })
        }
        if screen.someOptionalRoute == nil {
            lines.append("someOptionalRoute: absent")
        }
        let components = screen.config.components
        for (index, component) in components.enumerated() {
            let path = "config.components[\(index)]"
            lines.append(
                try handled(path, type(of: component).typeIdentifier) { try app.router.render(component) })
        }
        lines.append("Handled \(count(routes.count, "route")) and \(count(components.count, "component")).")
        return lines
    }

    /// One line: where the value sat, its identifier, the handler and what it produced.
    private func handled(_ path: String, _ identifier: String, by dispatch: () throws -> Handling) throws
        -> String
    {
        do {
            let handling = try dispatch()
            return "\(path) (\(identifier)) -> \(handling.handler): \(handling.view)"
        } catch {
            throw SampleFailure.input(["error: cannot handle \(path) (\(identifier)): \(error)"])
        }
    }

    /// The routes with their payload paths; the dictionary in key order, the lossy list
    /// with the indices its elements had before the dropped ones were left out.
    private func routeEntries(
        of screen: HomeScreen, dropped: [DecodingReport.Entry]
    ) -> [(path: String, route: any Route)] {
        var entries: [(path: String, route: any Route)] = [("self", screen.`self`)]
        entries += screen.routes.enumerated().map { ("routes[\($0)]", $1) }
        entries += screen.someRouteDict.sorted { $0.key < $1.key }.map { ("someRouteDict.\($0)", $1) }
        if let route = screen.someOptionalRoute {
            entries.append(("someOptionalRoute", route))
        }
        let droppedIndices = Set(dropped.compactMap { index(in: "featured", of: $0) })
        let keptIndices = (0...).lazy.filter { !droppedIndices.contains($0) }
        entries += zip(keptIndices, screen.featured).map { ("featured[\($0)]", $1) }
        return entries
    }

    /// The index of an element dropped from the top-level list `key`.
    private func index(in key: String, of entry: DecodingReport.Entry) -> Int? {
        guard entry.codingPath.count == 2, entry.codingPath[0].stringValue == key else { return nil }
        return entry.codingPath[1].intValue
    }

    private func expiry(of screen: HomeScreen) -> String {
        screen.expiresAt.map { "expires \($0.formatted(.iso8601))" } ?? "no expiry"
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
