import DynamicCoding
import Foundation
import Testing
import Yams

/// Numbers and keys that YAML 1.1 readers (PyYAML, CloudFormation) read otherwise than
/// YAML 1.2 readers once `YAMLEncoder` wrote them, and how ``readableByYAML11(_:)`` writes
/// them. PyYAML and ruamel.yaml read the texts (``YAMLReadings``).
private let document = """
    ratio: 1.0
    half: 0.5
    big: 1.0e+20
    "64": x
    'on': y
    "null": z

    """

/// A model that reads a number and keeps the other keys.
private struct Mapping: BackedCodable {
    @Backed var ratio: Double
    @Backed(.otherKeys) var extra: CodableValue.Object
}

/// What `YAMLEncoder` writes for `document`, whatever the model read it.
private let writtenByYams = """
    ratio: 1e+0
    half: 5e-1
    big: 1e+20
    64: x
    on: y
    null: z

    """

/// What both readers read from `document`.
private let documentReading = "[{'ratio': 1.0, 'half': 0.5, 'big': 1e+20, '64': 'x', 'on': 'y', 'null': 'z'}]"

@Suite struct YAML11Tests {
    /// `document` read through each model and written back.
    private func writtenBack() throws -> [String] {
        let decoder = YAMLDecoder()
        return [
            try YAMLEncoder().encode(decoder.decode(CodableValue.self, from: document)),
            try YAMLEncoder().encode(decoder.decode(OrderedMap<CodableValue>.self, from: document)),
            try YAMLEncoder().encode(decoder.decode(Mapping.self, from: document)),
        ]
    }

    @Test func yamsWritesWhatYAML11ReadsOtherwise() throws {
        #expect(
            try YAMLReadings(of: document) == YAMLReadings(yaml11: documentReading, yaml12: documentReading))
        for written in try writtenBack() {
            #expect(written == writtenByYams)
            #expect(
                try YAMLReadings(of: written)
                    == YAMLReadings(
                        yaml11:
                            "[{'ratio': '1e+0', 'half': '5e-1', 'big': '1e+20', 64: 'x', True: 'y', None: 'z'}]",
                        yaml12: "[{'ratio': 1.0, 'half': 0.5, 'big': 1e+20, 64: 'x', 'on': 'y', None: 'z'}]"))
        }
    }

    @Test func writtenAgainBothReadersReadTheDocument() throws {
        for written in try writtenBack() {
            let readable = try readableByYAML11(written)
            #expect(readable == "ratio: 1.0e+0\nhalf: 5.0e-1\nbig: 1.0e+20\n'64': x\n'on': y\n'null': z\n")
            #expect(
                try YAMLReadings(of: readable)
                    == YAMLReadings(yaml11: documentReading, yaml12: documentReading))
            let original = try YAMLDecoder().decode(CodableValue.self, from: document)
            #expect(try YAMLDecoder().decode(CodableValue.self, from: readable) == original)
        }
    }

    /// The ConfigFiles article's example.
    @Test func theArticlesExample() throws {
        let yaml = """
            ratio: 1.0
            "64": x
            'on': y
            """
        let written = try YAMLEncoder().encode(try YAMLDecoder().decode(CodableValue.self, from: yaml))
        #expect(written == "ratio: 1e+0\n64: x\non: y\n")
        #expect(try readableByYAML11(written) == "ratio: 1.0e+0\n'64': x\n'on': y\n")
    }

    /// Yams quotes the string values that YAML 1.1 or 1.2 would read as another type.
    @Test func stringValuesThatReadAsAnotherTypeAreQuoted() throws {
        let value: CodableValue = ["a": "yes", "b": "1:30", "c": "1.0", "d": "64", "e": "null", "f": "1e+0"]
        let written = try YAMLEncoder().encode(value)
        #expect(written == "a: 'yes'\nb: '1:30'\nc: '1.0'\nd: '64'\ne: 'null'\nf: '1e+0'\n")
        let reading = "[{'a': 'yes', 'b': '1:30', 'c': '1.0', 'd': '64', 'e': 'null', 'f': '1e+0'}]"
        #expect(try YAMLReadings(of: written) == YAMLReadings(yaml11: reading, yaml12: reading))
        #expect(try readableByYAML11(written) == written)
    }

    /// Workflows, manifests and a Compose file: both readers read what a YAML 1.2 reader
    /// reads in the fixture, and only the workflows' `on:` key changes (to `'on':`, which
    /// YAML 1.1 reads as `true`).
    @Test(arguments: ["ci.yml", "docs.yml", "release.yml", "app.yaml", "compose.yaml"])
    func fixturesWrittenAgainReadTheSameInBoth(_ name: String) throws {
        let file = try ConfigFile(name)
        let documents = try file.documents.map {
            try readableByYAML11(YAMLEncoder().encode(YAMLDecoder().decode(CodableValue.self, from: $0)))
        }
        let readable = ConfigFile.joined(documents)
        #expect(readable == file.text.replacingOccurrences(of: "\non:", with: "\n'on':"))
        let readings = try YAMLReadings(of: readable)
        #expect(readings.agree, "\(readings)")
        #expect(readings.yaml12 == (try YAMLReadings(of: file.text)).yaml12)
    }
}
