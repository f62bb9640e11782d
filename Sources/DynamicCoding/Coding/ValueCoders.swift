/// The one place that decides how a value is coded, for `@Backed` properties and the
/// dynamic wrappers alike: a primitive fast path (a ``PrimitiveKind``, a date its
/// strategy writes as a number included), the declared strategy's coder,
/// element-by-element coders for collections that need them (a strategy, `lossy`, a path
/// that yields a list, or polymorphic elements), the type's own `Codable`, or the
/// registry for a polymorphic value. A model's schema asks once per property, when it is
/// built; the dynamic wrappers once per value type (``cached(for:)``); a path that fans
/// out with a strategy, once per decode.
enum ValueCoders {
    /// The coders of ``cached(for:)``, by value type.
    private static let cache = TypeTable()

    /// The coder of `Value` with no strategy, made on first use and kept.
    static func cached<Value>(for type: Value.Type) -> any ValueCoder<Value> {
        if let cached = cache.object(for: type) {
            return unsafeDowncast(cached, to: CachedCoder<Value>.self).coder
        }
        return unsafeDowncast(
            cache.insert(CachedCoder(make(for: type)), for: type), to: CachedCoder<Value>.self
        ).coder
    }

    private final class CachedCoder<Value> {
        let coder: any ValueCoder<Value>

        init(_ coder: any ValueCoder<Value>) {
            self.coder = coder
        }
    }

    /// - Parameters:
    ///   - strategy: the property's strategy, for `Value` or for its elements.
    ///   - lossy: whether a collection drops the elements that fail.
    ///   - elementwise: whether the value must be built element by element even
    ///     without a strategy or `lossy` (its path yields a list).
    ///   - leaving: the keys a string-keyed dictionary leaves out, because other properties
    ///     read them in its object.
    static func make<Value>(
        for type: Value.Type, strategy: PropertyStrategy? = nil, lossy: Bool = false,
        elementwise: Bool = false, leaving: Set<String> = []
    ) -> any ValueCoder<Value> {
        if let kind = PrimitiveKind(Value.self, strategy: strategy), let coder = PrimitiveCoder<Value>(kind) {
            return coder
        }
        if let coder = strategy?.coder(for: Value.self) { return coder }
        let plan = ElementPlan(strategy: strategy, lossy: lossy, elementwise: elementwise, leaving: leaving)
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

    /// `coder` as a coder of `Other`, when that is the type it codes: the same coder,
    /// without the dynamic cast `as? any ValueCoder<Other>`, which looks up the coder
    /// type's conformance (a scan of every conformance record the first time).
    static func retype<Known, Other>(_ coder: any ValueCoder<Known>, as type: Other.Type)
        -> (any ValueCoder<Other>)?
    {
        guard Known.self == Other.self else { return nil }
        // `as` keeps the existential closed: passed bare to `unsafeBitCast`'s generic
        // parameter, it would be opened, and the concrete coder's bytes reinterpreted.
        return unsafeBitCast(coder as any ValueCoder<Known>, to: (any ValueCoder<Other>).self)
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
    /// The strategy, in a box generic over its type: the box compares `Strategy.Value`
    /// with the type asked for, where asking an `any ValueCoder` for its value type would
    /// look up the strategy's conformance (a scan of every conformance record, the first
    /// time per strategy type).
    private let box: any Box
    /// For a date strategy that writes a plain number, its units.
    let dateUnits: UnitsSince1970?

    @usableFromInline
    init<Strategy: ValueCodingStrategy>(_ strategy: Strategy) {
        box = TypedBox(strategy: strategy)
        dateUnits = (strategy as? DateCodingStrategy)?.numberUnits
    }

    /// The strategy's coder when it codes `Value`, else `nil`.
    func coder<Value>(for type: Value.Type) -> (any ValueCoder<Value>)? {
        box.coder(for: type)
    }

    /// Whether the strategy codes `Value` itself (rather than a collection's elements).
    func codes<Value>(_ type: Value.Type) -> Bool {
        box.codes(type)
    }

    private protocol Box: AnyObject {
        func coder<Value>(for type: Value.Type) -> (any ValueCoder<Value>)?
        func codes<Value>(_ type: Value.Type) -> Bool
    }

    private final class TypedBox<Strategy: ValueCodingStrategy>: Box {
        let strategy: Strategy

        init(strategy: Strategy) {
            self.strategy = strategy
        }

        func coder<Value>(for type: Value.Type) -> (any ValueCoder<Value>)? {
            ValueCoders.retype(StrategyCoder(strategy: strategy), as: type)
        }

        func codes<Value>(_ type: Value.Type) -> Bool {
            Strategy.Value.self == Value.self
        }
    }
}

/// Optionals, collections and ``OneOf``, whose elements (or types) may need coders of
/// their own.
protocol CollectionShape {
    /// A coder that codes each element as `plan` says.
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder
}

/// What a collection's elements need: the strategy's coder, lossy decoding, or just to
/// be built one by one; and the keys a dictionary leaves to other properties.
struct ElementPlan {
    let strategy: PropertyStrategy?
    let lossy: Bool
    let elementwise: Bool
    let leaving: Set<String>

    var isNeeded: Bool { strategy != nil || lossy || elementwise || !leaving.isEmpty }

    func elements<Element>(_ type: Element.Type) -> CollectionElements<Element> {
        CollectionElements(coder: ValueCoders.make(for: type, strategy: strategy), isLossy: lossy)
    }

    /// The coder of a value this one holds whole (an optional's, one type of a ``OneOf``).
    func member<Member>(_ type: Member.Type) -> any ValueCoder<Member> {
        ValueCoders.make(
            for: type, strategy: strategy, lossy: lossy, elementwise: elementwise, leaving: leaving)
    }
}

extension Optional: CollectionShape {
    static func elementwiseCoder(_ plan: ElementPlan) -> any ValueCoder {
        OptionalCoder(wrapped: plan.member(Wrapped.self))
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
        DictionaryCoder(elements: plan.elements(Value.self), leaving: plan.leaving)
    }
}
