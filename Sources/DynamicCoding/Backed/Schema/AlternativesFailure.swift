/// The error for a `??` chain whose paths all failed: the most promising attempt's
/// error (one that found a value it could not decode, before one that found nothing),
/// with a message listing every attempt in order.
enum AlternativesFailure {
    static func combine<Value>(_ outcomes: [Outcome<Value>], routes: [FieldRoute]) -> Outcome<Value> {
        var errors: [any Error] = []
        var firstFailure: (any Error)?
        for outcome in outcomes {
            switch outcome {
            case .value: return outcome
            case .absent(let absence): errors.append(absence.error)
            case .failed(let error):
                errors.append(error)
                firstFailure = firstFailure ?? error
            }
        }
        guard
            let primary = firstFailure as? DecodingError
                ?? (firstFailure == nil ? errors.first as? DecodingError : nil)
        else {
            return .failed(firstFailure ?? errors[0])
        }
        let attempts = zip(routes, errors).map { route, error in
            "\(route.text): \(DecodingErrorDescription.message(of: error))"
        }
        let failure = DynamicCodingFailure.noAlternativeMatched(attempts: attempts)
        let error = primary.replacingContext { context in
            failure.decodingContext(context.codingPath)
        }
        if firstFailure == nil, case .absent(let absence) = outcomes[0] {
            return .absent(Absence(error: error, isNull: absence.isNull))
        }
        return .failed(error)
    }
}
