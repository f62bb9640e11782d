/// The value of an `.otherKeys` property typed `CodableValue.Object`, read from a decoder
/// that keeps the document's order, with the order of every key of its model's object
/// there (``DocumentOrder``): encoding writes the object in it, declared properties and
/// unknown keys where the document had them.
///
/// The order belongs to the model's document, not to the entries: it is kept beside the
/// value in the property's storage, so that the entries are a plain value that compares
/// as any other, and setting the property keeps it (keys added since go after the ones
/// read).
///
/// ```swift
/// // if: always / name: build / timeout: 10, beside @Backed var name: String
/// // extra holds ["if": "always", "timeout": 10]; the order is ["if", "name", "timeout"]
/// ```
@usableFromInline
final class DocumentOrdered<Value> {
    /// The property's value.
    @usableFromInline let value: Value
    let order: DocumentOrder

    init(_ value: Value, order: DocumentOrder) {
        self.value = value
        self.order = order
    }

    /// `newValue` in the same order: what setting the property stores.
    @usableFromInline
    func replacingValue(with newValue: Value) -> DocumentOrdered {
        DocumentOrdered(newValue, order: order)
    }
}

extension DocumentOrdered: Sendable where Value: Sendable {}
