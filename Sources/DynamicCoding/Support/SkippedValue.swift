/// Any value, decoded as nothing: to step over an array element, or to learn an object's
/// keys without decoding its members.
struct SkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
