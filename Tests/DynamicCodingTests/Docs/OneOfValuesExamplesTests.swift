import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Every Swift example of Documentation.docc/OneOfValues.md. Types keep the article's
// names inside the namespace; each `// result` comment is an exact expectation.

enum OneOfValuesExamples {
    struct ServicePort: Codable {
        var port: Int
        var targetPort: OneOf<Int, String>
    }

    struct Cell: BackedCodable {
        @Backed var source: OneOf<String, [String]>
        @Backed(Path("metadata", "tags"), options: .lossy) var tags: [OneOf<String, Int>]
        @Backed(Path("metadata", "id")) var id: OneOf<Int, String>?
    }

    protocol Widget: Codable {}

    struct TextBlock: Widget, TypeIdentifiable, Equatable {
        static let typeIdentifier = "text"
        var text: String
    }

    struct Banner: BackedCodable {
        @Backed var fallback: OneOf<String, any Widget>?
    }

    struct Tests {
        @Test func withAPolymorphicType() throws {
            let registry = TypeRegistry()
            try registry.register(TextBlock.self, for: (any Widget).self)
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry

            let banner = try decoder.decode(
                Banner.self, from: Data(#"{"fallback": {"type": "text", "text": "Soon"}}"#.utf8))
            expectEqual(banner.fallback?.second as? TextBlock, TextBlock(text: "Soon"))
            let plain = try decoder.decode(Banner.self, from: Data(#"{"fallback": "Sold out"}"#.utf8))
            expectEqual(plain.fallback?.first, "Sold out")
            try expectEncodes(
                banner, to: #"{"fallback": {"type": "text", "text": "Soon"}}"#, registry: registry)
        }

        @Test func inSynthesizedCodable() throws {
            let ports = try JSONDecoder().decode(
                [ServicePort].self,
                from: Data(
                    """
                    [{"port": 80, "targetPort": 8080}, {"port": 443, "targetPort": "https"}]
                    """.utf8))
            expectEqual(ports.map(\.targetPort), [.first(8080), .second("https")])
            expectEqual(ports[1].targetPort.second, "https")
            #expect(ports[1].targetPort.first == nil)
        }

        @Test func inBackedProperties() throws {
            let cell = try JSONDecoder().decode(
                Cell.self,
                from: Data(
                    """
                    {"source": ["a = 1\\n", "a"], "metadata": {"tags": ["x", 2, true]}}
                    """.utf8))
            expectEqual(cell.source, .second(["a = 1\n", "a"]))
            expectEqual(cell.tags, [.first("x"), .second(2)])
            #expect(cell.id == nil)
        }

        @Test func theOrderIsYours() throws {
            try expectEqual(
                JSONDecoder().decode([OneOf<String, Int>].self, from: Data(#"["5", 5]"#.utf8)),
                [.first("5"), .second(5)])
            try expectEqual(JSONDecoder().decode(OneOf<Double, Int>.self, from: Data("5".utf8)), .first(5.0))
            try expectEqual(JSONDecoder().decode(OneOf<Int, Double>.self, from: Data("5".utf8)), .first(5))
        }

        @Test func moreThanTwoTypes() throws {
            try expectEqual(
                JSONDecoder().decode(OneOf<Int, OneOf<String, Bool>>.self, from: Data("true".utf8)),
                .second(.second(true)))
        }

        @Test func whenNoTypeFits() {
            do {
                _ = try JSONDecoder().decode(
                    ServicePort.self, from: Data(#"{"port": 80, "targetPort": true}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    """
                    targetPort: Expected a number or a string but found a boolean instead.
                    hint: tried Int and String.
                    """)
            }
        }

        @Test func whenATypeFailsInsideTheValue() throws {
            let registry = TypeRegistry()
            try registry.register(TextBlock.self, for: (any Widget).self)
            let decoder = JSONDecoder()
            decoder.userInfo[.typeRegistry] = registry
            do {
                _ = try decoder.decode(
                    Banner.self, from: Data(#"{"fallback": {"type": "text", "text": 5}}"#.utf8))
                Issue.record("Expected a DecodingError")
            } catch {
                expectEqual(
                    DecodingErrorDescription.message(of: error),
                    """
                    fallback.text: Found an object that no type decodes:
                    - Widget: fallback.text: Expected to decode String but found number instead.
                    """)
            }
        }
    }
}
