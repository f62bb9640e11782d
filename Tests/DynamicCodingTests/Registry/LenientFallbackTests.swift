import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

private protocol KubeObject: Codable, TypeIdentifiable {}

private struct Deployment: KubeObject, Equatable {
    static let typeIdentifier = "Deployment"
    struct Spec: Codable, Equatable {
        let replicas: Int
    }
    let spec: Spec
}

private struct ConfigMap: KubeObject, Equatable {
    static let typeIdentifier = "ConfigMap"
    let data: [String: String]
}

/// No `static let typeIdentifier`: the base refines `TypeIdentifiable`, and the fallback's
/// identifier is per value.
private struct UnknownKind: KubeObject, UnknownTypeFallback, Equatable {
    let typeIdentifier: String
    let payload: CodableValue
}

private struct Manifests: Codable {
    @DynamicCodable var items: [any KubeObject]
}

private struct Cluster: BackedCodable {
    @Backed(Path("spec", "main")) var main: any KubeObject
    @Backed(options: .lossy) var items: [any KubeObject]
    @Backed var extra: (any KubeObject)?
}

private var kube: (any KubeObject).Type { (any KubeObject).self }

/// A message whose body is `.flat` beside an id: the kind is in the message's own object.
private struct KubeMessage: BackedCodable {
    @Backed var id: Int
    @Backed(.flat) var body: any KubeObject
}

/// A registry for the two kinds, with `UnknownKind` as the fallback, lenient or not.
private func makeKubeRegistry(lenient: Bool) throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.setDiscriminatorKey("kind", for: kube)
    try registry.register(Deployment.self, for: kube)
    try registry.register(ConfigMap.self, for: kube)
    try registry.setFallback(UnknownKind.self, for: kube, alsoWhenDecodingFails: lenient)
    registry.freeze()
    return registry
}

private let driftedDeployment = #"{"kind":"Deployment","spec":{"replicas":"three","paused":true}}"#
private let configMap = #"{"kind":"ConfigMap","data":{"a":"b"}}"#

struct LenientFallbackTests {
    @Test func aFlatFallbackLeavesTheKeysOfTheOtherPropertiesToThem() throws {
        // Was: the payload kept `id`, and encoding threw "KubeMessage.id wrote the key "id" already".
        let registry = try makeKubeRegistry(lenient: false)
        let json = #"{"id":7,"kind":"CronTab","cron":"* * * * *"}"#
        let envelope = try decode(KubeMessage.self, from: json, registry: registry)
        expectEqual(envelope.id, 7)
        expectEqual(
            envelope.body as? UnknownKind,
            UnknownKind(typeIdentifier: "CronTab", payload: ["kind": "CronTab", "cron": "* * * * *"]))
        try expectEncodes(envelope, to: json, registry: registry)
    }

    @Test func aFallbackTypeNeedsNoStaticIdentifierOnATypeIdentifiableBase() throws {
        expectEqual(UnknownKind.typeIdentifier, "")
        let registry = try makeKubeRegistry(lenient: false)
        let unknown = try decodeDynamic(
            kube, from: #"{"kind":"CronTab","cron":"* * * * *"}"#, registry: registry)
        expectEqual((unknown as? UnknownKind)?.typeIdentifier, "CronTab")
        expectEqual(type(of: unknown).typeIdentifier, "")
        #expect(throws: RegistrationError.emptyIdentifier(type: "UnknownKind", base: "KubeObject")) {
            try TypeRegistry().register(UnknownKind.self, for: kube)
        }
    }

    @Test func withoutTheOptionAKnownTypeThatFailsFailsTheDocument() throws {
        let registry = try makeKubeRegistry(lenient: false)
        expectDecodingFailure(
            Manifests.self, from: #"{"items":[\#(driftedDeployment)]}"#, registry: registry, .typeMismatch,
            at: "items[0].spec.replicas", message: "Expected to decode Int but found a string instead.")
    }

    @Test func withTheOptionTheFallbackKeepsTheFailedPayloadAndTheReportSaysWhy() throws {
        let registry = try makeKubeRegistry(lenient: true)
        let report = DecodingReport()
        let json =
            #"{"items":[\#(driftedDeployment),\#(configMap),{"kind":"Deployment","spec":{"replicas":2}}]}"#
        let manifests = try decode(Manifests.self, from: json, registry: registry, report: report)
        let payload = CodableValue.object([
            "kind": .string("Deployment"),
            "spec": .object(["replicas": .string("three"), "paused": .bool(true)]),
        ])
        expectEqual(
            manifests.items[0] as? UnknownKind, UnknownKind(typeIdentifier: "Deployment", payload: payload))
        expectEqual(manifests.items[1] as? ConfigMap, ConfigMap(data: ["a": "b"]))
        expectEqual(manifests.items[2] as? Deployment, Deployment(spec: .init(replicas: 2)))
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "items[0]", .keptAsFallback, .typeMismatch,
                    "items[0].spec.replicas: Expected to decode Int but found a string instead.")
            ])
        expectEqual(
            report.description,
            "items[0]: kept as fallback: items[0].spec.replicas: Expected to decode Int but found a string instead."
        )
        try expectEncodes(manifests, to: json, registry: registry)
        let again = try decode(
            Manifests.self, from: encodeJSON(manifests, registry: registry), registry: registry)
        expectEqual(again.items[0] as? UnknownKind, manifests.items[0] as? UnknownKind)
    }

    @Test func theExternalLayoutKeepsAFailedPayloadToo() throws {
        let registry = TypeRegistry()
        try registry.setLayout(.external, for: kube)
        try registry.register(Deployment.self, for: kube)
        try registry.setFallback(UnknownKind.self, for: kube, alsoWhenDecodingFails: true)
        let report = DecodingReport()
        let json = #"{"Deployment":{"spec":{"replicas":"three"}}}"#
        let object = try decode(
            DynamicCodable<any KubeObject>.self, from: json, registry: registry, report: report)
        expectEqual(
            object.wrappedValue as? UnknownKind,
            UnknownKind(
                typeIdentifier: "Deployment", payload: ["Deployment": ["spec": ["replicas": "three"]]]))
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "<root>", .keptAsFallback, .typeMismatch,
                    "Deployment.spec.replicas: Expected to decode Int but found a string instead.")
            ])
        try expectEncodes(object, to: json, registry: registry)
    }

    @Test func aNumberTheTypeCannotHoldIsReportedAtItsPath() throws {
        let registry = try makeKubeRegistry(lenient: true)
        let report = DecodingReport()
        let json = #"{"kind":"Deployment","spec":{"replicas":2.5}}"#
        let object = try decode(
            DynamicCodable<any KubeObject>.self, from: json, registry: registry, report: report)
        expectEqual((object.wrappedValue as? UnknownKind)?.typeIdentifier, "Deployment")
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "<root>", .keptAsFallback, .typeMismatch,
                    "spec.replicas: Expected to decode Int but found the number 2.5, which Int cannot represent."
                )
            ])
        try expectEncodes(object, to: json, registry: registry)
    }

    @Test func inBackedPropertiesTheFallbackKeepsRatherThanDropsOrFails() throws {
        let registry = try makeKubeRegistry(lenient: true)
        let report = DecodingReport()
        let json = #"{"spec":{"main":\#(driftedDeployment)},"items":[\#(configMap),\#(driftedDeployment),7]}"#
        let cluster = try decode(Cluster.self, from: json, registry: registry, report: report)
        expectEqual((cluster.main as? UnknownKind)?.typeIdentifier, "Deployment")
        expectEqual(cluster.items.map { "\(type(of: $0))" }, ["ConfigMap", "UnknownKind"])
        #expect(cluster.extra == nil)
        expectEqual(
            report.recordedLines,
            [
                ReportLine(
                    "spec.main", .keptAsFallback, .typeMismatch,
                    "spec.main.spec.replicas: Expected to decode Int but found a string instead."),
                ReportLine(
                    "items[1]", .keptAsFallback, .typeMismatch,
                    "items[1].spec.replicas: Expected to decode Int but found a string instead."),
                ReportLine(
                    "items[2]", .dropped, .typeMismatch,
                    "items[2]: Expected an object holding a KubeObject but found a number instead."),
            ])
        try expectEncodes(
            cluster,
            to: #"{"spec":{"main":\#(driftedDeployment)},"items":[\#(configMap),\#(driftedDeployment)]}"#,
            registry: registry)
    }

    @Test func failuresBeforeATypeIsChosenStillFail() throws {
        let registry = try makeKubeRegistry(lenient: true)
        expectDecodingFailure(
            Manifests.self, from: #"{"items":[{"spec":{}}]}"#, registry: registry, .keyNotFound,
            at: "items[0].kind",
            message: #"Missing discriminator "kind" needed to choose a type for KubeObject."#,
            failure: .missingDiscriminator(key: "kind", base: "KubeObject"))
    }
}
