import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

/// A parcel of the nested-document tests: what the outer document holds, chosen by trial.
private protocol Parcel: Codable {}

/// Holds a shape, and another document in a string (`body`), decoded in `init(from:)`
/// with a decoder of its own, as webhook and queue envelopes carry JSON.
private struct Letter: Parcel {
    @DynamicCodable var attachment: any Shape
    let inner: InnerDocument

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _attachment = try container.decode(DynamicCodable<any Shape>.self, forKey: .attachment)
        let inner = JSONDecoder()
        inner.userInfo = [.typeRegistry: try requireRegistry(decoder)]
        if let report = decoder.userInfo[.innerReport] as? DecodingReport {
            inner.userInfo[.decodingReport] = report
        }
        self.inner = try inner.decode(
            InnerDocument.self, from: Data(try container.decode(String.self, forKey: .body).utf8))
    }

    func encode(to encoder: any Encoder) throws {}

    private enum CodingKeys: String, CodingKey {
        case attachment, body
    }
}

/// The other candidate, which the letter's payload does not decode as.
private struct Postcard: Parcel {
    let stamp: Int
}

/// The document a letter carries: a shape at the same coding path as the letter's own,
/// and a lossy list, whose dropped elements its own report keeps.
private struct InnerDocument: BackedDecodable {
    @Backed var attachment: any Shape
    @Backed(options: .lossy) var extras: [any Shape]
}

extension CodingUserInfoKey {
    /// The report a letter's inner decoder carries, set on the outer decoder by the test.
    fileprivate static let innerReport = CodingUserInfoKey(rawValue: "innerReport")!
}

/// A registry for parcels chosen by trial (`parcelLayout`) holding shapes in `shapeLayout`.
private func parcelRegistry(parcels parcelLayout: TypeLayout, shapes shapeLayout: TypeLayout) throws
    -> TypeRegistry
{
    let registry = try makeShapeRegistry(shapeLayout)
    try registry.setLayout(parcelLayout, for: (any Parcel).self)
    try registry.register(Letter.self, for: (any Parcel).self, typeIdentifier: "letter")
    try registry.register(Postcard.self, for: (any Parcel).self, typeIdentifier: "postcard")
    return registry
}

/// Names a shape by the key it holds, for the selected layout.
@Sendable private func selectShapeByKey(_ payload: CodableValue) -> String? {
    guard case .object(let members) = payload else { return nil }
    return members["radius"] != nil ? "circle" : members["side"] != nil ? "square" : nil
}

/// Names a parcel by the key it holds.
@Sendable private func selectParcel(_ payload: CodableValue) -> String? {
    guard case .object(let members) = payload else { return nil }
    return members["body"] != nil ? "letter" : "postcard"
}

/// Each shape layout, with how it writes a shape from its identifier and content.
private let shapeLayouts: [(name: String, layout: TypeLayout, write: @Sendable (String, String) -> String)] =
    [
        ("internal", .internal("type"), { #"{"type":"\#($0)",\#($1.dropFirst())"# }),
        ("adjacent", .adjacent(tag: "type", content: "data"), { #"{"type":"\#($0)","data":\#($1)}"# }),
        ("external", .external, { #"{"\#($0)":\#($1)}"# }),
        ("deduced", .deduced, { $1 }),
        ("selected", .selected(selectShapeByKey), { $1 }),
    ]

/// A document decoded inside another's `init(from:)`, while the outer value is being
/// tried (in place, or on a buffered copy), gets its own values and its own report
/// entries, whatever the outer document holds at the same coding paths.
struct NestedDocumentTests {
    @Test(arguments: 0..<shapeLayouts.count, [TypeLayout.deduced, .selected(selectParcel)])
    func aDocumentInAStringGetsItsOwnValues(shapeLayout: Int, parcelLayout: TypeLayout) throws {
        let (name, layout, write) = shapeLayouts[shapeLayout]
        let registry = try parcelRegistry(parcels: parcelLayout, shapes: layout)
        let inner =
            #"{"attachment":\#(write("square", #"{"side":2}"#)),"extras":[\#(write("square", #"{"side":3}"#)),7]}"#
        let escaped = String(decoding: try JSONEncoder().encode(inner), as: UTF8.self)
        let outer = #"{"attachment":\#(write("circle", #"{"radius":1}"#)),"body":\#(escaped)}"#
        let innerReport = DecodingReport()
        let outerReport = DecodingReport()
        let decoder = makeDecoder(registry: registry, report: outerReport)
        decoder.userInfo[.innerReport] = innerReport
        let parcel =
            try decoder
            .decode(DynamicCodable<any Parcel>.self, from: Data(outer.utf8)).wrappedValue
        let letter = try #require(parcel as? Letter, "\(name)")
        expectEqual(letter.attachment as? Circle, Circle(radius: 1), "\(name)")
        expectEqual(letter.inner.attachment as? Square, Square(side: 2), "\(name)")
        expectEqual(letter.inner.extras.compactMap { $0 as? Square }, [Square(side: 3)], "\(name)")
        expectEqual(innerReport.entries.map { pathString($0.codingPath) }, ["extras[1]"], "\(name)")
        expectEqual(outerReport.entries.count, 0, "\(name)")
    }
}
