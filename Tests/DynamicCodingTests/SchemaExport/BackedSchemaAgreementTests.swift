import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// Each @Backed feature: its fixture and every mutant of it (each member removed, each
/// value given each other JSON type) are valid against the schema exactly when they decode.
@Suite(.needsJSONSchema) struct BackedSchemaAgreementTests {
    @Test func keysAndNestedPaths() throws {
        try expectAgreement(
            KeysAndPaths.self,
            on: #"""
                {"name": "a", "meta": {"title": "t", "subtitle": "s", "stats": {"views": 3, "likes": 1}},
                 "foo.bar": "d", "score": 1.5, "flag": true}
                """#)
    }

    @Test func defaultsByPolicy() throws {
        try expectAgreement(
            Defaults.self,
            on: #"""
                {"retries": 2, "label": "x", "count": 4, "level": 2, "limits": {"max": 5, "min": 1},
                 "zero": 2.5, "names": ["a"]}
                """#)
        try expectAgreement(Defaults.self, on: #"{"level": "invalid"}"#)
    }

    @Test func optionalsNullsAndAnyValues() throws {
        try expectAgreement(
            Optionals.self,
            on: #"{"note": "n", "execution_count": null, "raw": {"a": [1]}, "maybeRaw": 2, "items": [1, 2]}"#)
    }

    @Test func alternativePaths() throws {
        try expectAgreement(
            Alternatives.self,
            on: #"{"name": "a", "profile": {"nickname": "b", "age": 3}, "waypoints": ["x"]}"#)
        try expectAgreement(
            Alternatives.self, on: #"{"full_name": "a", "nickname": "n", "stops": [], "age": 1}"#)
    }

    @Test func indicesKeysValuesAndFilters() throws {
        try expectAgreement(
            Walks.self,
            on: #"""
                {"values": [1, 2], "matrix": [["a", "b"]], "counts": {"apple": 1, "pear": 2},
                 "people": {"a": {"name": "Ann"}}, "scores": {"x": 1, "y": -1}, "flags": {"x-a": 1, "b": "c"}}
                """#)
    }

    @Test func laxScalars() throws {
        try expectAgreement(
            LaxValues.self,
            on: #"{"MemorySize": "128", "Timeout": 3, "Ratio": "-2.5e1", "Enabled": "true", "Count": "255"}"#)
        try expectAgreement(
            LaxValues.self, on: #"{"Timeout": "-12", "Count": 7, "Enabled": true, "Ratio": 1}"#)
    }

    @Test func modelsThatAreNotObjects() throws {
        try expectAgreement(WholeString.self, on: #""Bucket""#)
        try expectAgreement(ElementArray.self, on: #"["a", 2, {}, false, "extra"]"#)
        try expectAgreement(ElementArray.self, on: #"["a", null]"#)
    }

    @Test func lossyAndOtherCollections() throws {
        try expectAgreement(
            Collections.self,
            on: #"""
                {"tags": ["a", 1, null], "scores": {"a": 1, "b": "x"}, "unique": ["a", "b"],
                 "ordered": {"z": 1, "a": 2}, "optionalList": [1, "x"], "nested": [[1.5], []]}
                """#)
    }

    @Test func dateAndDataStrategies() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        try expectAgreement(
            Strategies.self,
            on: #"""
                {"created": "2024-05-01T09:30:00Z", "updated": 1714559400, "logged": 1714559400000,
                 "blob": "aGVsbG8=", "stamps": {"a": 1}, "history": ["2024-05-01T09:30:00Z"],
                 "plain": "2024-05-01T09:30:00Z", "temperature": "21.5C"}
                """#,
            decoder: decoder)
    }

    @Test func flatValuesAndOtherKeys() throws {
        try expectAgreement(
            FlatAndOthers.self, on: #"{"id": 1, "latitude": 1.5, "longitude": 2, "unknown": [true]}"#)
    }

    @Test func flatValuesThatMayBeAbsent() throws {
        try expectAgreement(
            OptionalFlats.self, on: #"{"id": 1, "latitude": 1.5, "longitude": 2, "row": 3, "column": 4}"#)
        try expectAgreement(OptionalFlats.self, on: #"{"id": 1, "latitude": 1.5}"#)
    }

    @Test func aKeyReadWholeAndInto() throws {
        try expectAgreement(
            Overlaps.self, on: #"{"box": {"label": "l", "size": 2, "other": 3}, "same": "s"}"#)
    }

    @Test func typesThatShareANameAreDefinedApart() throws {
        let schema = try JSONSchema(for: SameNames.self)
        let properties = schema.document["$defs"]?["SameNames"]?["properties"]
        expectEqual(properties?["first"], ["$ref": "#/$defs/Item"])
        expectEqual(properties?["second"], ["$ref": "#/$defs/DynamicCodingTests.SecondModule.Item"])
        expectEqual(schema.document["$defs"]?["DynamicCodingTests.SecondModule.Item"]?["required"], ["count"])
        try expectAgreement(SameNames.self, on: #"{"first": {"name": "a"}, "second": {"count": 1}}"#)
    }

    @Test func oneOfValues() throws {
        try expectAgreement(OneOfs.self, on: #"{"value": 1, "list": ["a"], "maybe": true}"#)
        try expectAgreement(OneOfs.self, on: #"{"value": "x", "list": "a"}"#)
    }

    @Test func plainTypesThatTestForNull() throws {
        try expectAgreement(
            NullChecks.self,
            on: #"{"level": 1, "spare": 2, "reading": {"value": 3, "unit": "c"}, "samples": [1, null]}"#)
    }

    @Test func enumerationsAndFoundationValues() throws {
        try expectAgreement(
            Enumerations.self,
            on: #"""
                {"mood": "happy", "moods": ["sad"], "url": "https://example.com",
                 "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626", "amount": 1.25, "small": -3}
                """#)
    }
}
