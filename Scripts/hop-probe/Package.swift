// swift-tools-version: 6.2
import PackageDescription

// A probe for Scripts/count-hops.sh: one decode of a @Backed model with an `[any P]`
// property, stopped in the element's init(from:) to read the call stack.
let package = Package(
    name: "HopProbe",
    dependencies: [.package(name: "DynamicCoding", path: "../..")],
    targets: [.executableTarget(name: "HopProbe", dependencies: ["DynamicCoding"])],
    swiftLanguageModes: [.v6]
)
