/// The one place that decides how a value is coded, for `@Backed` properties and the
/// dynamic wrappers alike. It chooses once per value type: the declared strategy's
/// coder, element-by-element coders for collections that need them (a strategy,
/// `lossy`, a path that yields a list, or polymorphic elements), a primitive fast
/// path, the type's own `Codable`, or the registry for a polymorphic value.
enum ValueCoders {
    /// - Parameters:
    ///   - strategy: the property's strategy, for `Value` or for its elements.
    ///   - lossy: whether a collection drops the elements that fail.
    ///   - elementwise: whether the value must be built element by element even
    ///     without a strategy or `lossy` (its path yields a list).
    static func make<Value>(
        for type: Value.Type, strategy: PropertyStrategy? = nil, lossy: Bool = false,
        elementwise: Bool = false
    ) -> any ValueCoder<Value> {
        if let coder = strategy?.coder(for: Value.self) { return coder }
        if let primitive = PrimitiveCoder<Value>() { return primitive }
        let plan = ElementPlan(strategy: strategy, lossy: lossy, elementwise: elementwise)
        if plan.isNeeded || !hasCodableConformance(Value.self),
            let shape = Value.self as? any CollectionShape.Type,
            let coder = shape.elementwiseCoder(plan).retyped(as: Value.self)
        {
            return coder
        }
        return plain(for: type)
    }

    /// Whether `Value` decodes or encodes with its own conformance; collections of
    /// polymorphic values (`[any P]`) have none and are coded element by element.
    private static func hasCodableConformance<Value>(_ type: Value.Type) -> Bool {
        type is any Decodable.Type || type is any Encodable.Type
    }

    /// The coder that uses `Value`'s own conformances, or the registry when it has none.
    private static func plain<Value>(for type: Value.Type) -> any ValueCoder<Value> {
        if let codable = Value.self as? any Codable.Type,
            let coder = codableCoder(codable).retyped(as: Value.self)
        {
            return coder
        }
        if let decodable = Value.self as? any Decodable.Type,
            let coder = decodableCoder(decodable).retyped(as: Value.self)
        {
            return coder
        }
        if let encodable = Value.self as? any Encodable.Type,
            let coder = encodeOnlyCoder(encodable).retyped(as: Value.self)
        {
            return coder
        }
        return PolymorphicCoder<Value>()
    }

    private static func codableCoder<T: Codable>(_ type: T.Type) -> any ValueCoder {
        CodablePlainCoder<T>()
    }

    private static func decodableCoder<T: Decodable>(_ type: T.Type) -> any ValueCoder {
        PlainCoder<T>()
    }

    private static func encodeOnlyCoder<T: Encodable>(_ type: T.Type) -> any ValueCoder {
        EncodeOnlyCoder<T>()
    }
}

/// The strategy a property was declared with, applied to whichever type it is for: the
/// value itself, or each element of a collection (or optional) of it.
@usableFromInline
struct PropertyStrategy {
    /// The strategy's coder, for the strategy's own value type.
    private let coder: any ValueCoder

    @usableFromInline
    init<Strategy: ValueCodingStrategy>(_ strategy: Strategy) {
        coder = StrategyCoder(strategy: strategy)
    }

    /// The strategy's coder when it codes `Value`, else `nil`.
    func coder<Value>(for type: Value.Type) -> (any ValueCoder<Value>)? {
        coder.retyped(as: Value.self)
    }
}

/// Optionals and collections, whose elements may need coders of their own.
protocol CollectionShape {
    /// A coder that codes each element as `plan` says.
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder
}

/// What a collection's elements need: the strategy's coder, lossy decoding, or just to
/// be built one by one.
struct ElementPlan {
    let strategy: PropertyStrategy?
    let lossy: Bool
    let elementwise: Bool

    var isNeeded: Bool { strategy != nil || lossy || elementwise }

    func elements<Element>(_ type: Element.Type) -> LossyElements<Element> {
        LossyElements(coder: ValueCoders.make(for: type, strategy: strategy), isLossy: lossy)
    }
}

extension Optional: CollectionShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder {
        OptionalCoder(
            wrapped: ValueCoders.make(
                for: Wrapped.self, strategy: plan.strategy, lossy: plan.lossy, elementwise: plan.elementwise))
    }
}

extension Array: CollectionShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder {
        ArrayCoder(elements: plan.elements(Element.self))
    }
}

extension Set: CollectionShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder {
        SetCoder(array: ArrayCoder(elements: plan.elements(Element.self)))
    }
}

extension Dictionary: CollectionShape where Key == String {
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder {
        DictionaryCoder(elements: plan.elements(Value.self))
    }
}
