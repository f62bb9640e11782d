/// The deduced layout (``TypeLayout/deduced``): no identifier; the payload, read once,
/// is the value of the one registered type that decodes it. Every registered type is
/// tried, in the order of registration; none or several is an error naming them.
struct DeducedLayout {
    let namespace: TypeNamespace

    func decode(from decoder: any Decoder) throws -> Any {
        try BufferedPayload.resolve(decoder, base: namespace.baseName) { payload in
            var matches: [(name: String, outcome: BufferedPayload.Trial)] = []
            var failures: [String] = []
            for candidate in namespace.types {
                let outcome = payload.attempt(candidate)
                switch outcome.result {
                case .success: matches.append((candidate.name, outcome))
                case .failure(let error):
                    failures.append("\(candidate.name): \(DecodingErrorDescription.message(of: error))")
                }
            }
            if matches.count == 1 { return matches[0].outcome }
            let failure =
                matches.isEmpty
                ? DynamicCodingFailure.noDeducedType(base: namespace.baseName, attempts: failures)
                : .ambiguousDeducedType(base: namespace.baseName, candidates: matches.map(\.name))
            throw DecodingError.dataCorrupted(failure.decodingContext(payload.codingPath))
        }
    }
}
