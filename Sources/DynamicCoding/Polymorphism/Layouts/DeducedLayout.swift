/// The deduced layout (``TypeLayout/deduced``): no identifier; the payload is the value of
/// the one registered type that decodes it. Every registered type is tried, in the order of
/// registration; none or several is an error naming them.
///
/// With no ``DecodingReport`` attached, each type is tried on the decoder itself
/// (``InPlaceTrials``), as a hand-written `init(from:)` would; with one, on the payload
/// read once (``BufferedPayload``), so that the report keeps only what the chosen type
/// dropped.
struct DeducedLayout {
    let namespace: TypeNamespace

    func decode(from decoder: any Decoder) throws -> Any {
        if !(decoder is PayloadDecoder), DecodingReport.attached(to: decoder) == nil {
            return try InPlaceTrials.resolve(decoder, base: namespace.baseName) {
                // The usual case without an array: one type decodes. Any other outcome
                // tries them all again, to name each in the error.
                var match: Any?
                var matches = 0
                for candidate in namespace.types {
                    guard let value = try? candidate.decode(decoder) else { continue }
                    match = value
                    matches += 1
                }
                if matches == 1, let match { return match }
                let trials = namespace.types.map { candidate in
                    (candidate, Result { try candidate.decode(decoder) })
                }
                return try choose(trials, at: decoder.codingPath).get()
            }
        }
        return try BufferedPayload.resolve(decoder, base: namespace.baseName) { payload in
            try choose(namespace.types.map { ($0, payload.attempt($0)) }, at: payload.codingPath)
        }
    }

    /// The outcome of the one type that decoded; an error when none or several did.
    private func choose<Outcome: TrialOutcome>(
        _ trials: [(type: RegisteredType, outcome: Outcome)], at codingPath: [any CodingKey]
    ) throws -> Outcome {
        // Types named only when the payload fails: a name is a `String(describing:)`.
        let matches = trials.filter { $0.outcome.succeeded }
        if matches.count == 1 { return matches[0].outcome }
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

/// What trying one type gave: a value, or the error it threw.
protocol TrialOutcome {
    var error: (any Error)? { get }
}

extension TrialOutcome {
    var succeeded: Bool { error == nil }
}

extension Result: TrialOutcome {
    var error: (any Error)? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

extension BufferedPayload.Trial: TrialOutcome {
    var error: (any Error)? { result.error }
}
