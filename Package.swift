// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DynamicCoding",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "DynamicCoding", targets: ["DynamicCoding"]),
        .executable(name: "dynamic-coding-benchmarks", targets: ["DynamicCodingBenchmarks"]),
    ],
    targets: [
        .target(name: "DynamicCoding"),
        .executableTarget(name: "DynamicCodingBenchmarks", dependencies: ["DynamicCoding"]),
        .testTarget(name: "DynamicCodingTests", dependencies: ["DynamicCoding"]),
    ],
    swiftLanguageModes: [.v6]
)
