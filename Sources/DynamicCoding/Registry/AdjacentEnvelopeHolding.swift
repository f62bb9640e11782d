/// A type that keeps the envelope of its adjacent payload: the keys beside the tag and
/// the content (CloudFormation's `DependsOn`, `Metadata`, `Condition`), and whether the
/// content was there. Decoding in the adjacent layout fills ``adjacentEnvelope``, and
/// encoding writes it back around the tag and the content; a payload without its content
/// key decodes the type from an empty object.
///
/// A type that does not hold its envelope ignores the keys beside the tag and the content,
/// as a type without a catch-all ignores the keys it does not read, and decodes only
/// payloads that have their content.
///
/// ```swift
/// struct Topic: Resource, BackedCodable, AdjacentEnvelopeHolding {
///     @Backed("TopicName") var name: String?
///     var adjacentEnvelope = AdjacentEnvelope()
/// }
/// ```
public protocol AdjacentEnvelopeHolding {
    /// The keys beside the tag and the content, and whether the content was there.
    var adjacentEnvelope: AdjacentEnvelope { get set }
}
