/// A model whose decoding is described by its `@Backed` properties, with no
/// `init(from:)` of its own.
///
/// The library makes one instance with `init()` to read the declarations (once per
/// type), then decodes each payload by filling a copy of it. A struct whose stored
/// properties all have initial values gets `init()` for free; declare it when you
/// write other initializers.
///
/// ```swift
/// struct User: BackedDecodable {
///     @Backed("uuid") var id: String
///     @Backed(Path("attributes", "first_name")) var firstName: String
/// }
/// let user = try JSONDecoder().decode(User.self, from: data)
/// ```
public protocol BackedDecodable: Decodable {
    /// Creates an instance whose `@Backed` properties hold only their declarations.
    init()
}

/// A model whose encoding is described by its `@Backed` properties: each value is
/// written back at its (first) path, creating the nested objects on the way.
///
/// ```swift
/// struct Coordinate: BackedEncodable {
///     @Backed var latitude: Double
///     @Backed(Path(dotted: "additionalInfo.elevation")) var elevation: Double
/// }
/// // {"latitude": 1, "additionalInfo": {"elevation": 3}}
/// ```
public protocol BackedEncodable: Encodable {
    /// Creates an instance whose `@Backed` properties hold only their declarations.
    init()
}
