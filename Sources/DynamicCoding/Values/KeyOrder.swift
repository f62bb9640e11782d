/// The order in which `CodableValue` objects and `.otherKeys` catch-alls keep their keys.
///
/// Foundation's `JSONDecoder` and `PropertyListDecoder` list a keyed container's keys in
/// hash order, different in every process, and `JSONEncoder` writes keyed containers and
/// dictionaries in hash order unless `.sortedKeys`; other coders (Yams's) keep a
/// mapping's order both ways. Which coders are Foundation's is told by the module of the
/// coder's type: a heuristic, since a coder does not say whether it keeps order.
enum KeyOrder {
    private static let foundationTypes = Locked<[ObjectIdentifier: Bool]>([:])

    /// Whether `coder` is one of Foundation's decoders or encoders (seen through the
    /// library's own wrappers).
    static func isFoundation(_ coder: Any) -> Bool {
        if let wrapper = coder as? any WrappingDecoderOrEncoder { return isFoundation(wrapper.wrapped) }
        let type = type(of: coder)
        if let known = foundationTypes.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let name = String(reflecting: type)
        let isFoundation = name.hasPrefix("FoundationEssentials.") || name.hasPrefix("Foundation.")
        foundationTypes.withLock { $0[ObjectIdentifier(type)] = isFoundation }
        return isFoundation
    }

    /// The keys of an object read as a dictionary (`spelled`), in the order the decoder's
    /// keyed container lists them (`listed()`) when that order is the payload's: not a
    /// Foundation decoder, and the same keys. Otherwise sorted.
    static func keys(_ spelled: some Collection<String>, listed: () -> [String], by decoder: any Decoder)
        -> [String]
    {
        documentOrder(of: spelled, listed: listed, by: decoder) ?? spelled.sorted()
    }

    /// The keys of ``keys(_:listed:by:)`` when they are in the payload's order, else `nil`.
    static func documentOrder(
        of spelled: some Collection<String>, listed: () -> [String], by decoder: any Decoder
    ) -> [String]? {
        guard !isFoundation(decoder) else { return nil }
        let listed = listed()
        guard listed.count == spelled.count, Set(listed) == Set(spelled) else { return nil }
        return listed
    }
}
