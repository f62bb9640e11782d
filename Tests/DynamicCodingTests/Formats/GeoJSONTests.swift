import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// GeoJSON (RFC 7946): "type" on every geometry and feature, "geometry": null allowed,
// foreign members at every level, kept through a decode and encode.

private protocol Geometry {}

private struct PointGeometry: Geometry, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "Point"
    @Backed var coordinates: [Double]
    @Backed(.otherKeys) var foreignMembers: [String: CodableValue]
}

private struct LineString: Geometry, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "LineString"
    @Backed var coordinates: [[Double]]
}

private struct Polygon: Geometry, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "Polygon"
    @Backed var coordinates: [[[Double]]]
}

private struct GeometryCollection: Geometry, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "GeometryCollection"
    @Backed var geometries: [any Geometry]
}

private struct Feature: BackedCodable {
    @Backed(defaultValue: "Feature") var type: String
    @Backed(options: .explicitNull) var geometry: (any Geometry)?
    @Backed var properties: CodableValue
    @Backed var id: CodableValue?
    @Backed(.otherKeys) var foreignMembers: [String: CodableValue]
}

private struct FeatureCollection: BackedCodable {
    @Backed(defaultValue: "FeatureCollection") var type: String
    @Backed var features: [Feature]
    @Backed var bbox: [Double]?
    @Backed(.otherKeys) var foreignMembers: [String: CodableValue]
}

private let collectionJSON = """
    {
      "type": "FeatureCollection",
      "bbox": [100.5, 0.5, 105.5, 1.5],
      "generator_name": "survey",
      "features": [
        {"type": "Feature", "id": 1, "geometry": {"type": "Point", "coordinates": [102.5, 0.5], "srid": 4326},
         "properties": {"prop0": "value0"}},
        {"type": "Feature", "id": "line-1",
         "geometry": {"type": "LineString", "coordinates": [[102.5, 0.5], [103.5, 1.5], [104.5, 0.5]]},
         "properties": {"prop0": "value0", "prop1": 0.5}, "source_name": "field team"},
        {"type": "Feature", "geometry": null, "properties": null},
        {"type": "Feature",
         "geometry": {"type": "GeometryCollection", "geometries": [
           {"type": "Point", "coordinates": [100.5, 0.5]},
           {"type": "Polygon", "coordinates": [[[100.5, 0.5], [101.5, 0.5], [101.5, 1.5], [100.5, 0.5]]]}
         ]},
         "properties": {"nested": {"deep_key": [true, null]}}}
      ]
    }
    """

private func makeGeometryRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.register(PointGeometry.self, for: (any Geometry).self)
    try registry.register(LineString.self, for: (any Geometry).self)
    try registry.register(Polygon.self, for: (any Geometry).self)
    try registry.register(GeometryCollection.self, for: (any Geometry).self)
    registry.freeze()
    return registry
}

private func decodeCollection(snakeCase: Bool) throws -> FeatureCollection {
    let decoder = JSONDecoder()
    decoder.userInfo[.typeRegistry] = try makeGeometryRegistry()
    if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
    return try decoder.decode(FeatureCollection.self, from: Data(collectionJSON.utf8))
}

private func encodeCollection(_ collection: FeatureCollection, snakeCase: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.typeRegistry] = try makeGeometryRegistry()
    if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
    return String(decoding: try encoder.encode(collection), as: UTF8.self)
}

struct GeoJSONTests {
    @Test(arguments: [false, true])
    func aFeatureCollectionRoundTripsWithNothingLost(snakeCase: Bool) throws {
        let collection = try decodeCollection(snakeCase: snakeCase)
        expectEqual(collection.foreignMembers, ["generator_name": .string("survey")])
        expectEqual(collection.bbox, [100.5, 0.5, 105.5, 1.5])
        expectEqual(
            collection.features.map { $0.geometry.map { String(describing: type(of: $0)) } },
            [
                "PointGeometry", "LineString", nil, "GeometryCollection",
            ])
        expectEqual(collection.features.map(\.id), [.int(1), .string("line-1"), nil, nil])
        expectEqual(collection.features[1].foreignMembers, ["source_name": .string("field team")])
        let point = try #require(collection.features[0].geometry as? PointGeometry)
        expectEqual(point.foreignMembers, ["type": .string("Point"), "srid": .int(4326)])
        expectEqual(collection.features[2].properties, .null)
        let written = try encodeCollection(collection, snakeCase: snakeCase)
        try expectEqual(canonicalJSON(written), canonicalJSON(collectionJSON))
    }

    @Test func aChangedGeometryIsWrittenAndForeignMembersKept() throws {
        var collection = try decodeCollection(snakeCase: false)
        var point = try #require(collection.features[0].geometry as? PointGeometry)
        point.coordinates = [1.5, 2.5]
        collection.features[0].geometry = point
        collection.features[1].geometry = nil
        let written = try encodeCollection(collection, snakeCase: false)
        let expected =
            collectionJSON
            .replacingOccurrences(of: "[102.5, 0.5], \"srid\"", with: "[1.5, 2.5], \"srid\"")
            .replacingOccurrences(
                of: #"{"type": "LineString", "coordinates": [[102.5, 0.5], [103.5, 1.5], [104.5, 0.5]]}"#,
                with: "null")
        try expectEqual(canonicalJSON(written), canonicalJSON(expected))
    }
}
