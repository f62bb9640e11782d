import DynamicCoding
import Foundation

// Models for the round-trip fidelity property (``RoundTripFidelity``): a base protocol per
// layout, two concrete types registered under every base, each keeping what it does not
// declare, and a board that holds every layout in every shape beside every kind of
// `@Backed` declaration. The fuzz target compiles this very file
// (Fuzz/Sources/DynamicCodingFuzzer/FidelityModels.swift is a link to it).

/// Internal, `{"kind": "disc", …}`.
protocol TaggedPart: Codable {}
/// Internal at a path, `{"meta": {"kind": "disc"}, …}`.
protocol NestedTagPart: Codable {}
/// Adjacent, `{"t": "disc", "c": {…}, …}`.
protocol AdjacentPart: Codable {}
/// External, `{"disc": {…}}`.
protocol ExternalPart: Codable {}
/// Deduced: a disc has a `radius`, a rod a `length`.
protocol DeducedPart: Codable {}
/// Selected by the key each type requires, written back with its tag `"sel"`.
protocol SelectedPart: Codable {}
/// Selected the same way, written back as it is.
protocol UntaggedPart: Codable {}

/// A part with a required number, the key of an optional nested part, and everything else.
struct Disc: BackedCodable, AdjacentEnvelopeHolding {
    @Backed var radius: Double
    @Backed var inner: (any TaggedPart)?
    @Backed(.otherKeys) var extra: CodableValue.Object
    var adjacentEnvelope = AdjacentEnvelope()
}

/// A part with a required integer, lossy parts of another layout, and everything else.
struct Rod: BackedCodable, AdjacentEnvelopeHolding {
    @Backed var length: Int
    @Backed(options: .lossy) var parts: [any AdjacentPart]?
    @Backed(.otherKeys) var extra: CodableValue.Object
    var adjacentEnvelope = AdjacentEnvelope()
}

/// A part whose every property is optional: it decodes from an empty object, as an
/// adjacent payload without its content does. (Not deduced: it would decode every payload.)
struct Cap: BackedCodable, AdjacentEnvelopeHolding {
    @Backed var label: String?
    @Backed(.otherKeys) var extra: CodableValue.Object
    var adjacentEnvelope = AdjacentEnvelope()
}

/// A part that is a string, not an object: its one property is `.flat`.
struct Phrase: BackedCodable, Equatable {
    @Backed(.flat) var text: String
}

/// A part that is an array: its properties are at indices, the second optional.
struct Span: BackedCodable {
    @Backed(Path(0)) var start: Int
    @Backed(Path(1)) var end: Int?
}

/// What a base with a fallback keeps of an identifier nothing registered.
struct UnknownPart: UnknownTypeFallback, Codable {
    let typeIdentifier: String
    let payload: CodableValue
}

extension Disc: TaggedPart, NestedTagPart, AdjacentPart, ExternalPart, DeducedPart, SelectedPart, UntaggedPart
{}
extension Rod: TaggedPart, NestedTagPart, AdjacentPart, ExternalPart, DeducedPart, SelectedPart, UntaggedPart
{}
extension Cap: TaggedPart, NestedTagPart, AdjacentPart, ExternalPart, SelectedPart, UntaggedPart {}
extension Phrase: AdjacentPart, ExternalPart, DeducedPart {}
extension Span: AdjacentPart, ExternalPart, DeducedPart {}
extension UnknownPart: TaggedPart, NestedTagPart, AdjacentPart, ExternalPart, DeducedPart, SelectedPart,
    UntaggedPart
{}

/// Every layout in every shape, and every kind of `@Backed` declaration, each keeping what
/// the payload held: `??` alternatives, nested paths, `.explicitNull`, defaults for `null`
/// and invalid values, lossy collections, and a catch-all.
struct FidelityBoard: BackedCodable {
    @Backed var tagged: (any TaggedPart)?
    @Backed var nested: [any NestedTagPart]?
    @Backed var adjacent: [String: any AdjacentPart]?
    @Backed var external: [any ExternalPart]?
    @Backed var deduced: (any DeducedPart)?
    @Backed(options: .lossy) var selected: [any SelectedPart]?
    @Backed var untagged: (any UntaggedPart)?
    @Backed("name" ?? "title") var name: String?
    @Backed(Path("meta", "count"), options: .explicitNull) var count: Int?
    @Backed(Path("meta", "label"), defaultValue: "none", replacing: [.null, .invalid]) var label: String?
    @Backed(defaultValue: 5, replacing: [.null, .invalid]) var score: Int?
    @Backed(options: .lossy) var tags: [String]?
    @Backed(options: .lossy) var limits: [String: Int]?
    @Backed(options: .lax) var size: Int?
    @Backed(Path("meta", "on") ?? "on", options: .lax) var on: Bool?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

/// The identifier of an untagged part: the type whose required key the payload has, else
/// what `"sel"` says.
@Sendable func selectPart(_ payload: CodableValue) -> String? {
    guard case .object(let members) = payload else { return nil }
    if members["radius"] != nil { return "disc" }
    if members["length"] != nil { return "rod" }
    return members["sel"]?.stringValue
}

/// The identifier of a tagged part: its tag `"sel"`, a string or the first of an array.
@Sendable func selectTaggedPart(_ payload: CodableValue) -> String? {
    guard case .object(let members) = payload else { return nil }
    return members["sel"]?.stringValue ?? members["sel"]?.arrayValue?.first?.stringValue
}

/// A registry with every part base in its layout, the ones that can have a fallback
/// with ``UnknownPart`` when `withFallbacks`.
func fidelityRegistry(withFallbacks: Bool) throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registerParts(
        for: (any TaggedPart).self, .internal("kind"), in: registry, withFallback: withFallbacks)
    try registerParts(
        for: (any NestedTagPart).self, .internal("meta", "kind"), in: registry, withFallback: withFallbacks)
    try registerParts(
        for: (any AdjacentPart).self, .adjacent(tag: "t", content: "c"), in: registry,
        withFallback: withFallbacks)
    try registerParts(for: (any ExternalPart).self, .external, in: registry, withFallback: withFallbacks)
    try registerParts(
        for: (any DeducedPart).self, .deduced, in: registry, withFallback: withFallbacks, withCap: false)
    try registerParts(
        for: (any SelectedPart).self, .selected(tag: "sel", selectTaggedPart), in: registry,
        withFallback: withFallbacks)
    try registerParts(
        for: (any UntaggedPart).self, .selected(selectPart), in: registry, withFallback: withFallbacks)
    return registry
}

private func registerParts<Base>(
    for base: Base.Type, _ layout: TypeLayout, in registry: TypeRegistry, withFallback: Bool,
    withCap: Bool = true
) throws {
    try registry.setLayout(layout, for: base)
    try registry.register(Disc.self, for: base, typeIdentifier: "disc")
    try registry.register(Rod.self, for: base, typeIdentifier: "rod")
    if withCap { try registry.register(Cap.self, for: base, typeIdentifier: "cap") }
    if Phrase() is Base {
        try registry.register(Phrase.self, for: base, typeIdentifier: "word")
        try registry.register(Span.self, for: base, typeIdentifier: "span")
    }
    if withFallback { try registry.setFallback(UnknownPart.self, for: base) }
}

/// Payloads that exercise each layout and each kind of declaration; the ones with an
/// unknown identifier decode only where the base has a fallback.
let fidelityPayloads: [(name: String, json: String, needsFallbacks: Bool)] = [
    ("empty", #"{}"#, false),
    ("internal", #"{"tagged":{"kind":"disc","radius":1,"color":"red"}}"#, false),
    (
        "internal, nested",
        #"{"tagged":{"kind":"disc","radius":1,"inner":{"kind":"rod","length":2,"x":null}}}"#, false
    ),
    (
        "internal at a path",
        #"{"nested":[{"meta":{"kind":"rod","v":2},"length":3},{"meta":{"kind":"disc"},"radius":0.5}]}"#, false
    ),
    ("adjacent", #"{"adjacent":{"a":{"t":"disc","c":{"radius":2},"id":7,"z":[1]}}}"#, false),
    ("adjacent, no content", #"{"adjacent":{"a":{"t":"cap","DependsOn":"b"},"b":{"t":"cap"}}}"#, false),
    ("adjacent, empty content", #"{"adjacent":{"a":{"t":"cap","c":{}}}}"#, false),
    ("external", #"{"external":[{"disc":{"radius":3,"extra":{"deep":null}}},{"rod":{"length":1}}]}"#, false),
    ("deduced", #"{"deduced":{"length":4,"note":"x"}}"#, false),
    (
        "selected with its tag",
        #"{"selected":[{"sel":"disc","radius":1},{"sel":["rod","x:Rod"],"length":2}]}"#, false
    ),
    ("selected, lossy", #"{"selected":[{"sel":"rod","length":"long"},{"sel":"disc","radius":1}]}"#, false),
    ("selected without a tag", #"{"untagged":{"radius":1,"sel":"anything"}}"#, false),
    (
        "nested lossy parts",
        #"{"tagged":{"kind":"rod","length":1,"parts":[{"t":"disc","c":{"radius":1}},{"t":"disc"}]}}"#, false
    ),
    ("a ?? alternative", #"{"title":"Board","meta":{"count":null}}"#, false),
    ("the first of two", #"{"name":"a","title":"b"}"#, false),
    (
        "null everywhere",
        #"{"tagged":null,"nested":null,"adjacent":null,"name":null,"score":null,"tags":null}"#, false
    ),
    ("a null object on a path", #"{"meta":null,"score":"high"}"#, false),
    ("defaults for null and invalid", #"{"meta":{"label":7,"count":2},"score":null}"#, false),
    ("lossy collections", #"{"tags":["a",1,null,"b"],"limits":{"x":1,"y":"two","z":null}}"#, false),
    ("unknown keys", #"{"version":3,"meta":{"count":1,"owner":{"id":1}},"list":[1,2]}"#, false),
    ("unknown internal", #"{"tagged":{"kind":"cone","h":1},"nested":[{"meta":{"kind":"?"}}]}"#, true),
    ("unknown adjacent", #"{"adjacent":{"x":{"t":"cone","c":[1,2],"more":true}}}"#, true),
    ("unknown external", #"{"external":[{"cone":"tall"}]}"#, true),
    ("unknown selected", #"{"selected":[{"sel":"cone"}],"untagged":{"sel":"cone","h":2}}"#, true),
    ("unknown deduced", #"{"deduced":{"height":4}}"#, true),
    ("an array of identifiers", #"{"tagged":{"kind":["x:Disc","disc"],"radius":1}}"#, false),
    ("unknown identifiers", #"{"tagged":{"kind":["x:Cone","cone"],"h":1}}"#, true),
    (
        "parts that are not objects",
        #"{"external":[{"word":"hi"},{"span":[1,null]}],"adjacent":{"a":{"t":"span","c":[2]}},"deduced":"yo"}"#,
        false
    ),
    ("lax scalars", #"{"size":"12","meta":{"on":"true"}}"#, false),
    ("lax scalars as they are", #"{"size":12,"on":"false"}"#, false),
]
