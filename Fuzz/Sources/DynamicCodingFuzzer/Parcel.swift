import DynamicCoding
import Foundation

@testable import FuzzModels

/// A plain `Codable` group of optional fields, read from the model's own object (`.flat`).
struct Extent: Codable, Equatable {
    var width: Double?
    var depth: Double?
}

/// A class instance each decoded ``Parcel`` holds; it is not encoded.
final class Scratch {
    var notes: [String] = []
}

/// The shapes whose edits must stay local: a `.flat` typed group beside an `.otherKeys`
/// catch-all, a dictionary with a path into its object, which leaves that key to the path
/// (not optional: a label written into a `nil` box decodes back as an empty box), a
/// string-or-widget, a default under an object the catch-all also holds entries of, a date
/// written as `null`, and stored properties that are not `@Backed`.
struct Parcel: BackedCodable {
    let localID = UUID()
    let scratch = Scratch()
    var visits = 0
    @Backed("name") var name: String?
    @Backed(.flat) var extent: Extent
    @Backed(.otherKeys) var others: CodableValue.Object
    @Backed("box", defaultValue: [:]) var box: [String: Int]
    @Backed(Path("box", "label")) var label: String?
    @Backed("tag") var tag: OneOf<String, any Widget>?
    @Backed(Path("meta", "count"), defaultValue: 0) var count: Int
    @Backed("stamp", options: .explicitNull, strategy: .secondsSince1970) var stamp: Date?
}

extension Parcel: Equatable {
    /// Compares the `@Backed` properties, the ones a payload holds.
    static func == (lhs: Parcel, rhs: Parcel) -> Bool {
        lhs.name == rhs.name && lhs.extent == rhs.extent
            && sameNumbers(.object(lhs.others), .object(rhs.others))
            && lhs.box == rhs.box && lhs.label == rhs.label && sameTag(lhs.tag, rhs.tag)
            && lhs.count == rhs.count && lhs.stamp == rhs.stamp
    }

    private static func sameTag(_ lhs: OneOf<String, any Widget>?, _ rhs: OneOf<String, any Widget>?) -> Bool
    {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (.first(let lhs)?, .first(let rhs)?): return lhs == rhs
        case (.second(let lhs)?, .second(let rhs)?): return same(lhs, rhs)
        default: return false
        }
    }
}
