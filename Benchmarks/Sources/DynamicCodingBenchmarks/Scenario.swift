/// One thing to measure: this package's code and a hand-written baseline doing the same
/// work on the same data. Each side returns a checksum of what it decoded or encoded, so
/// the work can't be optimized away and both sides are known to agree.
struct Scenario {
    /// Whether a sample runs in this process after a warm-up, or in a fresh process.
    enum Temperature {
        /// Measured in this process, after a warm-up run of the same work.
        case warm
        /// Measured in a fresh process per sample: the first decode of a model type.
        case cold
    }

    /// What one side runs: `prepare` outside the measurement, then `run`, measured.
    struct Side {
        let prepare: () throws -> Void
        let run: () throws -> Int
    }

    let name: String
    /// The highest acceptable ratio ours / baseline.
    let target: Double
    let ours: Side
    let baseline: Side
    let temperature: Temperature
    /// How many objects one run decodes or encodes, for allocations per object.
    let objects: Int
    /// `MemoryLayout` stride of the `@Backed` model and of its plain twin, when it has one.
    var layout: (backed: Int, plain: Int, properties: Int)?

    /// A warm scenario on `Corpus.count` objects. The warm-up runs both sides, whichever
    /// is then measured, so that the runtime's caches (generic metadata, conformances)
    /// hold the same types for both: the lookups swift-foundation's generic code makes in
    /// them on every call cost more as they fill, by up to 7% of a scenario.
    init(
        name: String, target: Double, ours: @escaping () throws -> Int,
        baseline: @escaping () throws -> Int, layout: (backed: Int, plain: Int, properties: Int)? = nil
    ) {
        self.name = name
        self.target = target
        let warmUp = {
            _ = try ours()
            _ = try baseline()
        }
        self.ours = Side(prepare: warmUp, run: ours)
        self.baseline = Side(prepare: warmUp, run: baseline)
        self.temperature = .warm
        self.objects = Corpus.count
        self.layout = layout
    }

    /// A cold scenario: each sample decodes one object in a fresh process, after `prepare`.
    init(coldName name: String, target: Double, ours: Side, baseline: Side) {
        self.name = name
        self.target = target
        self.ours = ours
        self.baseline = baseline
        self.temperature = .cold
        self.objects = 1
        self.layout = nil
    }

    /// The side named on the command line: `ours` or `baseline`.
    func side(_ variant: String) throws -> Side {
        switch variant {
        case "ours": return ours
        case "baseline": return baseline
        default: throw BenchmarkError.unknownVariant(variant)
        }
    }
}
