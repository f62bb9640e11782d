import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// `EditedText.json` on a JSONC settings file decoded with `JSONDecoder`: comments,
/// trailing commas and layout stay.
@Suite struct EditedTextJSONTests {
    struct Settings: Codable, Equatable {
        var tabSize: Int
        var rulers: [Int]
        var theme: String?
        var files: Files

        struct Files: Codable, Equatable {
            var exclude: [String: Bool]
        }
    }

    static let settings = """
        {
            // Editor
            "tabSize": 2, // spaces
            "rulers": [80, 120],
            /* Appearance */
            "theme": "Dark+",
            "files": {
                "exclude": {
                    "**/.build": true,
                },
            },
        }

        """

    func decode(_ text: String) throws -> Settings {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return try decoder.decode(Settings.self, from: Data(text.utf8))
    }

    /// The settings edited by `edit`, written back, and checked to decode to the edit.
    func edited(_ edit: (inout Settings) -> Void) throws -> String {
        let original = try decode(Self.settings)
        var settings = original
        edit(&settings)
        let data = try EditedText.json(Data(Self.settings.utf8), from: original, to: settings)
        let text = String(decoding: data, as: UTF8.self)
        expectEqual(try decode(text), settings)
        return text
    }

    func replacing(_ old: String, with new: String) -> String {
        Self.settings.replacingOccurrences(of: old, with: new)
    }

    @Test func aSuperEncoderOfKeysWithoutSuperIsKeyedSuper() throws {
        // Keys with no case `super`: the encoder's key for it was `Key(stringValue: "super")!`.
        struct Base: Codable, Equatable { var level: Int }
        struct Derived: Codable, Equatable {
            var name: String
            var base: Base
            enum CodingKeys: String, CodingKey { case name }
            init(name: String, base: Base) {
                self.name = name
                self.base = base
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decode(String.self, forKey: .name)
                base = try Base(from: container.superDecoder())
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try base.encode(to: container.superEncoder())
            }
        }
        let text = #"{"name": "a", "super": {"level": 1}}"#
        let original = try JSONDecoder().decode(Derived.self, from: Data(text.utf8))
        var edited = original
        edited.base.level = 2
        let data = try EditedText.json(Data(text.utf8), from: original, to: edited)
        expectEqual(String(decoding: data, as: UTF8.self), #"{"name": "a", "super": {"level": 2}}"#)
    }

    @Test func anUnchangedModelGivesTheSameBytes() throws {
        expectEqual(try edited { _ in }, Self.settings)
    }

    @Test func aChangedNumberKeepsTheCommentAfterIt() throws {
        expectEqual(try edited { $0.tabSize = 4 }, replacing(#""tabSize": 2,"#, with: #""tabSize": 4,"#))
    }

    @Test func anInlineArrayGrowsOnItsLine() throws {
        expectEqual(try edited { $0.rulers.append(160) }, replacing("[80, 120]", with: "[80, 120, 160]"))
    }

    @Test func aRemovedMemberTakesItsLine() throws {
        expectEqual(try edited { $0.theme = nil }, replacing("    \"theme\": \"Dark+\",\n", with: ""))
    }

    @Test func anAddedMemberKeepsTheTrailingCommaStyle() throws {
        expectEqual(
            try edited { $0.files.exclude["**/node_modules"] = true },
            replacing(
                #""**/.build": true,"#, with: "\"**/.build\": true,\n            \"**/node_modules\": true,"))
    }
}
