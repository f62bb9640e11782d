/// The answers behind a ``StandInDecoder`` at one place of the value it stands in for: a
/// `Decodable` type's `init(from:)` asks, and the source answers with stand-ins (zeros,
/// recorded examples), noting what was asked if it records. A source is the decoder's
/// whole state: the places inside it are sources too, each with its coding path.
///
/// ```swift
/// let zero = try Point(from: StandInDecoder(ZeroSource()))  // Point(x: 0, y: 0)
/// ```
protocol StandInSource {
    var codingPath: [any CodingKey] { get }
    var userInfo: [CodingUserInfoKey: Any] { get }

    /// Opens the value as an object; throws, as a decoder does, when it holds none.
    func openObject() throws
    /// Opens the value as an array, and says how many elements the stand-in has; past
    /// them, ``inner(_:_:)`` answers for ``StandInStep/pastEnd``.
    func openArray() throws -> Int
    /// The place of a value one `step` inside this one, read as `read` says; throws, as a
    /// decoder does, when there is none to read so (a missing key, an empty array).
    func inner(_ step: StandInStep, _ read: StandInRead) throws -> Self
    /// Answers `decodeNil` for the value one `step` inside this one; for
    /// ``StandInStep/whole`` (a single-value container's, which cannot throw), it must not
    /// throw.
    func isNull(_ step: StandInStep) throws -> Bool
    /// The stand-in of `type` at this place.
    func value<T: Decodable>(_ type: T.Type) throws -> T
    /// Answers `contains` for the object's `key`.
    func contains(_ key: any CodingKey) -> Bool
    /// Answers `decodeIfPresent` for the object's `key`.
    func valueIfPresent<T: Decodable>(_ type: T.Type, forKey key: any CodingKey) throws -> T?
}

/// Where a value asked of a ``StandInSource`` is, from the place asked: under a key of an
/// object, an array's element (before or past the end of the stand-in's elements), or the
/// value itself read whole (a single-value container, `superDecoder()`).
///
/// ```swift
/// try source.inner(.member(key), .value(Int.self)).value(Int.self)  // decode(Int.self, forKey: key)
/// ```
enum StandInStep {
    case member(any CodingKey)
    case element
    case pastEnd
    case whole
}

/// How the code reads a value asked of a ``StandInSource``: as a value of a type, as an
/// object or an array (a nested container), or through a super decoder.
///
/// ```swift
/// try source.inner(.element, .object)  // nestedContainer(keyedBy:) of an unkeyed container
/// ```
enum StandInRead {
    case value(any Decodable.Type)
    case object
    case array
    case superDecoder
}
