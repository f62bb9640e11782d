/// The error of a ``OneOf`` none of whose types decoded the value at `codingPath`, which
/// is `found` ("an object"), carrying
/// ``DynamicCodingFailure/noTypeMatched(types:expected:found:attempts:)``.
///
/// A type that cannot take a value of that kind (`String` for an object) is only named
/// in the message's hint. When a type took the value and failed inside it, the error is
/// the deepest of those failures, at its own path, as a `??` chain reports its most
/// promising attempt, so that an excerpt marks the value that failed.
///
/// ```swift
/// throw AlternativeTypesFailure(codingPath: decoder.codingPath, found: "an object").error(
///     of: OneOf<String, Endpoint>.self,
///     tried: [.init(String.self, stringError), .init(Endpoint.self, endpointError)])
/// // target.host: Found an object that no type decodes:
/// // - Endpoint: target.host: No value found for key "host".
/// ```
struct AlternativeTypesFailure {
    let codingPath: [any CodingKey]
    let found: String

    /// One type tried and the error it threw.
    struct Attempt {
        let type: Any.Type
        let error: any Error
        /// Whether the type is itself a choice of types (a nested ``OneOf``) whose error
        /// lists its own.
        let isChoice: Bool

        init(_ type: Any.Type, _ error: any Error, isChoice: Bool = false) {
            (self.type, self.error, self.isChoice) = (type, error, isChoice)
        }
    }

    /// The error for `value` after every type in `tried` failed, in order.
    func error(of value: Any.Type, tried: [Attempt]) -> DecodingError {
        var failure = (types: [String](), expected: [String](), attempts: [String]())
        var deepest: DecodingError?
        for attempt in tried {
            let listed = list(attempt)
            failure.types += listed.types
            failure.expected += listed.expected.filter { !failure.expected.contains($0) }
            failure.attempts += listed.attempts
            if let error = listed.reached, Self.depth(of: error) > deepest.map(Self.depth) ?? -1 {
                deepest = error
            }
        }
        let reason = DynamicCodingFailure.noTypeMatched(
            types: failure.types, expected: failure.expected, found: found, attempts: failure.attempts)
        if let primary = deepest {
            return primary.replacingContext { reason.decodingContext($0.codingPath) }
        }
        let context = reason.decodingContext(codingPath)
        return found == "null" ? .valueNotFound(value, context) : .typeMismatch(value, context)
    }

    /// What one attempt adds to the failure: its types, what they expect when the value
    /// is of another kind, else why they failed, and the error of a failure inside the value.
    private func list(_ attempt: Attempt) -> (
        types: [String], expected: [String], attempts: [String], reached: DecodingError?
    ) {
        let error = attempt.error as? DecodingError
        if attempt.isChoice, let error,
            case .noTypeMatched(let types, let expected, _, let attempts)? = error.context.underlyingError
                as? DynamicCodingFailure
        {
            return (types, expected, attempts, attempts.isEmpty ? nil : error)
        }
        let name = String(describing: attempt.type)
        if let expected = ExpectedPayload.of(attempt.error, at: codingPath), expected != found {
            return ([name], [expected], [], nil)
        }
        return ([name], [], ["\(name): \(reason(attempt.error))"], error)
    }

    /// How deep `error` is: the keys of its path, and the missing key of a `keyNotFound`.
    private static func depth(of error: DecodingError) -> Int {
        guard case .keyNotFound = error else { return error.codingPath.count }
        return error.codingPath.count + 1
    }

    /// The error's message, without its path when that is the value's own.
    private func reason(_ error: any Error) -> String {
        let message = DecodingErrorDescription.message(of: error)
        let prefix = CodingPathDescription.of(codingPath) + ": "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
