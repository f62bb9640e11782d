import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Default types where a layout has a payload without an identifier, and key strategies,
/// which never rename a layout's payload data.
struct LayoutDefaultsAndStrategiesTests {
    private func registry(_ layout: TypeLayout) throws -> TypeRegistry {
        let registry = try makeShapeRegistry(layout)
        try registry.setDefault(Dot.self, for: (any Shape).self)
        return registry
    }

    @Test(arguments: [
        (TypeLayout.internal("meta", "kind"), #"{"meta":{"kind":"circle"},"radius":2}"#),
        (.adjacent(tag: "type", content: "data"), #"{"type":"circle","data":{"radius":2}}"#),
        (
            .selected { payload in
                guard case .object(let members) = payload, members["radius"] != nil else { return nil }
                return "circle"
            }, #"{"radius":2}"#
        ),
    ])
    func aPayloadWithoutIdentifierIsTheDefaultType(layout: TypeLayout, circle: String) throws {
        let registry = try registry(layout)
        let json = #"{"members":[{"size":3},\#(circle)]}"#
        let group = try expectRoundTrip(Group.self, from: json, writes: json, registry: registry)
        expectEqual(group, Group(members: [Dot(size: 3), Circle(radius: 2)]))
    }

    @Test func anUnregisteredTypeHasNoIdentifierToWriteInAnyLayout() throws {
        let registry = try makeShapeRegistry(.external)
        expectEncodingFailure(
            Group(members: [UnknownShape(typeIdentifier: "x", payload: .null), Triangle()]),
            registry: registry,
            at: "members[1]",
            message: "Cannot encode Triangle as Shape: it is not registered and is not TypeIdentifiable.",
            failure: .unidentifiedType(type: "Triangle", base: "Shape"))
    }

    /// An external identifier and an adjacent content key are payload data: read and
    /// written as spelled under every key strategy.
    @Test func keyStrategiesLeaveIdentifiersAndContentKeysAlone() throws {
        let registry = TypeRegistry()
        try registry.setLayout(.external, for: (any Shape).self)
        try registry.register(Circle.self, for: (any Shape).self, typeIdentifier: "big_circle")
        try registry.register(Square.self, for: (any Shape).self, typeIdentifier: "bigSquare")
        let decoder = makeDecoder(registry: registry)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = makeEncoder(registry: registry)
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let json = #"{"members":[{"big_circle":{"radius":1}},{"bigSquare":{"side":2}}]}"#
        let group = try decoder.decode(Group.self, from: Data(json.utf8))
        expectEqual(group, Group(members: [Circle(radius: 1), Square(side: 2)]))
        try expectEqual(
            canonicalJSON(String(decoding: encoder.encode(group), as: UTF8.self)), canonicalJSON(json))

        let adjacent = try makeShapeRegistry(.adjacent(tag: "shape_type", content: "shape_data"))
        let snakeCase = makeDecoder(registry: adjacent)
        snakeCase.keyDecodingStrategy = .convertFromSnakeCase
        let adjacentJSON = #"{"members":[{"shape_type":"circle","shape_data":{"radius":1}}]}"#
        try expectEqual(
            snakeCase.decode(Group.self, from: Data(adjacentJSON.utf8)), Group(members: [Circle(radius: 1)]))
    }
}

extension LayoutDefaultsAndStrategiesTests {
    /// A deduced payload is read in place: the coder's key and date strategies apply to it
    /// as to any other value, whether a report is attached or not.
    @Test(arguments: [false, true])
    func aDeducedPayloadDecodesWithTheCodersStrategies(withReport: Bool) throws {
        let registry = TypeRegistry()
        try registry.setLayout(.deduced, for: (any Shape).self)
        try registry.register(Stamp.self, for: (any Shape).self, typeIdentifier: "stamp")
        try registry.register(Circle.self, for: (any Shape).self, typeIdentifier: "circle")
        let decoder = makeDecoder(registry: registry, report: withReport ? DecodingReport() : nil)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let json = #"{"members":[{"printed_at":86400},{"radius":1}]}"#
        let group = try decoder.decode(Group.self, from: Data(json.utf8))
        expectEqual(
            group, Group(members: [Stamp(printedAt: Date(timeIntervalSince1970: 86400)), Circle(radius: 1)]))
    }
}

/// A shape with a date, under a key that a key strategy renames.
private struct Stamp: Shape, Equatable {
    let printedAt: Date
}

/// The default shape, registered under no identifier.
private struct Dot: Shape, Equatable {
    let size: Double
}

/// A shape nothing registers.
private struct Triangle: Shape {}
