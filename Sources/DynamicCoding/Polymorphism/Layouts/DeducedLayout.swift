/// The deduced layout (``TypeLayout/deduced``): no identifier; the payload is the value of
/// the one registered type that decodes it. Every registered type is tried, in the order of
/// registration; several is an error naming them, and so is none, unless a fallback type
/// keeps the payload (with an empty identifier).
///
/// Each type is tried on the decoder itself (`InPlaceTrials`), as a hand-written
/// `init(from:)` would, and a ``DecodingReport`` keeps only what the chosen type recorded
/// (`ReportTrial`). Inside a payload read into a ``CodableValue`` (a selected value, a
/// fallback), the types are tried on that copy.
struct DeducedLayout {
    let namespace: TypeNamespace

    func decode<Base>(_ base: Base.Type, from decoder: any Decoder) throws -> Base {
        // Inside a payload read into a `CodableValue` (a selected value, a fallback), from that copy.
        guard !(decoder is PayloadDecoder) else {
            let chosen = try BufferedPayload.resolve(decoder, base: namespace.baseName) { payload in
                try choose(
                    namespace.types.map { ($0, payload.attempt($0)) }, at: payload.codingPath,
                    payload: { payload.value })
            }
            return try BaseConformance.cast(chosen, to: base, at: decoder.codingPath)
        }
        return try InPlaceTrials.resolve(decoder, base: namespace.baseName) {
            let report = DecodingReport.attached(to: decoder)
            if report == nil, let value = try onlyMatch(base, from: decoder) { return value }
            // A report keeps what the chosen type recorded, once; an error names every type.
            let trials = namespace.types.map { candidate in
                let (outcome, kept) = ReportTrial.collecting { try candidate.decode(decoder) }
                return (candidate, BufferedPayload.Trial(result: outcome, kept: kept))
            }
            let chosen = try choose(trials, at: decoder.codingPath) { try CodableValue(from: decoder) }
                .replayed()
            return try BaseConformance.cast(chosen, to: base, at: decoder.codingPath)
        }
    }

    /// Whether a value is being tried in place on this thread (see `InPlaceTrials`).
    static var isTrying: Bool { InPlaceTrials.isTrying }

    /// The usual case, with no report and each type built straight into `Base`: the value
    /// of the one type that decodes; `nil` when none or several do, or when the one that
    /// does is no `Base`, which the long way words.
    private func onlyMatch<Base>(_ base: Base.Type, from decoder: any Decoder) throws -> Base? {
        var match: Base?
        var matches = 0
        for candidate in namespace.types {
            do {
                match = try candidate.decodeIfConforming(as: base, from: decoder)
                matches += 1
            } catch {
                continue
            }
        }
        return matches == 1 ? match : nil
    }

    /// The outcome of the one type that decoded; when none did, the payload kept by the
    /// fallback type (with an empty identifier), else an error; an error when several did.
    private func choose(
        _ trials: [(type: RegisteredType, outcome: BufferedPayload.Trial)], at codingPath: [any CodingKey],
        payload: () throws -> CodableValue
    ) throws -> BufferedPayload.Trial {
        // Types named only when the payload fails: a name is a `String(describing:)`.
        let matches = trials.filter { $0.outcome.succeeded }
        if matches.count == 1 { return matches[0].outcome }
        if matches.isEmpty, let fallback = namespace.fallback {
            return BufferedPayload.Trial(
                result: .success(fallback.make(identifier: "", payload: try payload())), kept: [])
        }
        let failure =
            matches.isEmpty
            ? DynamicCodingFailure.noDeducedType(
                base: namespace.baseName,
                attempts: trials.compactMap { trial in
                    trial.outcome.error.map {
                        "\(trial.type.name): \(DecodingErrorDescription.message(of: $0))"
                    }
                })
            : .ambiguousDeducedType(base: namespace.baseName, candidates: matches.map(\.type.name))
        throw DecodingError.dataCorrupted(failure.decodingContext(codingPath))
    }
}

extension BufferedPayload.Trial {
    /// The error the type threw; `nil` when it decoded.
    var error: (any Error)? {
        guard case .failure(let error) = result else { return nil }
        return error
    }

    var succeeded: Bool { error == nil }
}
