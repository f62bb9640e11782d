import DynamicCoding
import Foundation

// The routes of RouteModels.swift declared with `@Backed`: the same payloads, decoded by
// models whose registered concrete types are `BackedDecodable`.

struct BackedHomeRoute: BenchRoute, BackedCodable {
    static let typeIdentifier = "home"
    @Backed var id: Int
    @Backed var title: String
    var checksum: Int { id &+ title.utf8.count }
}

struct BackedDetailRoute: BenchRoute, BackedCodable {
    static let typeIdentifier = "detail"
    @Backed var id: Int
    @Backed var title: String
    @Backed var price: Double
    var checksum: Int { id &+ title.utf8.count &+ Int(price) }
}

struct BackedProfileRoute: BenchRoute, BackedCodable {
    static let typeIdentifier = "profile"
    @Backed var id: Int
    @Backed var name: String
    @Backed var age: Int
    @Backed var verified: Bool
    var checksum: Int { id &+ name.utf8.count &+ age &+ (verified ? 1 : 0) }
}

struct BackedSearchRoute: BenchRoute, BackedCodable {
    static let typeIdentifier = "search"
    @Backed var id: Int
    @Backed var query: String
    @Backed var page: Int
    @Backed var limit: Int
    @Backed var exact: Bool
    var checksum: Int { id &+ query.utf8.count &+ page &+ limit &+ (exact ? 1 : 0) }
}

struct BackedSettingsRoute: BenchRoute, BackedCodable {
    static let typeIdentifier = "settings"
    @Backed var id: Int
    @Backed var section: String
    @Backed var anchor: String
    @Backed var version: Int
    @Backed var beta: Bool
    @Backed var zoom: Double
    var checksum: Int {
        id &+ section.utf8.count &+ anchor.utf8.count &+ version &+ (beta ? 1 : 0) &+ Int(zoom)
    }
}
