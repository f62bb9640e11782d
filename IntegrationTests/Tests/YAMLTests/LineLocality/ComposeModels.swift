import DynamicCoding
import Yams

// A Compose file as plain `Codable` types with synthesized conformances: ordered maps keep
// the services and their environments in the file's order; declared properties are
// written in declaration order, which the fixture follows.

struct ComposeFile: Codable {
    var services: OrderedMap<ComposeService>
    var volumes: OrderedMap<CodableValue>?
}

struct ComposeService: Codable {
    var image: String
    var ports: [String]?
    var environment: OrderedMap<String>?
    var dependsOn: [String]?

    enum CodingKeys: String, CodingKey {
        case image, ports, environment
        case dependsOn = "depends_on"
    }
}

extension ModelStyle where Model == ComposeFile {
    static let plainCompose = ModelStyle(
        read: { try YAMLDecoder().decode(ComposeFile.self, from: $0) },
        write: { try YAMLEncoder().encode($0) })
}

extension ModelStyle where Model == CodableValue {
    /// The whole file as one value, without a model: its document, or an array of its
    /// documents.
    static func document(multiDocument: Bool) -> ModelStyle {
        ModelStyle(
            read: { text in
                let values = try ConfigFile.documents(of: text).map {
                    try YAMLDecoder().decode(CodableValue.self, from: $0)
                }
                return multiDocument ? .array(values) : values[0]
            },
            write: { value in
                guard multiDocument, case .array(let documents) = value else {
                    return try YAMLEncoder().encode(value)
                }
                return try ConfigFile.joined(documents.map { try YAMLEncoder().encode($0) })
            })
    }
}
