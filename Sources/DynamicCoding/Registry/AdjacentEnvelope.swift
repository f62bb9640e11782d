/// What an adjacent payload (``TypeLayout/adjacent(tag:content:)``) holds besides its tag
/// and its content: the keys beside them, and whether the content key was there at all.
/// A type that keeps it (``AdjacentEnvelopeHolding``) is written back with the same keys.
///
/// ```swift
/// // {"Type": "AWS::SNS::Topic", "DependsOn": ["Queue"]} with .adjacent(tag: "Type", content: "Properties")
/// topic.adjacentEnvelope.otherKeys  // ["DependsOn": ["Queue"]]
/// topic.adjacentEnvelope.hasContent  // false
/// ```
public struct AdjacentEnvelope: Hashable, Sendable {
    /// The keys beside the tag and the content, as the payload spells them, in its order.
    public var otherKeys: CodableValue.Object
    /// Whether the payload had its content key. A value read without one is written back
    /// without one while it writes an empty object.
    public var hasContent: Bool

    /// An envelope with `otherKeys` beside the tag and the content; the default is what a
    /// value made in code has: no other keys, and a content.
    ///
    /// ```swift
    /// var topic = Topic()
    /// topic.adjacentEnvelope = AdjacentEnvelope(otherKeys: ["Condition": "IsProduction"])
    /// ```
    public init(otherKeys: CodableValue.Object = [:], hasContent: Bool = true) {
        self.otherKeys = otherKeys
        self.hasContent = hasContent
    }
}
