/// Reads and rewrites the context that every `DecodingError` case carries.
extension DecodingError {
    /// The error's coding path (for `keyNotFound`, up to the container of the key).
    var codingPath: [any CodingKey] {
        context.codingPath
    }

    var context: Context {
        switch self {
        case .keyNotFound(_, let context), .valueNotFound(_, let context), .typeMismatch(_, let context),
            .dataCorrupted(let context):
            return context
        @unknown default:
            return Context(codingPath: [], debugDescription: String(describing: self))
        }
    }

    /// The same case with another context.
    func replacingContext(_ change: (Context) -> Context) -> DecodingError {
        switch self {
        case .keyNotFound(let key, let context): return .keyNotFound(key, change(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, change(context))
        case .typeMismatch(let type, let context): return .typeMismatch(type, change(context))
        case .dataCorrupted(let context): return .dataCorrupted(change(context))
        @unknown default: return self
        }
    }
}
