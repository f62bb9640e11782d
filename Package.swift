// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "DynamicCoding",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "DynamicCoding", targets: ["DynamicCoding"])
    ],
    targets: [
        .target(name: "DynamicCoding", dependencies: ["DynamicCodingAtomics"]),
        // C11 atomic loads and stores, inlined into the library: Swift's `Atomic` needs
        // macOS 15, iOS 18, tvOS 18 and watchOS 11, above the floors above.
        .target(name: "DynamicCodingAtomics"),
        .testTarget(
            name: "DynamicCodingTests",
            dependencies: ["DynamicCoding", "ExpectationSupport", "SchemaAgreementSupport"],
            exclude: ["Docs/Golden"],
            // Real CloudFormation templates and ActivityPub documents (Formats/Fixtures/README.md).
            resources: [.copy("Formats/Fixtures")]),
        // Checks that a payload is valid against an exported JSON Schema exactly when it
        // decodes, with Python's jsonschema (Scripts/schema-agreement.py); used by both test targets.
        .target(
            name: "SchemaAgreementSupport", dependencies: ["DynamicCoding"],
            path: "Tests/SchemaAgreementSupport"),
        // `expectEqual`, the equality check of both test targets.
        .target(name: "ExpectationSupport", path: "Tests/ExpectationSupport"),
    ],
    swiftLanguageModes: [.v6]
)

// The modular router sample (`swift run router-sample`): an interface module, one
// module per feature that imports only the interface and the library, and the
// executable that composes them. No product: clients of the library never build it.
let sampleFeatures = ["HomeFeature", "DetailFeature", "ProfileFeature", "ConfigFeature"]

package.targets += [
    .target(name: "RouterKit", dependencies: ["DynamicCoding"], path: "Samples/RouterKit")
]
package.targets += sampleFeatures.map { feature in
    .target(name: feature, dependencies: ["DynamicCoding", "RouterKit"], path: "Samples/\(feature)")
}
package.targets += [
    .target(
        name: "RouterSampleCore",
        dependencies: ["DynamicCoding", "RouterKit"] + sampleFeatures.map { .target(name: $0) },
        path: "Samples/RouterSampleCore",
        resources: [.copy("Resources/home-screen.json")]
    ),
    .executableTarget(
        name: "router-sample", dependencies: ["RouterSampleCore"], path: "Samples/RouterSample"),
    .testTarget(
        name: "RouterSampleTests",
        dependencies: [
            "DynamicCoding", "ExpectationSupport", "RouterKit", "RouterSampleCore",
            "SchemaAgreementSupport",
        ]
            + sampleFeatures.map { .target(name: $0) }),
]
