// swift-tools-version: 6.2
import PackageDescription

// The benchmark executable: this package against hand-written `Codable` on the same data.
// Kept out of the root package so that `swift test` does not build it. Run it with
// `swift run -c release --package-path Benchmarks dynamic-coding-benchmarks`.
let package = Package(
    name: "DynamicCodingBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [.executable(name: "dynamic-coding-benchmarks", targets: ["DynamicCodingBenchmarks"])],
    dependencies: [.package(name: "DynamicCoding", path: "..")],
    targets: [.executableTarget(name: "DynamicCodingBenchmarks", dependencies: ["DynamicCoding"])],
    swiftLanguageModes: [.v6]
)
