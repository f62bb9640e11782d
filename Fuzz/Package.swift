// swift-tools-version: 6.2
import PackageDescription

// libFuzzer targets for DynamicCoding, kept out of the root package so that the
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
            dependencies: [
                "DynamicCoding", "FuzzModels", "LibFuzzerDriver", .product(name: "Yams", package: "Yams"),
            ]),
        // The models of the declaration matrix (generate-models.py) and the fidelity parts:
        // unoptimized, so that the hundreds of models build in reasonable time (the library
        // does the work at run time), and testable, so that the checks use their internals.
        .target(
            name: "FuzzModels", dependencies: ["DynamicCoding"],
            swiftSettings: [.unsafeFlags(["-Onone", "-enable-testing"])]),
        .target(name: "LibFuzzerDriver"),
    ],
    swiftLanguageModes: [.v6]
)
