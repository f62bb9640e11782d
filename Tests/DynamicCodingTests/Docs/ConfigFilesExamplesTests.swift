import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/ConfigFiles.md that needs no Yams (the Yams
// examples are `read`/`readNodes`/`write` in IntegrationTests/Tests/YAMLTests/ManifestTests.swift,
// `readableByYAML11` and `theArticlesExample` in IntegrationTests/Tests/YAMLTests/YAML11, the
// "Errors in YAML" example is `aBadValueDecodedWithYams` in
// IntegrationTests/Tests/YAMLTests/WorkflowErrorRenderingTests.swift).
// Types keep the article's names inside the namespace; each `// result` comment is an
// exact expectation.

enum ConfigFilesExamples {
    protocol KubeObject: TypeIdentifiable {}

    struct ConfigMap: KubeObject, BackedCodable {
        static let typeIdentifier = "ConfigMap"
        @Backed(.flat) var manifest: CodableValue
        @Backed(Path("data", "mode")) var mode: String
    }

    struct Examples {
        @Test func aPolymorphicValueAtTheTopLevelAndWritingItBack() throws {
            let registry = TypeRegistry()
            try registry.setDiscriminatorKey("kind", for: (any KubeObject).self)
            try registry.register(ConfigMap.self, for: (any KubeObject).self)

            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            let json = #"{"kind":"ConfigMap","metadata":{"name":"web"},"data":{"mode":"fast","level":"3"}}"#
            let root = try decoder.decode(DynamicCodable<any KubeObject>.self, from: Data(json.utf8))
            expectEqual((root.wrappedValue as? ConfigMap)?.mode, "fast")

            let empty = try decoder.decode(DynamicCodable<(any KubeObject)?>.self, from: Data("null".utf8))
            #expect(empty.wrappedValue == nil)

            var configMap = try #require(root.wrappedValue as? ConfigMap)
            configMap.mode = "slow"
            let encoder = JSONEncoder()
            encoder.userInfo[.typeRegistry] = registry
            encoder.outputFormatting = .sortedKeys
            expectEqual(
                String(
                    decoding: try encoder.encode(DynamicCodable<any KubeObject>(wrappedValue: configMap)),
                    as: UTF8.self),
                #"{"data":{"level":"3","mode":"slow"},"kind":"ConfigMap","metadata":{"name":"web"}}"#)
        }
    }
}
