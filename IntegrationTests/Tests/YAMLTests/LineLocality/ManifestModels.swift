import DynamicCoding
import Testing
import Yams

// Kubernetes manifests in two styles of model: typed properties over a catch-all
// (`.otherKeys`), and typed views over the whole object kept in a `.flat` `CodableValue`.
// Each document is a polymorphic resource whose type its `kind` names.

/// A resource of a manifest, typed with catch-alls.
protocol KubeResource: Codable {}

struct KubeDeployment: KubeResource, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "Deployment"
    @Backed(Path("metadata", "name")) var name: String
    @Backed(Path("spec", "replicas")) var replicas: Int
    @Backed(Path("spec", "template", "spec", "containers")) var containers: [KubeContainer]
    @Backed(.otherKeys) var extra: CodableValue.Object
}

struct KubeContainer: BackedCodable {
    @Backed var name: String
    @Backed var image: String
    @Backed var env: [OrderedMap<String>]?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

struct KubeConfigMap: KubeResource, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "ConfigMap"
    @Backed(Path("metadata", "name")) var name: String
    @Backed var data: OrderedMap<String>
    @Backed(.otherKeys) var extra: CodableValue.Object
}

struct KubeService: KubeResource, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "Service"
    @Backed(Path("spec", "ports")) var ports: [KubePort]
    @Backed(.otherKeys) var extra: CodableValue.Object
}

/// A port whose target is a number or a named port.
struct KubePort: BackedCodable {
    @Backed var port: Int
    @Backed var targetPort: OneOf<Int, String>
    @Backed(.otherKeys) var extra: CodableValue.Object
}

/// Every other kind, kept as read.
struct OtherResource: KubeResource, FlatResource, UnknownTypeFallback {
    let typeIdentifier: String
    let payload: CodableValue
}

/// A resource of a manifest, typed views over its whole object.
protocol FlatResource: Codable {}

struct FlatDeployment: FlatResource, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "Deployment"
    @Backed(.flat) var manifest: CodableValue
    @Backed(Path("spec", "replicas")) var replicas: Int
    @Backed(Path("spec", "template", "spec", "containers")) var containers: [FlatContainer]
}

/// A container: its image typed, over the whole object.
struct FlatContainer: BackedCodable {
    @Backed(.flat) var raw: CodableValue
    @Backed var image: String
}

struct FlatConfigMap: FlatResource, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "ConfigMap"
    @Backed(.flat) var manifest: CodableValue
    @Backed var data: OrderedMap<String>
}

/// The registry of both styles of resource, each by its `kind`.
let manifestRegistry: TypeRegistry = {
    let registry = TypeRegistry()
    do {
        try registry.setLayout(.internal("kind"), for: (any KubeResource).self)
        try registry.register(KubeDeployment.self, for: (any KubeResource).self)
        try registry.register(KubeConfigMap.self, for: (any KubeResource).self)
        try registry.register(KubeService.self, for: (any KubeResource).self)
        try registry.setFallback(OtherResource.self, for: (any KubeResource).self)
        try registry.setLayout(.internal("kind"), for: (any FlatResource).self)
        try registry.register(FlatDeployment.self, for: (any FlatResource).self)
        try registry.register(FlatConfigMap.self, for: (any FlatResource).self)
        try registry.setFallback(OtherResource.self, for: (any FlatResource).self)
    } catch {
        Issue.record(error)
    }
    registry.freeze()
    return registry
}()

extension ModelStyle {
    /// One polymorphic document, read and written through the manifest registry.
    static func resource<Resource>(_ type: Resource.Type) -> ModelStyle<Resource> {
        ModelStyle<Resource>(
            read: {
                try YAMLDecoder().decode(
                    DynamicDecodable<Resource>.self, from: $0, userInfo: [.typeRegistry: manifestRegistry]
                ).wrappedValue
            },
            write: {
                try YAMLEncoder().encode(
                    DynamicEncodable(wrappedValue: $0), userInfo: [.typeRegistry: manifestRegistry])
            })
    }
}

extension Array {
    /// The element at `index`, which the edit expects to be a `Resource`; changed by `change`.
    mutating func change<Resource>(
        _ index: Int, as type: Resource.Type, _ change: (inout Resource) throws -> Void
    )
        throws
    {
        self[index] = try changing(self[index], as: type, change)
    }
}

/// `value` changed by `change` as the `Concrete` type the edit expects it to be; a failed
/// expectation when it is another type.
func changing<Value, Concrete>(
    _ value: Value?, as type: Concrete.Type, _ change: (inout Concrete) throws -> Void
)
    throws -> Value
{
    var concrete = try #require(value as? Concrete)
    try change(&concrete)
    return try #require(concrete as? Value)
}
