import DynamicCoding

// Resources in the adjacent layout: the type under "Type", the properties under
// "Properties", and beside them "DependsOn", "Condition", "Metadata", kept in the envelope.
// A resource type the model does not know is kept whole by the fallback.

extension CloudFormation {
    /// A resource of a template's `Resources`, chosen by its `"Type"`.
    protocol Resource {}

    /// `AWS::Lambda::Function`.
    struct LambdaFunction: Resource, BackedCodable, TypeIdentifiable, AdjacentEnvelopeHolding {
        static let typeIdentifier = "AWS::Lambda::Function"
        @Backed("FunctionName") var functionName: Computed<String>?
        @Backed("Handler") var handler: Computed<String>?
        @Backed("Runtime") var runtime: Computed<String>?
        /// The execution role's ARN, usually `{"Fn::GetAtt": [role, "Arn"]}`.
        @Backed("Role") var role: Computed<String>
        /// Megabytes; templates write `128` or `"128"`.
        @Backed("MemorySize", defaultValue: nil) var memorySize: Computed<Int>?
        /// Seconds; templates write `10` or `"10"`.
        @Backed("Timeout", defaultValue: nil) var timeout: Computed<Int>?
        /// The properties this model leaves as they are (`Code`, `Environment`, …).
        @Backed(.otherKeys) var otherProperties: [String: CodableValue]
        var adjacentEnvelope = AdjacentEnvelope()
    }

    /// `AWS::Serverless::Function`, the SAM transform's function.
    struct ServerlessFunction: Resource, BackedCodable, TypeIdentifiable, AdjacentEnvelopeHolding {
        static let typeIdentifier = "AWS::Serverless::Function"
        @Backed("CodeUri") var codeURI: Computed<String>?
        @Backed("Handler") var handler: Computed<String>?
        @Backed("Runtime") var runtime: Computed<String>?
        /// Seconds; templates write `5` or `"5"`.
        @Backed("Timeout", defaultValue: nil) var timeout: Computed<Int>?
        /// What invokes the function, by name.
        @Backed("Events") var events: [String: any EventSource]?
        /// The properties this model leaves as they are (`Policies`, `Environment`, …).
        @Backed(.otherKeys) var otherProperties: [String: CodableValue]
        var adjacentEnvelope = AdjacentEnvelope()
    }

    /// `AWS::SQS::Queue`. Its numbers and booleans may be written as strings.
    struct Queue: Resource, BackedCodable, TypeIdentifiable, AdjacentEnvelopeHolding, LaxScalars {
        static let typeIdentifier = "AWS::SQS::Queue"
        @Backed("QueueName") var queueName: Computed<String>?
        /// Templates write `true` or `"true"`.
        @Backed("FifoQueue") var fifoQueue: Bool?
        /// Seconds; templates write `1209600` or `"1209600"`.
        @Backed("MessageRetentionPeriod", defaultValue: nil) var messageRetentionPeriod: Computed<Int>?
        /// The properties this model leaves as they are.
        @Backed(.otherKeys) var otherProperties: [String: CodableValue]
        var adjacentEnvelope = AdjacentEnvelope()
    }

    /// `AWS::RDS::DBInstance`.
    struct DatabaseInstance: Resource, BackedCodable, TypeIdentifiable, AdjacentEnvelopeHolding {
        static let typeIdentifier = "AWS::RDS::DBInstance"
        @Backed("Engine") var engine: Computed<String>?
        @Backed("DBInstanceClass") var instanceClass: Computed<String>?
        /// Gibibytes; templates write `100` or `"100"`. `nil` when an intrinsic function
        /// computes it: the function is kept as read, and the report says so.
        @Backed("AllocatedStorage", defaultValue: nil, options: .lax) var allocatedStorage: Int?
        /// Provisioned IOPS; templates write `1000` or `"1000"`, or compute it as above.
        @Backed("Iops", defaultValue: nil, options: .lax) var iops: Int?
        /// The properties this model leaves as they are.
        @Backed(.otherKeys) var otherProperties: [String: CodableValue]
        var adjacentEnvelope = AdjacentEnvelope()
    }

    /// `AWS::EC2::Subnet`.
    struct Subnet: Resource, BackedCodable, TypeIdentifiable, AdjacentEnvelopeHolding {
        static let typeIdentifier = "AWS::EC2::Subnet"
        @Backed("CidrBlock") var cidrBlock: Computed<String>
        @Backed("AvailabilityZone") var availabilityZone: Computed<String>?
        @Backed("VpcId") var vpcID: Computed<String>
        /// The properties this model leaves as they are.
        @Backed(.otherKeys) var otherProperties: [String: CodableValue]
        var adjacentEnvelope = AdjacentEnvelope()
    }

    /// A resource type this model does not know, kept as read.
    struct UnknownResource: Resource, UnknownTypeFallback, Codable {
        let typeIdentifier: String
        let payload: CodableValue
    }

    /// An event source of a SAM function's `Events`, chosen by its `"Type"` as resources are.
    protocol EventSource {}

    /// `Api`: an API Gateway route.
    struct APIEvent: EventSource, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Api"
        @Backed("Path") var path: Computed<String>
        @Backed("Method") var method: Computed<String>
        /// The properties this model leaves as they are.
        @Backed(.otherKeys) var otherProperties: [String: CodableValue]
    }

    /// An event source type this model does not know, kept as read.
    struct UnknownEventSource: EventSource, UnknownTypeFallback, Codable {
        let typeIdentifier: String
        let payload: CodableValue
    }
}
