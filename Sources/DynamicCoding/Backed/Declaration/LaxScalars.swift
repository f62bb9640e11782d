/// A `@Backed` model whose numbers and booleans may all be written as strings: each of
/// its properties of a ``LaxScalar`` type reads as if declared with ``BackedOptions/lax``.
/// A value read from a string is written back as one, until the property is set.
///
/// ```swift
/// struct Function: BackedCodable, LaxScalars {
///     @Backed("MemorySize") var memorySize: Int?  // 128 or "128"
///     @Backed("Timeout") var timeout: Int?
/// }
/// ```
public protocol LaxScalars {}
