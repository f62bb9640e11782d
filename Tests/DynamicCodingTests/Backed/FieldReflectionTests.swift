import ExpectationSupport
import Foundation
import Testing

@testable import DynamicCoding

private final class Handle: Codable, Equatable {
    static func == (lhs: Handle, rhs: Handle) -> Bool { true }
}

private enum Shade: String, Codable { case light, dark }

private struct Inner: BackedDecodable {
    @Backed var count: Int
}

/// A `@Backed` property of every storage shape, and properties that are not `@Backed`
/// but begin with a declaration's address: a nested model whose first property is one.
private struct Shapes: BackedDecodable {
    var nested = Inner()
    @Backed var number: Int
    @Backed var flag: Bool
    @Backed var text: String
    @Backed var ratio: Double
    @Backed var handle: Handle
    @Backed var maybe: Int?
    @Backed var list: [String]
    @Backed var shade: Shade
    @Backed var inner: Inner
    let fixed = 7
}

/// A generic model: its field records are its generic type's, shared by every instance.
private struct ReflectedPage<Item: Codable>: BackedDecodable {
    @Backed var items: [Item]
    let constant = Backed<String>()
}

struct FieldReflectionTests {
    @Test func aGenericModelsFieldRecordsAreRead() throws {
        let properties = try #require(FieldReflection.storedProperties(of: ReflectedPage<Int>.self))
        expectEqual(properties.map(\.name), ["_items", "constant"])
        expectEqual(properties.map(\.isVariable), [true, false])
        expectDecodingFailure(
            ReflectedPage<Int>.self, from: #"{"items":[1],"constant":"c"}"#, .dataCorrupted, at: "",
            message: "Invalid @Backed declaration of ReflectedPage<Int>.constant: it is not a stored var.",
            failure: .invalidDeclaration(
                property: "ReflectedPage<Int>.constant", problem: "it is not a stored var."))
    }

    @Test func onlyAStructHasStoredPropertiesToReflect() {
        // `_forEachField` traps on an existential (found by the plain-owner check, which
        // looks into `[any P]`) and walks a class, whose instance is not its bytes.
        expectEqual(FieldReflection.storedProperties(of: (any Codable).self)?.count, nil)
        expectEqual(FieldReflection.storedProperties(of: Handle.self)?.count, nil)
        expectEqual(FieldReflection.storedProperties(of: Shade.self)?.count, nil)
        expectEqual(FieldReflection.storedProperties(of: [any Codable].self)?.count, 1)
        expectEqual(FieldReflection.isStruct(Int.self), true)
        expectEqual(FieldReflection.isStruct((any Codable).Type.self), false)
    }

    @Test func storedPropertiesHaveTheirNamesOffsetsAndMutability() throws {
        let properties = try #require(FieldReflection.storedProperties(of: Shapes.self))
        expectEqual(
            properties.map(\.name),
            [
                "nested", "_number", "_flag", "_text", "_ratio", "_handle", "_maybe", "_list", "_shade",
                "_inner",
                "fixed",
            ])
        expectEqual(properties.map(\.isVariable), Array(repeating: true, count: 10) + [false])
        expectEqual(properties[0].offset, MemoryLayout<Shapes>.offset(of: \Shapes.nested))
        expectEqual(properties[10].offset, MemoryLayout<Shapes>.offset(of: \Shapes.fixed))
        expectEqual(ObjectIdentifier(properties[3].type), ObjectIdentifier(Backed<String>.self))
    }

    /// Each `@Backed` property is found by the address it holds, with no protocol cast;
    /// the nested model, whose first word is its own declaration's address, is not.
    @Test func everyDeclaredPropertyIsFoundByItsAddressAndNothingElse() throws {
        let properties = try #require(FieldReflection.storedProperties(of: Shapes.self))
        let (template, declarations) = DeclarationCollector.collecting { Shapes() }
        let found = withUnsafeBytes(of: template) { bytes in
            properties.map { DeclaredProperty.find($0, in: bytes, among: declarations) != nil }
        }
        expectEqual(found, [false] + Array(repeating: true, count: 9) + [false])
        expectEqual(declarations.count, 10)
    }

    @Test func declarationsAreCollectedOnlyWhileCollecting() {
        let (_, declarations) = DeclarationCollector.collecting { 1 }
        _ = Inner()
        #expect(declarations.isEmpty)
    }

    @Test func aModelWithPlainPropertiesDecodesItsBackedOnes() throws {
        let json = #"""
            {"number":1,"flag":true,"text":"t","ratio":0.5,"handle":{},"list":["a"],"shade":"dark","inner":{"count":3}}
            """#
        let shapes = try JSONDecoder().decode(Shapes.self, from: Data(json.utf8))
        #expect(shapes.number == 1 && shapes.flag && shapes.text == "t" && shapes.ratio == 0.5)
        #expect(
            shapes.maybe == nil && shapes.list == ["a"] && shapes.shade == .dark && shapes.inner.count == 3)
        expectEqual(shapes.fixed, 7)
    }
}
