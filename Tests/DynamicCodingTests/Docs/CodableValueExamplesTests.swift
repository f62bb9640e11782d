import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/WorkingWithCodableValue.md but the one through Yams,
// whose test is in IntegrationTests (CodableValueYAMLTests). Types keep the article's
// names inside the namespace; each `// result` comment is an exact expectation.

enum CodableValueExamples {
    struct Metadata: Codable {
        var name: String
        var labels: CodableValue.Object
    }

    struct Manifest: BackedCodable {
        @Backed var kind: String
        @Backed(.otherKeys) var extra: CodableValue.Object
    }

    struct Cell: BackedCodable {
        @Backed var cellType: String
        @Backed(.otherKeys) var extra: [String: CodableValue]
    }

    struct Tests {
        let json = #"{"kind":"Deployment","spec":{"replicas":2,"containers":[{"image":"nginx:1.25"}]}}"#

        @Test func readingAndEditing() throws {
            var manifest = try JSONDecoder().decode(CodableValue.self, from: Data(json.utf8))
            expectEqual(manifest["kind"]?.stringValue, "Deployment")
            expectEqual(manifest[Path("spec", "replicas")]?.intValue, 2)
            expectEqual(manifest[Path("spec", "containers", 0, "image")], .string("nginx:1.25"))

            manifest[Path("spec", "replicas")] = 3
            manifest[Path("spec", "containers", 0, "image")] = "nginx:stable"
            manifest[Path("metadata", "labels", "app")] = "web"
            let edited = manifest
            manifest[Path("spec", "containers", 5, "image")] = "x"
            expectEqual(manifest, edited)
            manifest["status"] = nil
            expectEqual(manifest, edited)
            expectEqual(
                manifest.description,
                #"{"kind":"Deployment","spec":{"containers":[{"image":"nginx:stable"}],"replicas":3},"#
                    + #""metadata":{"labels":{"app":"web"}}}"#)
        }

        @Test func objects() throws {
            var labels: CodableValue.Object = ["app": "web", "tier": "front"]
            labels["tier"] = "back"
            labels["env"] = "prod"
            labels["app"] = nil
            expectEqual(labels.keys, ["tier", "env"])
            expectEqual(labels, ["tier": "back", "env": "prod"])
            #expect(labels != ["env": "prod", "tier": "back"])
            expectEqual(CodableValue.object(labels), ["env": "prod", "tier": "back"])

            let metadata = try JSONDecoder().decode(
                Metadata.self, from: Data(#"{"name":"web","labels":{"b":1,"a":2}}"#.utf8))
            expectEqual(metadata.labels.keys, ["a", "b"])
            expectEqual(metadata.labels.values, [2, 1])
        }

        @Test func literalsAndDescription() {
            let service: CodableValue = ["kind": "Service", "ports": [["port": 80, "targetPort": "http"]]]
            expectEqual(service.description, #"{"kind":"Service","ports":[{"port":80,"targetPort":"http"}]}"#)
        }

        @Test func foundationCodersSort() throws {
            let object = try JSONDecoder().decode(CodableValue.self, from: Data(#"{"b":1,"c":2,"a":3}"#.utf8))
            expectEqual(object.objectValue?.keys, ["a", "b", "c"])
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            expectEqual(String(decoding: try encoder.encode(object), as: UTF8.self), #"{"a":3,"b":1,"c":2}"#)
        }

        @Test func objectCatchAll() throws {
            let json = #"{"kind":"Secret","zeta":1,"type":"Opaque"}"#
            let manifest = try JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
            expectEqual(manifest.extra.keys, ["type", "zeta"])
        }

        @Test func keyStrategiesLeavePayloadKeys() throws {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let cell = try decoder.decode(
                Cell.self, from: Data(#"{"cell_type":"code","exec_count":{"run_id":1}}"#.utf8))
            expectEqual(cell.extra, ["exec_count": ["run_id": 1]])
        }
    }
}
