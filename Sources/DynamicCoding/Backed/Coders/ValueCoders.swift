/// Chooses the coder for a property's value type once, when its model is first used:
/// the strategy's coder, element-wise coders for collections that need them (strategy
/// or lossy), a primitive fast path, the type's own `Codable`, or the registry for
/// polymorphic values.
enum ValueCoders {
    /// - Parameter elementwise: whether the value must be built element by element even
    ///   without a strategy or `lossy` (its path yields a list).
    static func make<Value>(
        for type: Value.Type, strategyCoder: Any?, lossy: Bool, elementwise: Bool = false
    ) -> any ValueCoder<Value> {
        if let coder = strategyCoder as? any ValueCoder<Value> { return coder }
        let plan = ElementPlan(strategyCoder: strategyCoder, lossy: lossy, elementwise: elementwise)
        if let shape = Value.self as? any ElementwiseShape.Type, plan.isNeeded,
            let coder = shape.elementwiseCoder(plan) as? any ValueCoder<Value>
        {
            return coder
        }
        return plain(for: type)
    }

    /// The coder that uses `Value`'s own conformances, or the registry when it has none.
    static func plain<Value>(for type: Value.Type) -> any ValueCoder<Value> {
        if let codable = Value.self as? any Codable.Type,
            let coder = codableCoder(codable) as? any ValueCoder<Value>
        {
            return coder
        }
        if let decodable = Value.self as? any Decodable.Type,
            let coder = decodableCoder(decodable) as? any ValueCoder<Value>
        {
            return coder
        }
        if let encodable = Value.self as? any Encodable.Type,
            let coder = encodeOnlyCoder(encodable) as? any ValueCoder<Value>
        {
            return coder
        }
        return PolymorphicCoder<Value>()
    }

    private static func codableCoder<T: Codable>(_ type: T.Type) -> Any {
        PrimitiveCoder<T>() ?? CodablePlainCoder<T>() as any ValueCoder<T>
    }

    private static func decodableCoder<T: Decodable>(_ type: T.Type) -> Any {
        PlainCoder<T>()
    }

    private static func encodeOnlyCoder<T: Encodable>(_ type: T.Type) -> Any {
        EncodeOnlyCoder<T>()
    }
}

/// Containers whose elements may need coders of their own.
protocol ElementwiseShape {
    /// A coder that codes each element, or `nil` when the container's own conformance will do.
    static func elementwiseCoder(_ plan: ElementPlan) -> Any?
}

/// What a container's elements need: the strategy's coder, lossy decoding, or just to
/// be built one by one.
struct ElementPlan {
    let strategyCoder: Any?
    let lossy: Bool
    let elementwise: Bool

    var isNeeded: Bool { strategyCoder != nil || lossy || elementwise }

    func elements<Element>(_ type: Element.Type) -> LossyElements<Element> {
        LossyElements(
            coder: ValueCoders.make(for: type, strategyCoder: strategyCoder, lossy: false), isLossy: lossy)
    }
}

extension Optional: ElementwiseShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> Any? {
        OptionalCoder(
            wrapped: ValueCoders.make(
                for: Wrapped.self, strategyCoder: plan.strategyCoder, lossy: plan.lossy,
                elementwise: plan.elementwise))
    }
}

extension Array: ElementwiseShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> Any? {
        ArrayCoder(elements: plan.elements(Element.self))
    }
}

extension Set: ElementwiseShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> Any? {
        SetCoder(array: ArrayCoder(elements: plan.elements(Element.self)))
    }
}

extension Dictionary: ElementwiseShape where Key == String {
    static func elementwiseCoder(_ plan: ElementPlan) -> Any? {
        DictionaryCoder(elements: plan.elements(Value.self))
    }
}
