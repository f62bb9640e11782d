/// The deduced layout (``TypeLayout/deduced``): no identifier; the payload, read once,
/// is the value of the one registered type that decodes it. Every registered type is
/// tried, in the order of registration; none or several is an error naming them.
struct DeducedLayout {
    let namespace: TypeNamespace

    func decode(from decoder: any Decoder) throws -> Any {
        try BufferedPayload.resolve(decoder, base: namespace.baseName) { payload in
            var matches: [(name: String, trial: BufferedPayload.Trial)] = []
            var failures: [(name: String, error: any Error)] = []
            for candidate in namespace.types {
                let trial = payload.attempt(candidate)
                switch trial.result {
                case .success: matches.append((candidate.name, trial))
                case .failure(let error): failures.append((candidate.name, error))
                }
            }
            if matches.count == 1 { return matches[0].trial }
            let failure =
                matches.isEmpty
                ? DynamicCodingFailure.noDeducedType(
                    base: namespace.baseName,
                    attempts: failures.map { "\($0.name): \(DecodingErrorDescription.message(of: $0.error))" }
                )
                : .ambiguousDeducedType(base: namespace.baseName, candidates: matches.map(\.name))
            throw DecodingError.dataCorrupted(failure.decodingContext(payload.codingPath))
        }
    }
}
