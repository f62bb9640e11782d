import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// What a registry accepts and refuses for each layout.
struct LayoutRegistrationTests {
    @Test func defaultTypesAreRefusedWhereALayoutHasNoUseForThem() throws {
        let deduced = TypeRegistry()
        try deduced.setLayout(.deduced, for: (any Shape).self)
        #expect(
            throws: RegistrationError.unsupportedByLayout(
                feature: "a default type", layout: "deduced", base: "Shape",
                reason: "every registered type is tried on every payload")
        ) { try deduced.setDefault(Circle.self, for: (any Shape).self) }

        let external = TypeRegistry()
        try external.setDefault(Circle.self, for: (any Shape).self)
        let refusal = RegistrationError.unsupportedByLayout(
            feature: "a default type", layout: "external", base: "Shape",
            reason: "every external payload names its type in its one key")
        #expect(throws: refusal) { try external.setLayout(.external, for: (any Shape).self) }
        expectEqual(
            refusal.description,
            "Cannot use a default type for Shape with the external layout: every external payload names "
                + "its type in its one key.")
    }

    @Test func layoutsWithUnusableKeysAreRefused() {
        let registry = TypeRegistry()
        #expect(
            throws: RegistrationError.invalidLayout(
                layout: #"adjacent "type"/"type""#, base: "Shape",
                problem: #"the tag and the content share the key "type""#)
        ) { try registry.setLayout(.adjacent(tag: "type", content: "type"), for: (any Shape).self) }
        #expect(
            throws: RegistrationError.invalidLayout(
                layout: #"internal "meta.""#, base: "Shape", problem: "a key is empty")
        ) { try registry.setLayout(.internal("meta", ""), for: (any Shape).self) }
    }

    @Test func aFrozenRegistryKeepsItsLayout() throws {
        let registry = try makeShapeRegistry(.external)
        registry.freeze()
        #expect(throws: RegistrationError.frozen(rejected: "Shape", base: "Shape")) {
            try registry.setLayout(.deduced, for: (any Shape).self)
        }
        #expect(
            try decodeDynamic((any Shape).self, from: #"{"circle":{"radius":1}}"#, registry: registry)
                is Circle)
    }

    @Test func setDiscriminatorKeyIsTheInternalLayout() throws {
        let registry = try makeShapeRegistry(.external)
        try registry.setDiscriminatorKey("kind", for: (any Shape).self)
        #expect(
            try decodeDynamic((any Shape).self, from: #"{"kind":"square","side":1}"#, registry: registry)
                is Square)
    }

    @Test(arguments: [
        (TypeLayout.internal("type"), #"internal "type""#),
        (.internal("meta", "kind"), #"internal "meta.kind""#),
        (.adjacent(tag: "t", content: "c"), #"adjacent "t"/"c""#), (.external, "external"),
        (.deduced, "deduced"),
        (.selected { _ in nil }, "selected"),
    ])
    func layoutsDescribeThemselves(layout: TypeLayout, description: String) {
        expectEqual(layout.description, description)
    }
}

/// Protocols one type appears under, for registering it once for both.
private protocol Operand {}
private protocol Condition {}

private struct Reference: Codable, Operand, Condition, TypeIdentifiable, Equatable {
    static let typeIdentifier = "Ref"
    let name: String
}

private struct Other: Codable, Operand {}

struct SeveralBasesRegistrationTests {
    @Test func oneCallRegistersATypeForEveryBase() throws {
        let registry = TypeRegistry()
        try registry.register(Reference.self, for: [(any Operand).self, (any Condition).self])
        expectEqual(registry.typeIdentifiers(for: (any Operand).self), ["Ref"])
        expectEqual(registry.typeIdentifiers(for: (any Condition).self), ["Ref"])
        let decoder = makeDecoder(registry: registry)
        let condition = try decoder.decode(
            DynamicDecodable<any Condition>.self, from: Data(#"{"type":"Ref","name":"IsProd"}"#.utf8))
        expectEqual(condition.wrappedValue as? Reference, Reference(name: "IsProd"))
    }

    @Test func aRefusalForOneBaseRegistersForNone() throws {
        let registry = TypeRegistry()
        try registry.register(Other.self, for: (any Operand).self, typeIdentifier: "Ref")
        #expect(
            throws: RegistrationError.identifierTaken(
                "Ref", base: "Operand", registered: "Other", rejected: "Reference")
        ) { try registry.register(Reference.self, for: [(any Condition).self, (any Operand).self]) }
        expectEqual(registry.typeIdentifiers(for: (any Condition).self), [])
    }
}
