/// Codes an ``OrderedMap`` entry by entry, as ``DictionaryCoder`` codes a dictionary, and
/// keeps its order: the document's when decoding, the map's when encoding to an encoder
/// that keeps order.
struct OrderedMapCoder<Element>: ValueCoder {
    let entries: DictionaryCoder<Element>

    func decode(from decoder: any Decoder) throws -> OrderedMap<Element> {
        OrderedMap(try entries.decode(from: decoder), orderedAs: decoder)
    }

    func encode(_ value: OrderedMap<Element>, to encoder: any Encoder) throws {
        guard !KeyOrder.isFoundation(encoder) else {
            return try entries.encode(value.dictionary, to: encoder)
        }
        let coder = entries.elements.coder.bound(to: encoder.userInfo)
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, element) in value {
            try coder.encode(element, to: &container, forKey: AnyCodingKey(key))
        }
    }

    var needsBinding: Bool { entries.needsBinding }

    func bound(to userInfo: [CodingUserInfoKey: Any]) -> any ValueCoder<OrderedMap<Element>> {
        OrderedMapCoder(
            entries: DictionaryCoder(elements: entries.elements.bound(to: userInfo), leaving: entries.leaving)
        )
    }
}

extension OrderedMap: CollectionShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder {
        OrderedMapCoder(entries: DictionaryCoder(elements: plan.elements(Value.self), leaving: plan.leaving))
    }
}
