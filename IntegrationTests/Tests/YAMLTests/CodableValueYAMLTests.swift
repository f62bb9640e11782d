import DynamicCoding
import Foundation
import Testing
import Yams

/// Whether this Yams reads a quoted `"true"`, `""`, `"~"` or `"null"` as the string it is.
/// Yams before 5.1 reads quoted null spellings as null and Yams before 5.4 quoted boolean
/// spellings as booleans: it exposes no quoting for them, so `CodableValue` cannot tell
/// (5.0.1 is tested). Yams 6.2.2 (tested) keeps quoting for every scalar.
let yamsKeepsQuoting = (try? YAMLDecoder().decode(Bool.self, from: "'true'")) == nil

/// A YAML scalar, what `CodableValue` reads from it, and, when Yams 5.0.1 differs, what it
/// reads there.
struct ScalarCase: CustomTestStringConvertible, Sendable {
    let yaml: String
    let value: CodableValue
    let withoutQuoting: CodableValue?

    init(_ yaml: String, _ value: CodableValue, yams5 withoutQuoting: CodableValue? = nil) {
        self.yaml = yaml
        self.value = value
        self.withoutQuoting = withoutQuoting
    }

    var expected: CodableValue { yamsKeepsQuoting ? value : withoutQuoting ?? value }
    var testDescription: String { yaml }
}

let scalarCases: [ScalarCase] = [
    ScalarCase(#""true""#, "true", yams5: true),
    ScalarCase("'false'", "false", yams5: false),
    ScalarCase("true", true),
    ScalarCase("True", true),
    ScalarCase("FALSE", false),
    ScalarCase("yes", "yes"),
    ScalarCase("'yes'", "yes"),
    ScalarCase("off", "off"),
    ScalarCase("nginx:stable", "nginx:stable"),
    ScalarCase("system:auth-delegator", "system:auth-delegator"),
    ScalarCase("1:30", "1:30"),
    ScalarCase(#""""#, "", yams5: .null),
    ScalarCase("", nil),
    ScalarCase("~", nil),
    ScalarCase(#""~""#, "~", yams5: .null),
    ScalarCase("null", nil),
    ScalarCase("'null'", "null", yams5: .null),
    ScalarCase("!!str true", "true", yams5: true),
    ScalarCase(#""0x1F""#, "0x1F"),
    ScalarCase("0x1F", 31),
    ScalarCase("0o17", 15),
    ScalarCase("017", 17),
    ScalarCase("0b101", "0b101"),
    ScalarCase("1_000", "1_000"),
    ScalarCase("-5", -5),
    ScalarCase("+12", 12),
    ScalarCase("-0", 0),
    ScalarCase("1e3", 1000.0),
    ScalarCase(#""1e3""#, "1e3"),
    ScalarCase("1.0", 1.0),
    ScalarCase(".5", 0.5),
    ScalarCase("99999999999999999999", .number(CodableValue.Number("99999999999999999999")!)),
    ScalarCase("18446744073709551615", .number(CodableValue.Number("18446744073709551615")!)),
    ScalarCase("1.0000000000000000001", .number(CodableValue.Number("1.0000000000000000001")!)),
    ScalarCase("1.5e400", .number(CodableValue.Number("1.5e400")!)),
    ScalarCase(".inf", .double(.infinity)),
    ScalarCase("-.inf", .double(-.infinity)),
    ScalarCase("inf", "inf"),
    ScalarCase("2001-12-14", "2001-12-14"),
]

extension CodableValue {
    /// This object with `changes`' members set.
    fileprivate func replacing(_ changes: CodableValue.Object) -> CodableValue {
        var changed = self
        for (key, value) in changes {
            changed[key] = value
        }
        return changed
    }
}

@Suite struct CodableValueYAMLTests {
    @Test(arguments: scalarCases)
    func scalarsAreWhatYAML12Means(_ scalar: ScalarCase) throws {
        let value = try YAMLDecoder().decode(CodableValue.self, from: "value: \(scalar.yaml)")
        #expect(value == ["value": scalar.expected])
    }

    /// Every number is kept exactly and written back as read; one a `Decimal` does not
    /// hold is an error, not a rounding.
    @Test func numbersAreWrittenBackExactly() throws {
        let yaml = "big: 18446744073709551615\nnegative: -9223372036854775809\nfine: 1.0000000000000000001\n"
        let value = try YAMLDecoder().decode(CodableValue.self, from: yaml)
        #expect(value["big"] == .number(CodableValue.Number("18446744073709551615")!))
        #expect(try YAMLEncoder().encode(value) == yaml)
        let digits = CodableValue.number(
            CodableValue.Number("123456789012345678901234567890123456789012345")!)
        #expect {
            try YAMLEncoder().encode(["digits": digits] as CodableValue)
        } throws: { error in
            DecodingErrorDescription.message(of: error)
                == "digits: The number 123456789012345678901234567890123456789012345 cannot be written exactly: "
                + "it has more digits, or a larger exponent, than a Decimal holds (38 digits, exponents -128...127). "
                + "DynamicJSONEncoder writes any number exactly."
        }
    }

    /// The YAML example of Documentation.docc/WorkingWithCodableValue.md.
    @Test func theArticlesExample() throws {
        let yaml = """
            image: nginx:stable
            name: system:auth-delegator
            apiGroups: [""]
            enabled: true
            quoted: "true"
            mask: 0x1F
            """
        let value = try YAMLDecoder().decode(CodableValue.self, from: yaml)
        let expected: CodableValue = [
            "image": "nginx:stable", "name": "system:auth-delegator", "apiGroups": [""], "enabled": true,
            "quoted": "true", "mask": 31,
        ]
        #expect(
            value == (yamsKeepsQuoting ? expected : expected.replacing(["apiGroups": [nil], "quoted": true])))
    }

    @Test func stringsInASequenceStayStrings() throws {
        let yaml = """
            rules:
              - apiGroups: [""]
                resources: [pods]
                verbs: ["get", list]
            """
        let value = try YAMLDecoder().decode(CodableValue.self, from: yaml)
        #expect(value[Path("rules", 0, "apiGroups")] == [yamsKeepsQuoting ? "" : nil])
        #expect(value[Path("rules", 0, "verbs")] == ["get", "list"])
    }

    @Test func objectsKeepTheDocumentsOrderBothWays() throws {
        let yaml = """
            kind: Deployment
            apiVersion: apps/v1
            metadata:
              name: web
              labels:
                tier: front
                app: web
            spec:
              replicas: 2
              template:
                spec:
                  containers:
                  - name: web
                    image: nginx:stable
                    ports:
                    - containerPort: 80
                    env:
                    - name: Z_LAST
                      value: '1'
                    - name: A_FIRST
                      value: 'on'

            """
        let value = try YAMLDecoder().decode(CodableValue.self, from: yaml)
        #expect(value.objectValue?.keys == ["kind", "apiVersion", "metadata", "spec"])
        #expect(value[Path("metadata", "labels")]?.objectValue?.keys == ["tier", "app"])
        #expect(try YAMLEncoder().encode(value) == yaml)
    }

    @Test func editsKeepTheOrderAndAddAtTheEnd() throws {
        var value = try YAMLDecoder().decode(CodableValue.self, from: "b: 1\na: {d: 2, c: 3}\n")
        value[Path("a", "c")] = 4
        value[Path("a", "e")] = "new"
        value["b"] = nil
        #expect(try YAMLEncoder().encode(value) == "a:\n  d: 2\n  c: 4\n  e: new\n")
    }

    @Test func unknownKeysKeepTheirOrderInAnObjectCatchAll() throws {
        struct Manifest: BackedCodable {
            @Backed var kind: String
            @Backed(.otherKeys) var extra: CodableValue.Object
        }
        let yaml = "kind: Secret\nzeta: 1\ntype: Opaque\ndata:\n  b: Yg==\n  a: YQ==\n"
        let manifest = try YAMLDecoder().decode(Manifest.self, from: yaml)
        #expect(manifest.extra.keys == ["zeta", "type", "data"])
        #expect(try YAMLEncoder().encode(manifest) == yaml)
    }

    @Test func aDictionaryCatchAllIsWrittenInKeyOrder() throws {
        struct Manifest: BackedCodable {
            @Backed var kind: String
            @Backed(.otherKeys) var extra: [String: CodableValue]
        }
        let manifest = try YAMLDecoder().decode(Manifest.self, from: "kind: Secret\nzeta: 1\ntype: Opaque\n")
        #expect(try YAMLEncoder().encode(manifest) == "kind: Secret\ntype: Opaque\nzeta: 1\n")
    }
}
