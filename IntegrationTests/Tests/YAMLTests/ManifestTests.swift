import DynamicCoding
import Foundation
import Testing
import Yams

// A config tool's round trip: a multi-document Kubernetes file read with Yams, each
// document decoded into `any KubeObject` by its `kind`, a few fields changed, and the
// file written back with everything else as it was, in the same order, on every run.

private protocol KubeObject: TypeIdentifiable {}

/// A container of a pod template: the fields a tool edits, over the whole object.
private struct Container: BackedCodable {
    @Backed(.flat) var raw: CodableValue
    @Backed var name: String
    @Backed var image: String
}

private struct Deployment: KubeObject, BackedCodable {
    static let typeIdentifier = "Deployment"
    @Backed(.flat) var manifest: CodableValue
    @Backed(Path("spec", "replicas")) var replicas: Int
    @Backed(Path("spec", "template", "spec", "containers")) var containers: [Container]
}

/// A port whose `targetPort` is a number or a named port (Kubernetes' `IntOrString`).
private struct ServicePort: BackedCodable {
    @Backed(.flat) var raw: CodableValue
    @Backed var port: Int
    @Backed var targetPort: OneOf<Int, String>
}

private struct Service: KubeObject, BackedCodable {
    static let typeIdentifier = "Service"
    @Backed(.flat) var manifest: CodableValue
    @Backed(Path("spec", "ports")) var ports: [ServicePort]
}

private struct ConfigMap: KubeObject, BackedCodable {
    static let typeIdentifier = "ConfigMap"
    @Backed(.flat) var manifest: CodableValue
    @Backed(Path("data", "mode")) var mode: String
}

/// Every other kind, kept as read (no `typeIdentifier` of its own to declare).
private struct UnknownKind: KubeObject, UnknownTypeFallback {
    let typeIdentifier: String
    let payload: CodableValue
}

private let manifests = """
    apiVersion: apps/v1
    kind: Deployment
    metadata:
      name: web
      labels:
        app: web
    spec:
      replicas: 2
      selector:
        matchLabels:
          app: web
      template:
        spec:
          containers:
          - name: web
            image: nginx:1.25
            ports:
            - containerPort: 80
          - name: sidecar
            image: envoy:v1
    ---
    apiVersion: v1
    kind: Service
    metadata:
      name: web
    spec:
      selector:
        app: web
      ports:
      - port: 80
        targetPort: http
        protocol: TCP
      - port: 9090
        targetPort: 9090
    ---
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: web-config
    data:
      mode: fast
      level: '3'
    ---
    apiVersion: example.com/v1
    kind: Widget
    metadata:
      name: gadget
    spec:
      size: 3
      enabled: true

    """

@Suite struct ManifestTests {
    private func makeRegistry() throws -> TypeRegistry {
        let registry = TypeRegistry()
        try registry.setDiscriminatorKey("kind", for: (any KubeObject).self)
        try registry.register(Deployment.self, for: (any KubeObject).self)
        try registry.register(Service.self, for: (any KubeObject).self)
        try registry.register(ConfigMap.self, for: (any KubeObject).self)
        try registry.setFallback(UnknownKind.self, for: (any KubeObject).self)
        registry.freeze()
        return registry
    }

    /// Reads every document of `yaml`: split with `compose_all`, each document read on its
    /// own (`YAMLDecoder` takes a `Node` directly from Yams 6 on). The ConfigFiles article's
    /// example.
    private func read(_ yaml: String, registry: TypeRegistry) throws -> [any KubeObject] {
        try Yams.compose_all(yaml: yaml).map { document in
            try YAMLDecoder().decode(
                DynamicDecodable<any KubeObject>.self, from: try Yams.serialize(node: document),
                userInfo: [.typeRegistry: registry]
            ).wrappedValue
        }
    }

    #if YAMS_DECODES_NODES
        /// Reads every document of `yaml` from its node, composed with the resolver
        /// `YAMLDecoder` reads text with. The ConfigFiles article's example.
        private func readNodes(_ yaml: String, registry: TypeRegistry) throws -> [any KubeObject] {
            try Yams.compose_all(yaml: yaml, Resolver.basic.appending(.merge)).map { document in
                try YAMLDecoder().decode(
                    DynamicDecodable<any KubeObject>.self, from: document, userInfo: [.typeRegistry: registry]
                )
                .wrappedValue
            }
        }

        @Test func nodesComposedWithTheDecodersResolverReadAsTheText() throws {
            let registry = try makeRegistry()
            let written = try write(try readNodes(manifests, registry: registry), registry: registry)
            #expect(written == manifests)
        }
    #endif

    /// Writes the documents as one file. The ConfigFiles article's example.
    private func write(_ objects: [any KubeObject], registry: TypeRegistry) throws -> String {
        try objects.map {
            try YAMLEncoder().encode(DynamicEncodable(wrappedValue: $0), userInfo: [.typeRegistry: registry])
        }.joined(separator: "---\n")
    }

    /// Scales the deployment, bumps its first image and names the service's second port.
    private func edit(_ objects: inout [any KubeObject]) {
        for index in objects.indices {
            if var deployment = objects[index] as? Deployment {
                deployment.replicas = 5
                deployment.containers[0].image = "nginx:1.27"
                objects[index] = deployment
            } else if var service = objects[index] as? Service {
                service.ports[1].targetPort = .second("metrics")
                objects[index] = service
            }
        }
    }

    @Test func decodesEachDocumentByKind() throws {
        let objects = try read(manifests, registry: try makeRegistry())
        #expect(objects.map { type(of: $0).typeIdentifier } == ["Deployment", "Service", "ConfigMap", ""])
        let service = try #require(objects[1] as? Service)
        #expect(service.ports.map(\.targetPort) == [.second("http"), .first(9090)])
        let configMap = try #require(objects[2] as? ConfigMap)
        #expect(configMap.mode == "fast")
        #expect(configMap.manifest[Path("data", "level")] == "3")
        let widget = try #require(objects[3] as? UnknownKind)
        #expect(widget.typeIdentifier == "Widget")
        #expect(widget.payload[Path("spec", "size")] == .int(3))
        #expect(widget.payload["apiVersion"]?.stringValue == "example.com/v1")
    }

    @Test func writesTheFileBackUnchangedWhenNothingChanged() throws {
        let registry = try makeRegistry()
        #expect(try write(try read(manifests, registry: registry), registry: registry) == manifests)
    }

    @Test func writesOnlyTheEditsAndTheSameBytesOnEveryRun() throws {
        let registry = try makeRegistry()
        var objects = try read(manifests, registry: registry)
        edit(&objects)
        let written = try write(objects, registry: registry)
        let expected =
            manifests
            .replacingOccurrences(of: "replicas: 2", with: "replicas: 5")
            .replacingOccurrences(of: "image: nginx:1.25", with: "image: nginx:1.27")
            .replacingOccurrences(of: "targetPort: 9090", with: "targetPort: metrics")
        #expect(written == expected)
        for _ in 0..<3 {
            var again = try read(manifests, registry: registry)
            edit(&again)
            #expect(try write(again, registry: registry) == written)
        }
    }
}
