import DynamicCoding

// IAM policies inside templates. A statement's principal names no type: `{"Service": …}`,
// `{"AWS": …}` and `"*"` are told apart by their shape (the deduced layout), and a shape the
// model does not know (`{"Federated": …}`) is kept by the fallback.

extension CloudFormation {
    /// `AWS::IAM::Role`.
    struct Role: Resource, BackedCodable, TypeIdentifiable, AdjacentEnvelopeHolding {
        static let typeIdentifier = "AWS::IAM::Role"
        @Backed("RoleName") var roleName: Computed<String>?
        /// Who may assume the role.
        @Backed("AssumeRolePolicyDocument") var assumeRolePolicy: PolicyDocument
        @Backed("ManagedPolicyArns") var managedPolicyARNs: [Computed<String>]?
        /// The properties this model leaves as they are (`Path`, `Policies`, …).
        @Backed(.otherKeys) var otherProperties: [String: CodableValue]
        var adjacentEnvelope = AdjacentEnvelope()
    }

    /// An IAM policy document.
    struct PolicyDocument: BackedCodable {
        @Backed("Version") var version: String?
        @Backed("Statement") var statements: [PolicyStatement]
        /// The keys this model leaves as they are (`Id`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// A statement of a policy document.
    struct PolicyStatement: BackedCodable {
        /// `Allow` or `Deny`.
        @Backed("Effect") var effect: String
        /// One action or several: `"sts:AssumeRole"`.
        @Backed("Action") var action: OneOf<String, [String]>?
        @Backed("Principal") var principal: (any Principal)?
        /// The keys this model leaves as they are (`Resource`, `Condition`, `Sid`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// Who a statement applies to, told apart by its shape.
    protocol Principal {}

    /// `{"Service": ["lambda.amazonaws.com"]}`: AWS services.
    struct ServicePrincipal: Principal, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Service"
        /// One service or several.
        @Backed("Service") var services: OneOf<String, [Computed<String>]>
    }

    /// `{"AWS": "arn:aws:iam::123456789012:root"}`: accounts, users and roles.
    struct AccountPrincipal: Principal, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "AWS"
        /// One ARN or several, often computed.
        @Backed("AWS") var accounts: OneOf<Computed<String>, [Computed<String>]>
    }

    /// `"*"`: everyone.
    struct AnyPrincipal: Principal, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "*"
        /// `*`.
        @Backed(.flat) var wildcard: String
    }

    /// A principal of a shape this model does not know (`{"Federated": …}`), kept as read.
    struct UnknownPrincipal: Principal, UnknownTypeFallback, Codable {
        let typeIdentifier: String
        let payload: CodableValue
    }
}
