// swift-tools-version: 6.2
import PackageDescription

// Integration tests against coders from other packages (YAML through Yams), kept out
// of the root package so that the library itself has no dependencies.
// Run with `swift test --package-path IntegrationTests`; `YAMS_VERSION=5.0.1` tests the
// oldest supported Yams instead of the newest tested one (CI runs both).
let yamsVersion = Context.environment["YAMS_VERSION"] ?? "6.2.2"
/// `YAMLDecoder` decodes a `Node` from Yams 6 on.
let decodesNodes = (Int(yamsVersion.prefix { $0 != "." }) ?? 0) >= 6

let package = Package(
    name: "DynamicCodingIntegrationTests",
    dependencies: [
        .package(name: "DynamicCoding", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", exact: Version(stringLiteral: yamsVersion)),
    ],
    targets: [
        .testTarget(
            name: "YAMLTests",
            dependencies: ["DynamicCoding", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures", "TextEdits/Fixtures", "YAML11/readings.py"],
            swiftSettings: decodesNodes ? [.define("YAMS_DECODES_NODES")] : [])
    ],
    swiftLanguageModes: [.v6]
)
