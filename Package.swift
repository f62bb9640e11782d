// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DynamicCoding",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "DynamicCoding", targets: ["DynamicCoding"]),
    ],
    targets: [
        .target(name: "DynamicCoding"),
        .testTarget(name: "DynamicCodingTests", dependencies: ["DynamicCoding"]),
    ],
    swiftLanguageModes: [.v6]
)
