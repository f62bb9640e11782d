import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// What the adjacent and selected layouts keep on an unchanged round trip, and write once
// the program changes a value.

private protocol Resource: Codable {}

/// A resource that keeps its envelope (`DependsOn`, `Condition`, …).
private struct Bucket: Resource, BackedCodable, AdjacentEnvelopeHolding {
    @Backed("BucketName") var name: String?
    var adjacentEnvelope = AdjacentEnvelope()
}

private struct Template: Codable {
    @DynamicCodable var resources: [String: any Resource]
}

private func resourceRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.setLayout(.adjacent(tag: "Type", content: "Properties"), for: (any Resource).self)
    try registry.register(Bucket.self, for: (any Resource).self, typeIdentifier: "AWS::S3::Bucket")
    return registry
}

private protocol Figure: Codable {}

private struct Disk: Figure, BackedCodable, AdjacentEnvelopeHolding {
    @Backed var radius: Double
    var adjacentEnvelope = AdjacentEnvelope()
}

private struct FigureSheet: Codable {
    @DynamicCodable var shapes: [any Figure]
}

private protocol Activity: Codable {}

private struct Like: Activity, BackedCodable {
    @Backed var object: String
    @Backed(.otherKeys) var extra: CodableValue.Object
}

private struct Dislike: Activity, BackedCodable {
    @Backed var object: String
    @Backed(.otherKeys) var extra: CodableValue.Object
}

private struct Outbox: Codable {
    @DynamicCodable var items: [any Activity]
}

private func activityRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    let layout = TypeLayout.selected(tag: "type") { payload in
        guard case .object(let members) = payload else { return nil }
        if case .array(let names) = members["type"] { return names.first?.stringValue }
        return members["type"]?.stringValue
    }
    try registry.setLayout(layout, for: (any Activity).self)
    try registry.register(Like.self, for: (any Activity).self, typeIdentifier: "Like")
    try registry.register(Dislike.self, for: (any Activity).self, typeIdentifier: "Dislike")
    return registry
}

struct LayoutFidelityTests {
    @Test func theKeysBesideAnAdjacentTagAndContentAreKept() throws {
        let registry = try resourceRegistry()
        let json = """
            {"resources":{"Logs":{"Type":"AWS::S3::Bucket","Properties":{"BucketName":"logs"},
            "DependsOn":["Key"],"Condition":"IsProd"}}}
            """
        var template = try decode(Template.self, from: json, registry: registry)
        var bucket = try #require(template.resources["Logs"] as? Bucket)
        // JSONDecoder gives no order: the keys are sorted.
        expectEqual(bucket.adjacentEnvelope.otherKeys, ["Condition": "IsProd", "DependsOn": ["Key"]])
        try expectEncodes(template, to: json, registry: registry)
        bucket.adjacentEnvelope.otherKeys["Condition"] = nil
        template.resources["Logs"] = bucket
        try expectEncodes(
            template,
            to: #"{"resources":{"Logs":{"Type":"AWS::S3::Bucket","Properties":{"BucketName":"logs"},"#
                + #""DependsOn":["Key"]}}}"#, registry: registry)
    }

    @Test func anAdjacentShapeKeepsItsId() throws {
        let registry = TypeRegistry()
        try registry.setLayout(.adjacent(tag: "type", content: "data"), for: (any Figure).self)
        try registry.register(Disk.self, for: (any Figure).self, typeIdentifier: "circle")
        let drawing = try decode(
            FigureSheet.self, from: #"{"shapes":[{"type":"circle","data":{"radius":2},"id":7}]}"#,
            registry: registry)
        expectEqual(
            try encodeJSON(drawing, registry: registry),
            #"{"shapes":[{"data":{"radius":2},"id":7,"type":"circle"}]}"#)
    }

    @Test func aPayloadWithoutContentDecodesFromNothingAndStaysWithout() throws {
        let registry = try resourceRegistry()
        let json = #"{"resources":{"Logs":{"Type":"AWS::S3::Bucket","DependsOn":"Key"}}}"#
        var template = try decode(Template.self, from: json, registry: registry)
        var bucket = try #require(template.resources["Logs"] as? Bucket)
        expectEqual(bucket.name, nil)
        expectEqual(
            bucket.adjacentEnvelope, AdjacentEnvelope(otherKeys: ["DependsOn": "Key"], hasContent: false))
        try expectEncodes(template, to: json, registry: registry)
        bucket.name = "logs"
        template.resources["Logs"] = bucket
        try expectEncodes(
            template,
            to: #"{"resources":{"Logs":{"Type":"AWS::S3::Bucket","DependsOn":"Key","#
                + #""Properties":{"BucketName":"logs"}}}}"#, registry: registry)
    }

    @Test func aValueMadeInCodeWritesTagAndContent() throws {
        let template = Template(resources: ["Logs": Bucket()])
        try expectEncodes(
            template, to: #"{"resources":{"Logs":{"Type":"AWS::S3::Bucket","Properties":{}}}}"#,
            registry: try resourceRegistry())
    }

    @Test func theSelectedTagNamesTheValuesTypeNotTheCatchAlls() throws {
        let registry = try activityRegistry()
        let json =
            #"{"items":[{"type":"Like","object":"post/1"},{"type":["Like","as:Like"],"object":"post/2"}]}"#
        var outbox = try decode(Outbox.self, from: json, registry: registry)
        try expectEncodes(
            outbox,
            to: json, registry: registry)
        let like = try #require(outbox.items[0] as? Like)
        var dislike = Dislike()
        dislike.object = like.object
        dislike.extra = like.extra
        outbox.items[0] = dislike
        try expectEncodes(
            outbox,
            to:
                #"{"items":[{"type":"Dislike","object":"post/1"},{"type":["Like","as:Like"],"object":"post/2"}]}"#,
            registry: registry)
    }

    @Test func aSelectedValueMadeInCodeIsWrittenWithItsTag() throws {
        var like = Like()
        like.object = "post/3"
        try expectEncodes(
            Outbox(items: [like]), to: #"{"items":[{"object":"post/3","type":"Like"}]}"#,
            registry: try activityRegistry())
    }

    @Test func selectedWithoutATagWritesTheValueAlone() throws {
        let registry = TypeRegistry()
        try registry.setLayout(.selected { _ in "Like" }, for: (any Activity).self)
        try registry.register(Like.self, for: (any Activity).self, typeIdentifier: "Like")
        var like = Like()
        like.object = "post/3"
        try expectEncodes(Outbox(items: [like]), to: #"{"items":[{"object":"post/3"}]}"#, registry: registry)
        expectEqual(TypeLayout.selected(tag: "type") { _ in nil }.description, #"selected, tag "type""#)
    }
}
