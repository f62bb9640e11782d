/// A decoder or encoder of the library that passes its work to another one.
protocol WrappingDecoderOrEncoder {
    /// The coder it passes its work to.
    var wrapped: Any { get }
}
