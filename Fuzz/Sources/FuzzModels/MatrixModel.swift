import DynamicCoding
import Foundation

/// A model of the declaration matrix (MatrixModels.swift, written by
/// Fuzz/generate-models.py): one declaration under test, `v`, beside the properties its kind of
/// model has (an `id`, a catch-all).
protocol MatrixModel: BackedCodable, SendableMetatype {
    /// What the model declares, for messages: `object: Int?, .lax at "v", a catch-all`.
    static var about: String { get }
    /// A payload it decodes, for the seeds.
    static var seed: String { get }
    /// Whether an unchanged round trip must give the input back (``RoundTripFidelity``).
    static var faithful: Bool { get }
    /// Whether it holds a polymorphic value, so that it is fuzzed with and without fallbacks.
    static var polymorphic: Bool { get }
    /// Whether it is fuzzed with fallbacks too; `polymorphic` unless a known bug is left out.
    static var fallbacks: Bool { get }
    /// Edits of every property, each with the keys it may change.
    var edits: [Edit<Self>] { get }
}

extension MatrixModel {
    static var faithful: Bool { true }
    static var polymorphic: Bool { false }
    static var fallbacks: Bool { polymorphic }

    /// Sets the property at `keyPath` to the first of `values` that changes the document.
    func edit<Value>(_ keyPath: WritableKeyPath<Self, Value>, _ values: [Value], owns: [[String]]) -> Edit<
        Self
    > {
        let name = "\(keyPath): set"
        let apply: (inout Self) -> Void = { model in
            let before = MatrixRegistries.written(model)
            for value in values {
                model[keyPath: keyPath] = value
                if MatrixRegistries.written(model) != before { return }
            }
        }
        return owns.count == 2
            ? Edit(name, owns: owns[0], owns[1], apply: apply) : Edit(name, owns: owns[0], apply: apply)
    }

    /// Adds a key the catch-all at `keyPath` does not have.
    func catchAllEdit(_ keyPath: WritableKeyPath<Self, CodableValue.Object>) -> Edit<Self> {
        let key = unusedKey(among: self[keyPath: keyPath].keys)
        return Edit("catch-all: \(key) added", owns: [key]) { $0[keyPath: keyPath][key] = true }
    }
}

/// Values of the fidelity parts, for defaults and edits.
enum Parts {
    static var disc: Disc {
        var disc = Disc()
        disc.radius = 1
        disc.extra = [:]
        return disc
    }

    static var otherDisc: Disc {
        var disc = disc
        disc.radius = 2
        disc.inner = rod
        return disc
    }

    static var rod: Rod {
        var rod = Rod()
        rod.length = 3
        rod.extra = [:]
        return rod
    }
}

/// The registries the matrix is decoded with, and their encoders.
enum MatrixRegistries {
    /// The fidelity registries: without fallbacks, and with them.
    static let registries: [TypeRegistry] = {
        do {
            return [try fidelityRegistry(withFallbacks: false), try fidelityRegistry(withFallbacks: true)]
        } catch {
            fatalError("The fidelity registries do not register: \(error)")
        }
    }()

    /// One encoder per registry, sorted keys.
    static let encoders: [JSONEncoder] = registries.map { registry in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.userInfo[.typeRegistry] = registry
        return encoder
    }

    static let plistEncoders: [PropertyListEncoder] = registries.map { registry in
        let encoder = PropertyListEncoder()
        encoder.userInfo[.typeRegistry] = registry
        return encoder
    }

    /// What `model` writes with the registry that has fallbacks (edits compare documents with it).
    static func written<Model: Encodable>(_ model: Model) -> Data? {
        try? encoders[1].encode(model)
    }
}

/// `added`, `added~`, … : the first that is not among `keys`.
func unusedKey(among keys: some Sequence<String>) -> String {
    let taken = Set(keys)
    var key = "added"
    while taken.contains(key) { key += "~" }
    return key
}

/// Fields that sit beside the model's own keys (`.flat`).
struct Point: Codable, Equatable {
    var x: Double
    var y: Double
}

enum Formats {
    /// `yyyy-MM-dd` in UTC.
    static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
