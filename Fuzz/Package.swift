// swift-tools-version: 6.2
import PackageDescription

// A libFuzzer target for DynamicCoding, kept out of the root package so that the
// library keeps no fuzzing flags. Build and run it with `Fuzz/run.sh`.
let package = Package(
    name: "DynamicCodingFuzz",
    dependencies: [.package(name: "DynamicCoding", path: "..")],
    targets: [
        .executableTarget(name: "DynamicCodingFuzzer", dependencies: ["DynamicCoding", "LibFuzzerDriver"]),
        .target(name: "LibFuzzerDriver"),
    ],
    swiftLanguageModes: [.v6]
)
