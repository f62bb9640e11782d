import DynamicCoding
import Foundation

/// Peak memory of a whole decode, measured from outside (`/usr/bin/time -f %M`): a file of
/// flat people written once, then read in a fresh process by ``DynamicJSONDecoder`` into
/// the `@Backed` model or by `JSONDecoder` into the hand-written one.
enum MemoryRun {
    /// `--write-flat FILE COUNT`: COUNT people, as the flat scenario's corpus.
    static func write(to path: String, count: Int) throws {
        var generator = Corpus.Generator(seed: 1)
        try Corpus.json((0..<count).map { Corpus.person($0, &generator) }).write(
            to: URL(fileURLWithPath: path))
    }

    /// `--decode-flat FILE ours|baseline`: the checksum of the people in FILE.
    static func decode(_ path: String, _ variant: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        switch variant {
        case "ours": return try DynamicJSONDecoder().decode([FlatPerson].self, from: data).checksum
        case "baseline": return try JSONDecoder().decode([HandFlatPerson].self, from: data).checksum
        default: throw BenchmarkError.unknownVariant(variant)
        }
    }
}
