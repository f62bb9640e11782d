/// An implementation detail of ``BackedDecodable``, public only because that protocol
/// refines it: a type that can decode a polymorphic payload from the keyed container
/// its type identifier was just read from, so that the payload's object is opened once
/// instead of twice. Not meant to be adopted or called outside the library.
///
/// ```swift
/// struct Circle: Shape, BackedDecodable {  // adopts it through BackedDecodable
///     @Backed var radius: Double
/// }
/// ```
public protocol _PayloadObjectDecodable: Decodable {
    /// Decodes from `decoder`, whose keyed container `object` holds.
    static func _decode(from decoder: any Decoder, object: _PayloadObject) throws -> Self
}

/// The keyed container a polymorphic payload's type identifier was read from, handed to
/// ``_PayloadObjectDecodable``; an implementation detail of ``BackedDecodable``.
///
/// ```swift
/// // Made only by the library, when it has read a payload's identifier.
/// ```
public struct _PayloadObject {
    let container: ObjectDecodingContainer
}
