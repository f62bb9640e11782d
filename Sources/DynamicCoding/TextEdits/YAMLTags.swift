/// The short-form tags a YAML format uses, each read as the one-key mapping it stands for:
/// CloudFormation's `!Ref Bucket` is `{Ref: Bucket}`, `!GetAtt Role.Arn` is
/// `{Fn::GetAtt: [Role, Arn]}`.
///
/// YAML decoders such as Yams's read a tagged scalar as its plain text: `!Ref Bucket` would
/// decode as the string `"Bucket"`, and be written back without its tag. Decode the
/// ``expanded(_:)`` text instead, where each tag is the mapping it stands for, and give the
/// same tags to ``EditedText/yaml(_:from:to:document:tags:userInfo:)``, which writes an
/// edit back in the short form:
///
/// ```swift
/// let yaml = "Role: !GetAtt LambdaRole.Arn\nBucket: !Ref Logs\n"
/// let template = try YAMLDecoder().decode(CodableValue.self, from: try YAMLTags.cloudFormation.expanded(yaml))
/// var edited = template
/// edited["Bucket"] = ["Ref": "Archive"]
/// try EditedText.yaml(yaml, from: template, to: edited, tags: .cloudFormation)
/// // Role: !GetAtt LambdaRole.Arn
/// // Bucket: !Ref Archive
/// ```
public struct YAMLTags: Sendable, Equatable {
    /// Each tag (with its `!`) and the key of the mapping it stands for.
    public let keys: [String: String]
    /// The tags whose scalar is a dotted pair, read as an array of two strings split at the
    /// first dot: `!GetAtt Role.Arn` is `["Role", "Arn"]`.
    public let dottedPairs: Set<String>

    /// Tags read as the mappings `keys` names.
    ///
    /// ```swift
    /// let tags = YAMLTags(["!Env": "env"])  // `!Env HOME` is `{env: HOME}`
    /// ```
    public init(_ keys: [String: String], dottedPairs: Set<String> = []) {
        self.keys = keys
        self.dottedPairs = dottedPairs
    }

    /// CloudFormation's short forms of its intrinsic functions, as `cfn-flip` and
    /// `cfn-lint` read them: `!Ref` is `Ref`, `!Condition` is `Condition`, every other
    /// `!Name` is `Fn::Name`, and `!GetAtt` takes a dotted pair.
    ///
    /// ```swift
    /// YAMLTags.cloudFormation.keys["!Sub"]  // "Fn::Sub"
    /// ```
    public static let cloudFormation = YAMLTags(
        ["!Ref": "Ref", "!Condition": "Condition"].merging(
            [
                "Base64", "Cidr", "FindInMap", "GetAtt", "GetAZs", "ImportValue", "Join", "Select", "Split",
                "Sub",
                "Transform", "And", "Equals", "If", "Not", "Or", "Length", "ToJsonString",
            ].map { ("!\($0)", "Fn::\($0)") }, uniquingKeysWith: { first, _ in first }),
        dottedPairs: ["!GetAtt"])

    /// The tag that stands for a mapping with the one key `key`, if any.
    func tag(forKey key: String) -> String? {
        keys.first { $0.value == key }?.key
    }

    /// `yaml` with each tag these name written as the mapping it stands for, so that any
    /// YAML decoder reads it. Standard tags (`!!str`, `!!int`, …) stay.
    ///
    /// A tagged scalar or flow collection becomes a flow mapping on its line (`{Ref: Logs}`);
    /// a tagged block collection or block scalar moves one line down under its key, its
    /// lines indented further: lines after it move down by one.
    ///
    /// ```swift
    /// try YAMLTags.cloudFormation.expanded("Role: !GetAtt LambdaRole.Arn\n")
    /// // Role: {Fn::GetAtt: [LambdaRole, Arn]}
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a tag these do not name, with its coding
    ///   path, line and column.
    public func expanded(_ yaml: String) throws -> String {
        try TagExpansion(tags: self, scanner: YAMLScanner(yaml)).expanded()
    }
}
