import Foundation
import Testing

/// Feature modules import only the interface module and the library (and Foundation):
/// no feature knows another; only the composition root knows them all.
struct ModuleBoundaryTests {
    static let features = ["HomeFeature", "DetailFeature", "ProfileFeature", "ConfigFeature"]

    @Test(arguments: features)
    func featureImportsOnlyTheInterfaceAndTheLibrary(feature: String) throws {
        let folder = samplesDirectory.appendingPathComponent(feature)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map {
                $0.dropFirst(7)
            }
            for module in imports {
                #expect(
                    ["DynamicCoding", "Foundation", "RouterKit"].contains(String(module)),
                    "\(feature)/\(file)")
            }
        }
    }
}
