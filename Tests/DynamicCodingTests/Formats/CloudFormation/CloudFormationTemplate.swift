import DynamicCoding

extension CloudFormation {
    /// A template: its parameters, mappings, conditions, resources and outputs, and every
    /// section this model does not read (`Metadata`, `Globals`, …) kept as read.
    struct Template: BackedCodable {
        @Backed("AWSTemplateFormatVersion") var formatVersion: String?
        @Backed("Description") var description: String?
        /// One macro or a list of them: `"AWS::Serverless-2016-10-31"`.
        @Backed("Transform") var transform: OneOf<String, [String]>?
        @Backed("Parameters") var parameters: [String: Parameter]?
        /// Map name, top-level key, second-level key: `RegionMap.us-east-1.AMI`.
        @Backed("Mappings") var mappings: [String: [String: [String: CodableValue]]]?
        /// Conditions by name, each an intrinsic function (`Fn::Equals`, …); one the registry
        /// does not know (`Fn::Not`) stays JSON.
        @Backed("Conditions") var conditions: [String: Value]?
        @Backed("Resources") var resources: [String: any Resource]
        @Backed("Outputs") var outputs: [String: Output]?
        /// The sections this model leaves as they are.
        @Backed(.otherKeys) var otherSections: [String: CodableValue]
    }

    /// A parameter of a template. Its constraints are numbers and booleans that templates
    /// often write as strings (`"MinLength": "1"`, `"NoEcho": "true"`).
    struct Parameter: BackedCodable, LaxScalars {
        /// `String`, `Number`, `List<AWS::EC2::Subnet::Id>`, …
        @Backed("Type") var type: String
        @Backed("Description") var description: String?
        /// A string, a number or a list, as the type asks.
        @Backed("Default") var defaultValue: CodableValue?
        @Backed("NoEcho") var noEcho: Bool?
        @Backed("MinLength") var minLength: Int?
        @Backed("MaxLength") var maxLength: Int?
        /// The fields this model leaves as they are (`AllowedValues`, `AllowedPattern`, …).
        @Backed(.otherKeys) var otherFields: [String: CodableValue]
    }

    /// An output of a template: a value, and the name it is exported under.
    struct Output: BackedCodable {
        @Backed("Description") var description: String?
        @Backed("Value") var value: Value
        @Backed(Path("Export", "Name")) var exportName: Computed<String>?
        /// The fields this model leaves as they are (`Condition`, …).
        @Backed(.otherKeys) var otherFields: [String: CodableValue]
    }

    /// The registry of the model: intrinsic functions in the external layout, resources and
    /// SAM event sources in the adjacent layout, principals deduced from their shape, and
    /// the unknown types of all but the functions kept whole.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.typeRegistry] = try CloudFormation.registry()
    /// ```
    static func registry() throws -> TypeRegistry {
        let registry = TypeRegistry()
        try registry.setLayout(.external, for: (any Intrinsic).self)
        try registry.register(Ref.self, for: (any Intrinsic).self)
        try registry.register(GetAtt.self, for: (any Intrinsic).self)
        try registry.register(Join.self, for: (any Intrinsic).self)
        try registry.register(Sub.self, for: (any Intrinsic).self)
        try registry.register(If.self, for: (any Intrinsic).self)
        try registry.register(Equals.self, for: (any Intrinsic).self)
        try registry.register(Select.self, for: (any Intrinsic).self)
        try registry.register(Cidr.self, for: (any Intrinsic).self)
        try registry.register(GetAZs.self, for: (any Intrinsic).self)
        try registry.register(FindInMap.self, for: (any Intrinsic).self)
        try registry.setLayout(.adjacent(tag: "Type", content: "Properties"), for: (any Resource).self)
        try registry.register(LambdaFunction.self, for: (any Resource).self)
        try registry.register(ServerlessFunction.self, for: (any Resource).self)
        try registry.register(Queue.self, for: (any Resource).self)
        try registry.register(DatabaseInstance.self, for: (any Resource).self)
        try registry.register(Subnet.self, for: (any Resource).self)
        try registry.register(Role.self, for: (any Resource).self)
        try registry.setFallback(UnknownResource.self, for: (any Resource).self)
        try registry.setLayout(.adjacent(tag: "Type", content: "Properties"), for: (any EventSource).self)
        try registry.register(APIEvent.self, for: (any EventSource).self)
        try registry.setFallback(UnknownEventSource.self, for: (any EventSource).self)
        try registry.setLayout(.deduced, for: (any Principal).self)
        try registry.register(ServicePrincipal.self, for: (any Principal).self)
        try registry.register(AccountPrincipal.self, for: (any Principal).self)
        try registry.register(AnyPrincipal.self, for: (any Principal).self)
        try registry.setFallback(UnknownPrincipal.self, for: (any Principal).self)
        registry.freeze()
        return registry
    }
}
