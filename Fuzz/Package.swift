// swift-tools-version: 6.2
import PackageDescription

// A libFuzzer target for DynamicCoding, kept out of the root package so that the
// library keeps no fuzzing flags. Build and run it with `Fuzz/run.sh`.
let package = Package(
    name: "DynamicCodingFuzz",
    dependencies: [
        .package(name: "DynamicCoding", path: ".."),
        // Reads back the YAML that text edits write (TextEditCheck), as the integration tests do.
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .executableTarget(
            name: "DynamicCodingFuzzer",
            dependencies: ["DynamicCoding", "LibFuzzerDriver", .product(name: "Yams", package: "Yams")]),
        .target(name: "LibFuzzerDriver"),
    ],
    swiftLanguageModes: [.v6]
)
