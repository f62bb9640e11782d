import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Models whose payload is not an object: the value of their one `.flat` property, or an
// array whose elements are their properties (CloudFormation's `{"Ref": "Bucket"}` and
// `{"Fn::GetAtt": ["Role", "Arn"]}`), alone and in every layout that carries them.

private protocol Intrinsic {}

private struct Ref: BackedCodable, Intrinsic, Equatable {
    @Backed(.flat) var logicalName: String
}

private struct GetAtt: BackedCodable, Intrinsic, Equatable {
    @Backed(Path(0)) var resource: String
    @Backed(Path(1)) var attribute: String
}

/// Declared out of order, with optional elements: written in index order, `null` for an
/// optional before a written one, nothing after the last.
private struct Range: BackedCodable, Equatable {
    @Backed(Path(2)) var step: Int?
    @Backed(Path(0)) var start: Int
    @Backed(Path(1)) var end: Int?
}

/// A whole payload read as it is.
private struct Anything: BackedCodable, Equatable {
    @Backed(.flat) var payload: CodableValue
}

private struct Resource: BackedCodable {
    @Backed var value: any Intrinsic
    @Backed(options: .lossy) var values: [any Intrinsic]
}

private func registry(_ layout: TypeLayout) throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.setLayout(layout, for: (any Intrinsic).self)
    try registry.register(Ref.self, for: (any Intrinsic).self, typeIdentifier: "Ref")
    try registry.register(GetAtt.self, for: (any Intrinsic).self, typeIdentifier: "Fn::GetAtt")
    return registry
}

struct PayloadFormTests {
    @Test func aModelWhoseOnePropertyIsFlatIsThatValue() throws {
        let ref = try expectRoundTrip(Ref.self, from: #""Bucket""#)
        expectEqual(ref.logicalName, "Bucket")
        let anything = try expectRoundTrip(Anything.self, from: #"[1,"two",{"three":3}]"#)
        expectEqual(anything.payload, [1, "two", ["three": 3]])
        _ = try expectRoundTrip(Anything.self, from: "12.5")
    }

    @Test func aModelWhosePropertiesAreIndicesIsAnArray() throws {
        let getAtt = try expectRoundTrip(GetAtt.self, from: #"["Role","Arn"]"#)
        expectEqual(getAtt, GetAtt(resource: "Role", attribute: "Arn"))
        let range = try expectRoundTrip(Range.self, from: "[1,null,3]")
        expectEqual(range.step, 3)
        expectEqual(range.end, nil)
        _ = try expectRoundTrip(Range.self, from: "[1]")
        var edited = range
        edited.step = nil
        try expectEncodes(edited, to: "[1,null]")
        edited.end = nil
        try expectEncodes(edited, to: "[1]")
        edited.end = 2
        try expectEncodes(edited, to: "[1,2]")
    }

    @Test func anArrayModelReadFromAnObjectIsATypeMismatch() {
        expectDecodingFailure(
            GetAtt.self, from: #"{"resource":"Role"}"#, .typeMismatch, at: "",
            message: "Expected to decode Array<Any> but found a dictionary instead.")
    }

    @Test func aModelWithAFlatValueBesideOtherPropertiesStillNeedsAnObject() throws {
        struct Labelled: BackedCodable {
            @Backed(.flat) var name: String
            @Backed var label: String
        }
        var labelled = Labelled()
        labelled.name = "x"
        labelled.label = "y"
        let problem =
            "its .flat value is a single value, not an object, so its keys cannot be merged into the enclosing "
            + "object."
        expectEncodingFailure(
            labelled, at: "", message: "Invalid @Backed declaration of Labelled.name: \(problem)",
            failure: .invalidDeclaration(property: "Labelled.name", problem: problem))
    }

    @Test(arguments: [
        (TypeLayout.external, #"{"value":{"Ref":"B"},"values":[{"Fn::GetAtt":["R","A"]},{"Ref":"C"}]}"#),
        (
            .adjacent(tag: "Type", content: "Args"),
            #"{"value":{"Type":"Ref","Args":"B"},"values":[{"Type":"Fn::GetAtt","Args":["R","A"]},"#
                + #"{"Type":"Ref","Args":"C"}]}"#
        ),
        (.deduced, #"{"value":"B","values":[["R","A"],"C"]}"#),
    ])
    func layoutsCarryModelsThatAreNotObjects(layout: TypeLayout, json: String) throws {
        let registry = try registry(layout)
        let resource = try decode(Resource.self, from: json, registry: registry)
        expectEqual(resource.value as? Ref, Ref(logicalName: "B"))
        expectEqual(resource.values.count, 2)
        expectEqual(resource.values.first as? GetAtt, GetAtt(resource: "R", attribute: "A"))
        expectEqual(resource.values.last as? Ref, Ref(logicalName: "C"))
        try expectEncodes(resource, to: json, registry: registry)
    }

    @Test func theSchemaOfAValueModelIsItsValue() throws {
        let schema = try JSONSchema(for: Ref.self).document
        expectEqual(schema["$defs"]?["Ref"], ["type": "string"])
    }
}

extension Ref {
    init(logicalName: String) {
        self.logicalName = logicalName
    }
}

extension GetAtt {
    init(resource: String, attribute: String) {
        self.resource = resource
        self.attribute = attribute
    }
}
