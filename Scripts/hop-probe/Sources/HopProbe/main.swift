import DynamicCoding
import Foundation

protocol Route: Codable {}

/// The element whose init(from:) the probe stops in.
struct DetailRoute: Route, TypeIdentifiable {
    static let typeIdentifier = "detail"
    let id: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)  // hop-probe: stop here
    }
}

struct Screen: BackedDecodable {
    @Backed(Path("meta", "title")) var title: String
    @Backed("routes", options: .lossy) var routes: [any Route]
}

let registry = TypeRegistry()
try registry.register(DetailRoute.self, for: (any Route).self)
let decoder = JSONDecoder()
decoder.userInfo[.typeRegistry] = registry
let json = #"{"meta":{"title":"Home"},"routes":[{"type":"detail","id":7}]}"#
let screen = try decoder.decode(Screen.self, from: Data(json.utf8))
print(screen.title, screen.routes.count)
