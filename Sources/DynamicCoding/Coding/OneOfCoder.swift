/// Codes a ``OneOf`` whose types need coders of their own: a polymorphic type (`any P`,
/// which has no `Codable` conformance of its own), or a lossy option for a collection
/// among them. Decoding tries the first type's coder, then the second's;
/// encoding writes the value held with its type's coder.
struct OneOfCoder<First, Second>: ValueCoder {
    let first: any ValueCoder<First>
    let second: any ValueCoder<Second>

    func decode(from decoder: any Decoder) throws -> OneOf<First, Second> {
        try OneOf.decodeFirstThatFits(
            from: decoder, first: { try first.decodeLocatingErrors(from: $0) },
            second: { try second.decodeLocatingErrors(from: $0) })
    }

    func encode(_ value: OneOf<First, Second>, to encoder: any Encoder) throws {
        switch value {
        case .first(let value): try first.encode(value, to: encoder)
        case .second(let value): try second.encode(value, to: encoder)
        }
    }

    var needsBinding: Bool { first.needsBinding || second.needsBinding }

    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<OneOf<First, Second>> {
        OneOfCoder(first: first.bound(to: userInfo), second: second.bound(to: userInfo))
    }
}

extension OneOf: CollectionShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder {
        OneOfCoder(first: plan.member(First.self), second: plan.member(Second.self))
    }
}
