import DynamicCoding
import Foundation
import Testing
import Yams

// Every way several properties write into one object, through `YAMLEncoder` (which
// replaces a container opened twice at one key) and `JSONEncoder` (which merges it): the
// two must write the same document.

/// A whole manifest kept in a `.flat` catch-all, with the fields a tool edits declared.
private struct Deployment: BackedCodable {
    @Backed(.flat) var manifest: CodableValue
    @Backed(Path("spec", "replicas")) var replicas: Int
    @Backed(Path("metadata", "labels", "tier")) var tier: String?
}

/// The keys no declared path reads, at every level, in an `.otherKeys` catch-all.
private struct KeptDeployment: BackedCodable {
    @Backed var kind: String
    @Backed(Path("spec", "replicas")) var replicas: Int
    @Backed(.otherKeys) var rest: [String: CodableValue]
}

private struct Greeting: Codable {
    var greeting: String
}

/// A value at a key other properties nest under.
private struct Overlap: BackedCodable {
    @Backed var inner: Greeting
    @Backed(Path("inner", "loud")) var loud: Bool
}

private struct Location: Codable {
    var latitude: Double
    var longitude: Double
}

/// A typed `.flat` value beside nested paths.
private struct Placed: BackedCodable {
    @Backed(.flat) var location: Location
    @Backed(Path("meta", "name")) var name: String
    @Backed(Path("meta", "rank")) var rank: Int
}

protocol Resource {}

/// A polymorphic value whose catch-all holds its discriminator too.
private struct ConfigMap: Resource, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "ConfigMap"
    @Backed(.flat) var manifest: CodableValue
    @Backed(Path("data", "mode")) var mode: String
}

@Suite struct MergingEncodeTests {
    /// Decodes `json`, lets `edit` change the model, and encodes it with both encoders.
    /// - Returns: the JSON written, with sorted keys, after checking that the YAML written
    ///   holds the same document.
    private func written<Model: BackedCodable>(
        _ type: Model.Type, from json: String, edit: (inout Model) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        var model = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
        edit(&model)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let jsonText = try encoder.encode(model)
        let yamlText = try YAMLEncoder().encode(model)
        let fromYAML = try YAMLDecoder().decode(CodableValue.self, from: yamlText)
        let fromJSON = try JSONDecoder().decode(CodableValue.self, from: jsonText)
        #expect(fromYAML == fromJSON, sourceLocation: sourceLocation)
        return String(decoding: jsonText, as: UTF8.self)
    }

    @Test func aFlatCatchAllKeepsEverythingDeclaredPathsDoNotWrite() throws {
        let json = #"""
            {"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"web","labels":{"app":"web"}},
             "spec":{"replicas":2,"strategy":{"type":"Recreate"}}}
            """#
        let edited = try written(Deployment.self, from: json) {
            $0.replicas = 5
            $0.tier = "frontend"
        }
        #expect(
            edited
                == #"{"apiVersion":"apps\/v1","kind":"Deployment","metadata":{"labels":{"app":"web","tier":"frontend"},"#
                + #""name":"web"},"spec":{"replicas":5,"strategy":{"type":"Recreate"}}}"#)
    }

    @Test func otherKeysKeepsWhatDeclaredPathsLeaveInsideTheirObjects() throws {
        let json = #"{"kind":"Deployment","spec":{"replicas":2,"strategy":{"type":"Recreate"}},"x":1}"#
        let edited = try written(KeptDeployment.self, from: json) { $0.replicas = 3 }
        #expect(
            edited == #"{"kind":"Deployment","spec":{"replicas":3,"strategy":{"type":"Recreate"}},"x":1}"#)
    }

    @Test func aValueAndThePathsNestedUnderItsKeyShareOneObject() throws {
        let edited = try written(Overlap.self, from: #"{"inner":{"greeting":"hi","loud":false}}"#) {
            $0.loud = true
        }
        #expect(edited == #"{"inner":{"greeting":"hi","loud":true}}"#)
    }

    @Test func aTypedFlatValueBesideNestedPaths() throws {
        let edited = try written(
            Placed.self, from: #"{"latitude":1.5,"longitude":2.5,"meta":{"name":"x","rank":3}}"#)
        #expect(edited == #"{"latitude":1.5,"longitude":2.5,"meta":{"name":"x","rank":3}}"#)
    }

    @Test func aPolymorphicValueWithACatchAllWritesItsDiscriminatorOnce() throws {
        let registry = TypeRegistry()
        try registry.setDiscriminatorKey("kind", for: (any Resource).self)
        try registry.register(ConfigMap.self, for: (any Resource).self)
        registry.freeze()
        let yaml = """
            kind: ConfigMap
            data:
              mode: fast
              level: 3

            """
        let decoder = YAMLDecoder()
        var value = try decoder.decode(
            DynamicCodable<any Resource>.self, from: yaml, userInfo: [.typeRegistry: registry])
        var configMap = try #require(value.wrappedValue as? ConfigMap)
        configMap.mode = "slow"
        value.wrappedValue = configMap
        let written = try YAMLEncoder().encode(value, userInfo: [.typeRegistry: registry])
        let document = try YAMLDecoder().decode(CodableValue.self, from: written)
        #expect(
            document
                == .object([
                    "kind": .string("ConfigMap"),
                    "data": .object(["mode": .string("slow"), "level": .int(3)]),
                ]))
        #expect(written.components(separatedBy: "kind:").count == 2)
    }
}
