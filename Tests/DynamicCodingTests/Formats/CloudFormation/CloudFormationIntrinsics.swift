import DynamicCoding

// CloudFormation's intrinsic functions, in the external layout: an object with one key, the
// function's name, holding its arguments as a string or an array. Each is a `@Backed` model of
// that string (`.flat`) or of that array (its indices), with no hand-written `Codable`.

/// The types of a CloudFormation template, in one namespace so that their short names
/// (`Template`, `Ref`, `If`) stay clear of the other tests' types.
enum CloudFormation {
    /// An intrinsic function: `{"Ref": "Bucket"}`, `{"Fn::GetAtt": ["Role", "Arn"]}`.
    protocol Intrinsic {}

    /// A value a template writes either as it is or as an intrinsic function that computes it:
    /// `"python3.12"` or `{"Fn::Sub": "${Runtime}"}`.
    typealias Computed<Literal: Codable> = OneOf<Literal, any Intrinsic>

    /// Any value of a template: an intrinsic function, else the JSON as it is (a string, a
    /// number, an object of several keys such as a redrive policy).
    typealias Value = OneOf<any Intrinsic, CodableValue>
}

extension CloudFormation {
    /// `{"Ref": "Bucket"}`: the value of a parameter, or the name of a resource.
    struct Ref: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Ref"
        /// The parameter or resource named, or a pseudo parameter such as `AWS::Region`.
        @Backed(.flat) var logicalName: String
    }

    /// `{"Fn::GetAtt": ["Role", "Arn"]}`: an attribute of a resource.
    struct GetAtt: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::GetAtt"
        /// The resource's logical name.
        @Backed(Path(0)) var resource: String
        /// The attribute's name.
        @Backed(Path(1)) var attribute: String
    }

    /// `{"Fn::Join": ["", ["arn:", {"Ref": "AWS::Partition"}]]}`: values joined by a delimiter.
    struct Join: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::Join"
        /// What goes between the values; often empty.
        @Backed(Path(0)) var delimiter: String
        /// The values joined.
        @Backed(Path(1)) var values: [Value]
    }

    /// `{"Fn::Sub": "lambda-${EnvName}"}`: a string with `${Name}` placeholders, or the string
    /// and a map of the placeholders' values.
    struct Sub: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::Sub"
        /// The string alone, or the string and its variables.
        @Backed(.flat) var arguments: OneOf<String, [Value]>
    }

    /// `{"Fn::If": ["IsProduction", "large", "small"]}`: one of two values, by a condition.
    struct If: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::If"
        /// The name of a condition of the template's `Conditions`.
        @Backed(Path(0)) var condition: String
        /// The value when the condition holds.
        @Backed(Path(1)) var whenTrue: Value
        /// The value when it does not; often `{"Ref": "AWS::NoValue"}`.
        @Backed(Path(2)) var whenFalse: Value
    }

    /// `{"Fn::Equals": [{"Ref": "Env"}, "prod"]}`: whether two values are equal.
    struct Equals: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::Equals"
        /// The first value compared.
        @Backed(Path(0)) var first: Value
        /// The second value compared.
        @Backed(Path(1)) var second: Value
    }

    /// `{"Fn::Select": ["0", {"Fn::GetAZs": ""}]}`: one element of a list. Templates write the
    /// index as a number or as a string.
    struct Select: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::Select"
        /// The index, written `0` or `"0"`, and written back as it was.
        @Backed(Path(0), options: .lax) var index: Int
        /// The list, usually computed.
        @Backed(Path(1)) var list: Value
    }

    /// `{"Fn::Cidr": [{"Fn::GetAtt": ["VPC", "CidrBlock"]}, 256, 8]}`: address blocks cut from
    /// a block.
    struct Cidr: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::Cidr"
        /// The block to cut.
        @Backed(Path(0)) var ipBlock: Computed<String>
        /// How many blocks to cut.
        @Backed(Path(1)) var count: Computed<Int>
        /// The number of host bits of each block.
        @Backed(Path(2)) var cidrBits: Computed<Int>
    }

    /// `{"Fn::GetAZs": {"Ref": "AWS::Region"}}`: the availability zones of a region (`""` for
    /// the stack's own).
    struct GetAZs: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::GetAZs"
        /// The region.
        @Backed(.flat) var region: Computed<String>
    }

    /// `{"Fn::FindInMap": ["RegionMap", {"Ref": "AWS::Region"}, "AMI"]}`: a value of the
    /// template's `Mappings`.
    struct FindInMap: Intrinsic, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Fn::FindInMap"
        /// The mapping's name.
        @Backed(Path(0)) var mapName: Computed<String>
        /// The first-level key.
        @Backed(Path(1)) var topLevelKey: Computed<String>
        /// The second-level key.
        @Backed(Path(2)) var secondLevelKey: Computed<String>
    }
}
