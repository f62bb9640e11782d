import DynamicCoding
import ExpectationSupport
import SchemaAgreementSupport
import Testing

struct PayloadMutantsTests {
    private let payload: CodableValue = ["id": 7, "type": "a", "tags": ["x"]]

    @Test func namesInOrder() {
        let names = PayloadMutants.of(payload, discriminatorKeys: ["type"]).map(\.name)
        // 4 values under the root, 3 of them members, 1 discriminator: 1 + 3 + 6 × 4 + 1.
        expectEqual(names.count, 29)
        expectEqual(
            names,
            [
                "original",
                "removed id", "id as null", "id as boolean", "id as number", "id as string", "id as array",
                "id as object",
                "removed type", "type as null", "type as boolean", "type as integer", "type as number",
                "type as array", "type as object", "type unknown",
                "removed tags", "tags as null", "tags as boolean", "tags as integer", "tags as number",
                "tags as string", "tags as object",
                "tags[0] as null", "tags[0] as boolean", "tags[0] as integer", "tags[0] as number",
                "tags[0] as array", "tags[0] as object",
            ])
    }

    @Test func payloadsChangeOneThing() {
        let mutants = PayloadMutants.of(payload, discriminatorKeys: ["type"])
        let byName = Dictionary(
            mutants.map { ($0.name, $0.payload) }, uniquingKeysWith: { first, _ in first })
        expectEqual(byName.count, mutants.count)
        expectEqual(byName["original"], payload)
        expectEqual(byName["removed type"], ["id": 7, "tags": ["x"]])
        expectEqual(byName["removed type"]?.objectValue?.keys, ["id", "tags"])
        expectEqual(byName["id as null"], ["id": nil, "type": "a", "tags": ["x"]])
        expectEqual(byName["id as boolean"], ["id": true, "type": "a", "tags": ["x"]])
        expectEqual(byName["id as number"], ["id": 1.5, "type": "a", "tags": ["x"]])
        expectEqual(byName["id as string"], ["id": "mutant", "type": "a", "tags": ["x"]])
        expectEqual(byName["type as integer"], ["id": 7, "type": 1, "tags": ["x"]])
        expectEqual(byName["type unknown"], ["id": 7, "type": "unregistered-type", "tags": ["x"]])
        expectEqual(byName["tags as object"], ["id": 7, "type": "a", "tags": [:]])
        expectEqual(byName["tags[0] as array"], ["id": 7, "type": "a", "tags": [[]]])
        expectEqual(byName["tags[0] as array"]?.objectValue?.keys, ["id", "type", "tags"])
    }

    @Test func aDoubleIsANumberWholeOrNot() {
        let names = PayloadMutants.of(["ratio": .double(2)]).map(\.name)
        expectEqual(
            names,
            [
                "original", "removed ratio", "ratio as null", "ratio as boolean", "ratio as integer",
                "ratio as string", "ratio as array", "ratio as object",
            ])
    }

    @Test func pathsThroughArraysAndOddKeys() {
        let nested: CodableValue = ["routes": [["title": "a", "a.b": nil]]]
        let names = PayloadMutants.of(nested).map(\.name)
        // routes, routes[0], routes[0].title, routes[0]["a.b"]: 1 + 3 members + 6 × 4.
        expectEqual(names.count, 28)
        #expect(names.contains("removed routes[0].title"))
        #expect(names.contains("routes[0].title as integer"))
        #expect(names.contains(#"removed routes[0]["a.b"]"#))
        #expect(names.contains(#"routes[0]["a.b"] as string"#))
        #expect(!names.contains(#"routes[0]["a.b"] as null"#))
        let root = PayloadMutants.of([["id": 1]]).map(\.name)
        expectEqual(root.prefix(4), ["original", "[0] as null", "[0] as boolean", "[0] as integer"])
        #expect(root.contains("removed [0].id"))
        #expect(root.contains("[0].id as string"))
    }

    @Test func discriminatorsAreStringsUnderTheirKeys() {
        let payload: CodableValue = ["type": 3, "route": ["type": "home", "kind": "x"]]
        let unknowns = PayloadMutants.of(payload, discriminatorKeys: ["type"], unknownIdentifier: "nowhere")
            .filter { $0.name.hasSuffix(" unknown") }
        expectEqual(unknowns.map(\.name), ["route.type unknown"])
        expectEqual(unknowns.first?.payload, ["type": 3, "route": ["type": "nowhere", "kind": "x"]])
    }

    @Test func scalarsAtTheRootHaveNoMutants() {
        expectEqual(PayloadMutants.of("text").map(\.name), ["original"])
        expectEqual(PayloadMutants.of([:]).map(\.name), ["original"])
    }
}
