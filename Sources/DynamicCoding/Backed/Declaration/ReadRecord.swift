/// How a decoded `@Backed` value was read, when writing the value back at its first path
/// would change the document: it was read as `null`, it was absent under `.explicitNull`,
/// a default replaced a value that was there, or a `??` alternative other than the first
/// held it. Encoding writes it back as read until the property is set.
///
/// ```swift
/// // @Backed var summary: String?  ← {"summary": null}
/// // the property holds nil, recorded as read from null: encoding writes "summary": null
/// ```
@usableFromInline
final class ReadRecord<Value> {
    /// What the payload held, as encoding writes it back.
    enum Payload {
        /// The value itself (read at a `??` alternative other than the first).
        case value
        /// `null`.
        case null
        /// Nothing: the key is left out.
        case absent
        /// Nothing, because an object on the way (the container `node`) was `null`: written
        /// as `null` unless another property writes into that object.
        case nullObject(node: Int)
        /// The value a default replaced, as read.
        case replaced(CodableValue)
    }

    /// The property's value.
    @usableFromInline let value: Value
    /// The index of the `??` alternative where the payload held it.
    let route: Int
    let payload: Payload
    /// The other `??` alternatives the payload had, by index, as read: written back too.
    let alternatives: [(route: Int, raw: CodableValue)]

    init(value: Value, route: Int, payload: Payload, alternatives: [(route: Int, raw: CodableValue)] = []) {
        self.value = value
        self.route = route
        self.payload = payload
        self.alternatives = alternatives
    }
}

extension ReadRecord: Sendable where Value: Sendable {}
extension ReadRecord.Payload: Sendable {}
