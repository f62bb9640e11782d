// swift-tools-version: 6.2
import PackageDescription

// Integration tests against coders from other packages (YAML through Yams), kept out
// of the root package so that the library itself has no dependencies.
// Run with `swift test --package-path IntegrationTests`.
let package = Package(
    name: "DynamicCodingIntegrationTests",
    dependencies: [
        .package(name: "DynamicCoding", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
    ],
    targets: [
        .testTarget(
            name: "YAMLTests",
            dependencies: ["DynamicCoding", .product(name: "Yams", package: "Yams")])
    ],
    swiftLanguageModes: [.v6]
)
