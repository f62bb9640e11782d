import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Real CloudFormation templates (Formats/Fixtures/CloudFormation) through a model with no
// hand-written Codable: intrinsic functions in the external layout, resources and SAM events
// in the adjacent layout, unknown resource types kept whole.

/// Each fixture with the type every resource decodes as: the model's type, or the identifier
/// the fallback kept.
private let resourceTypes: [(fixture: String, types: [String: String])] = [
    (
        "count-macro.json",
        ["CountMacroFunction": "ServerlessFunction", "Macro": "AWS::CloudFormation::Macro"]
    ),
    ("lambda-sample.json", ["LambdaFunction": "LambdaFunction", "LambdaRole": "Role"]),
    ("rds-piops.json", ["DBCredential": "AWS::SecretsManager::Secret", "myDB": "DatabaseInstance"]),
    ("sam-api-function.json", ["HelloWorldFunction": "ServerlessFunction"]),
    (
        "single-eni-multiple-eips.json",
        [
            "Association1": "AWS::EC2::EIPAssociation", "Association2": "AWS::EC2::EIPAssociation",
            "EIP1": "AWS::EC2::EIP", "EIP2": "AWS::EC2::EIP", "ENI": "AWS::EC2::NetworkInterface",
        ]
    ),
    ("sns-topic.json", ["SNSSubscription": "AWS::SNS::Subscription", "SNSTopic": "AWS::SNS::Topic"]),
    ("sqs-fifo-queue.json", ["MyDeadLetterQueue": "Queue", "SQSQueue": "Queue"]),
    ("sqs-standard-queue.json", ["MyDeadLetterQueue": "Queue", "SQSQueue": "Queue"]),
    (
        "subnets-per-az.json",
        [
            "SGAllTrafficFromVPC": "AWS::EC2::SecurityGroup", "VPC": "AWS::EC2::VPC",
            "VPCIGW": "AWS::EC2::InternetGateway", "VPCIGWAttachment": "AWS::EC2::VPCGatewayAttachment",
            "VPCNatInstance": "AWS::EC2::Instance", "VPCPrivDefaultRoute": "AWS::EC2::Route",
            "VPCPrivRt1": "AWS::EC2::RouteTable", "VPCPrivSn1": "Subnet",
            "VPCPrivSn1RtAssoc": "AWS::EC2::SubnetRouteTableAssociation",
            "VPCPubDefaultRoute": "AWS::EC2::Route",
            "VPCPubRt1": "AWS::EC2::RouteTable", "VPCPubSn1": "Subnet",
            "VPCPubSn1RtAssoc": "AWS::EC2::SubnetRouteTableAssociation",
        ]
    ),
]

private let templates = resourceTypes.map { FormatFixture(format: "CloudFormation", name: $0.fixture) }

/// The model's name of a resource: its type's, or the identifier an unknown one carried.
private func typeName(of resource: any CloudFormation.Resource) -> String {
    (resource as? CloudFormation.UnknownResource)?.typeIdentifier ?? "\(type(of: resource))"
}

private func makeDecoder(report: DecodingReport? = nil) throws -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.typeRegistry] = try CloudFormation.registry()
    decoder.userInfo[.decodingReport] = report
    return decoder
}

private func makeEncoder() throws -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.typeRegistry] = try CloudFormation.registry()
    return encoder
}

private func decodeTemplate(_ name: String, report: DecodingReport? = nil) throws -> CloudFormation.Template {
    let data = try FormatFixture(format: "CloudFormation", name: name).data()
    return try makeDecoder(report: report).decode(CloudFormation.Template.self, from: data)
}

/// The resource `name` of `template` as `T`.
private func resource<T>(_ name: String, in template: CloudFormation.Template, as _: T.Type) throws -> T {
    try #require(template.resources[name] as? T)
}

struct CloudFormationTests {
    @Test(arguments: resourceTypes)
    func everyTemplateDecodesWithEachResourceAsItsType(fixture: String, types: [String: String]) throws {
        let template = try decodeTemplate(fixture)
        expectEqual(template.resources.mapValues(typeName), types)
    }

    @Test(arguments: templates)
    func anUnchangedRoundTripGivesTheTemplateBack(fixture: FormatFixture) throws {
        let problem = RoundTripFidelity.problem(
            CloudFormation.Template.self, try fixture.data(), registry: try CloudFormation.registry())
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func aFunctionsRoleIsTheRoleResourcesArn() throws {
        let template = try decodeTemplate("lambda-sample.json")
        let function = try resource("LambdaFunction", in: template, as: CloudFormation.LambdaFunction.self)
        let role = try #require(function.role.second as? CloudFormation.GetAtt)
        expectEqual([role.resource, role.attribute], ["LambdaRole", "Arn"])
        let name = try #require(function.functionName?.second as? CloudFormation.Sub)
        expectEqual(name.arguments.first, "lambda-function-${EnvName}")
        expectEqual(function.memorySize?.first, 128)
        expectEqual(function.timeout?.first, 10)
        expectEqual(function.runtime?.first, "python3.12")
        expectEqual(Array(function.otherProperties.keys).sorted(), ["Code", "Description", "Environment"])
        expectEqual(Array(function.adjacentEnvelope.otherKeys.keys), ["Metadata"])
        let export = try #require(
            template.outputs?["LambdaFunctionARN"]?.exportName?.second as? CloudFormation.Sub)
        expectEqual(export.arguments.first, "LambdaARN-${EnvName}")
        let value = try #require(template.outputs?["LambdaFunctionName"]?.value.first as? CloudFormation.Ref)
        expectEqual(value.logicalName, "LambdaFunction")
    }

    @Test func aRolesPrincipalIsToldApartByItsShape() throws {
        let template = try decodeTemplate("lambda-sample.json")
        let role = try resource("LambdaRole", in: template, as: CloudFormation.Role.self)
        expectEqual(role.roleName?.first, "lambda-role")
        expectEqual(role.managedPolicyARNs?.count, 4)
        let statement = try #require(role.assumeRolePolicy.statements.first)
        expectEqual(statement.effect, "Allow")
        expectEqual(statement.action, .second(["sts:AssumeRole"]))
        let principal = try #require(statement.principal as? CloudFormation.ServicePrincipal)
        expectEqual(principal.services.second?.map(\.first), ["lambda.amazonaws.com"])
    }

    @Test func aPrincipalOfAShapeTheModelDoesNotKnowIsKept() throws {
        // The statement of lambda-sample.json with a principal of the shape AWS's
        // documentation gives web identity federation.
        let json = #"""
            {"Effect":"Allow","Action":["sts:AssumeRoleWithWebIdentity"],
             "Principal":{"Federated":"cognito-identity.amazonaws.com"}}
            """#
        let statement = try makeDecoder().decode(CloudFormation.PolicyStatement.self, from: Data(json.utf8))
        let principal = try #require(statement.principal as? CloudFormation.UnknownPrincipal)
        expectEqual(principal.typeIdentifier, "")
        expectEqual(principal.payload, ["Federated": "cognito-identity.amazonaws.com"])
        let written = try EditLocality.document(encoding: statement, with: makeEncoder())
        try expectEqual(written, JSONDecoder().decode(CodableValue.self, from: Data(json.utf8)))
    }

    @Test func aConditionAndTheQueuesThatUseIt() throws {
        let template = try decodeTemplate("sqs-fifo-queue.json")
        let condition = try #require(
            template.conditions?["CreateDeadLetterQueue"]?.first as? CloudFormation.Equals)
        expectEqual((condition.first.first as? CloudFormation.Ref)?.logicalName, "UsedeadletterQueue")
        expectEqual(condition.second.second, .string("true"))
        let queue = try resource("SQSQueue", in: template, as: CloudFormation.Queue.self)
        let name = try #require(queue.queueName?.second as? CloudFormation.Join)
        expectEqual(name.delimiter, "")
        expectEqual((name.values[0].first as? CloudFormation.Ref)?.logicalName, "QueueName")
        expectEqual(name.values[1].second, .string(".fifo"))
        let retention = try #require(queue.messageRetentionPeriod?.second as? CloudFormation.Ref)
        expectEqual(retention.logicalName, "MessageRetentionPeriod")
        let redrive = try #require(queue.otherProperties["RedrivePolicy"]?["Fn::If"])
        expectEqual(redrive[0], .string("CreateDeadLetterQueue"))
        let deadLetter = try resource("MyDeadLetterQueue", in: template, as: CloudFormation.Queue.self)
        expectEqual(deadLetter.adjacentEnvelope.otherKeys, ["Condition": "CreateDeadLetterQueue"])
        expectEqual(deadLetter.messageRetentionPeriod?.first, 1_209_600)
        expectEqual([queue.fifoQueue, deadLetter.fifoQueue], [true, true])
        expectEqual(template.parameters?["MaximumMessageSize"]?.defaultValue, .string("262144"))
    }

    @Test func aConditionWithAFunctionTheModelDoesNotKnowStaysJSON() throws {
        let template = try decodeTemplate("sqs-standard-queue.json")
        let condition = try #require(template.conditions?["IsKmsExist"]?.second)
        expectEqual(condition, ["Fn::Not": [["Fn::Equals": ["", ["Ref": "KmsMasterKeyIdForSqs"]]]]])
        let equals = try #require(
            template.conditions?["CreateDeadLetterQueue"]?.first as? CloudFormation.Equals)
        expectEqual((equals.first.first as? CloudFormation.Ref)?.logicalName, "UsedeadletterQueue")
    }

    @Test func aSubnetsBlockIsCutFromTheVPCsBlock() throws {
        let template = try decodeTemplate("subnets-per-az.json")
        expectEqual(template.transform, .second(["CreateSubnetsPerAZ"]))
        let subnet = try resource("VPCPrivSn1", in: template, as: CloudFormation.Subnet.self)
        let select = try #require(subnet.cidrBlock.second as? CloudFormation.Select)
        expectEqual(select.index, 6)
        let cidr = try #require(select.list.first as? CloudFormation.Cidr)
        let block = try #require(cidr.ipBlock.second as? CloudFormation.GetAtt)
        expectEqual([block.resource, block.attribute], ["VPC", "CidrBlock"])
        expectEqual([cidr.count.first, cidr.cidrBits.first], [256, 8])
        let zone = try #require(subnet.availabilityZone?.second as? CloudFormation.Select)
        expectEqual(zone.index, 0)
        let zones = try #require(zone.list.first as? CloudFormation.GetAZs)
        expectEqual((zones.region.second as? CloudFormation.Ref)?.logicalName, "AWS::Region")
        expectEqual((subnet.vpcID.second as? CloudFormation.Ref)?.logicalName, "VPC")
        expectEqual(subnet.otherProperties, ["MapPublicIpOnLaunch": true])
        expectEqual(template.mappings?["AmazonLinuxNatAMI"]?["us-east-1"]?["hvm"], .string("ami-54ca472b"))
    }

    @Test func aSAMFunctionAndItsEvent() throws {
        let template = try decodeTemplate("sam-api-function.json")
        expectEqual(template.transform, .first("AWS::Serverless-2016-10-31"))
        let function = try resource(
            "HelloWorldFunction", in: template, as: CloudFormation.ServerlessFunction.self)
        expectEqual(function.handler?.first, "index.handler")
        let event = try #require(function.events?["GetResource"] as? CloudFormation.APIEvent)
        expectEqual([event.path.first, event.method.first], ["/", "get"])
        let macro = try decodeTemplate("count-macro.json")
        let counter = try resource(
            "CountMacroFunction", in: macro, as: CloudFormation.ServerlessFunction.self)
        expectEqual(counter.codeURI?.first, "src")
        expectEqual(counter.timeout?.first, 5)
        let unknown = try resource("Macro", in: macro, as: CloudFormation.UnknownResource.self)
        expectEqual(unknown.payload["Properties"]?["Name"], .string("Count"))
    }

    @Test func anUnknownResourceKeepsItsEnvelope() throws {
        let template = try decodeTemplate("single-eni-multiple-eips.json")
        let association = try resource("Association1", in: template, as: CloudFormation.UnknownResource.self)
        expectEqual(association.payload["DependsOn"], ["ENI", "EIP1"])
        expectEqual(association.payload["Properties"]?["PrivateIpAddress"]?["Fn::Select"]?[0], .string("0"))
    }

    @Test func numbersAndBooleansWrittenAsStringsAreRead() throws {
        let report = DecodingReport()
        let template = try decodeTemplate("rds-piops.json", report: report)
        let database = try resource("myDB", in: template, as: CloudFormation.DatabaseInstance.self)
        expectEqual(database.adjacentEnvelope.otherKeys, ["DependsOn": "DBCredential"])
        expectEqual(database.engine?.first, "MySQL")
        let user = try #require(template.parameters?["DBUser"])
        expectEqual(database.allocatedStorage, 100)
        expectEqual(database.iops, 1000)
        expectEqual([user.minLength, user.maxLength], [1, 16])
        expectEqual(user.noEcho, true)
        expectEqual(report.entries.map(\.description), [])
    }

    @Test func aNumberReadFromAStringIsWrittenAsANumberOnceSet() throws {
        var template = try decodeTemplate("rds-piops.json")
        var database = try resource("myDB", in: template, as: CloudFormation.DatabaseInstance.self)
        database.allocatedStorage = 200
        template.resources["myDB"] = database
        let written = try EditLocality.document(encoding: template, with: makeEncoder())
        let properties = try #require(written["Resources"]?["myDB"]?["Properties"])
        expectEqual([properties["AllocatedStorage"], properties["Iops"]], [200, "1000"])
        expectEqual(written["Parameters"]?["DBUser"]?["MinLength"], "1")
    }

    @Test func anEditChangesExactlyItsKeys() throws {
        let template = try decodeTemplate("lambda-sample.json")
        let properties = ["Resources", "LambdaFunction", "Properties"]
        let edits: [Edit<CloudFormation.Template>] = [
            Edit("MemorySize: 256", owns: properties + ["MemorySize"]) {
                Self.editFunction(in: &$0) { $0.memorySize = .first(256) }
            },
            Edit("Role: another role's Arn", owns: properties + ["Role"]) {
                Self.editFunction(in: &$0) { $0.role = .second(Self.getAtt("OtherRole", "Arn")) }
            },
            Edit("DependsOn added", owns: ["Resources", "LambdaFunction", "DependsOn"]) {
                Self.editFunction(in: &$0) { $0.adjacentEnvelope.otherKeys["DependsOn"] = "LambdaRole" }
            },
            Edit("Description: changed", owns: ["Description"]) { $0.description = "Changed." },
        ]
        let problems = EditLocality.problemsComparingDocuments(
            model: template, edits: edits, encoder: try makeEncoder(), decoder: try makeDecoder())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }

    @Test func intrinsicFunctionsMadeInCodeAreWrittenAsTemplatesWriteThem() throws {
        var template = try decodeTemplate("lambda-sample.json")
        Self.editFunction(in: &template) {
            $0.role = .second(Self.getAtt("OtherRole", "Arn"))
            var name = CloudFormation.Ref()
            name.logicalName = "FunctionNameParameter"
            $0.functionName = .second(name)
        }
        let written = try EditLocality.document(encoding: template, with: makeEncoder())
        let properties = try #require(written["Resources"]?["LambdaFunction"]?["Properties"])
        expectEqual(properties["Role"], ["Fn::GetAtt": ["OtherRole", "Arn"]])
        expectEqual(properties["FunctionName"], ["Ref": "FunctionNameParameter"])
    }

    /// `{"Fn::GetAtt": [resource, attribute]}`.
    private static func getAtt(_ resource: String, _ attribute: String) -> CloudFormation.GetAtt {
        var function = CloudFormation.GetAtt()
        function.resource = resource
        function.attribute = attribute
        return function
    }

    /// Applies `change` to the template's `LambdaFunction` resource.
    private static func editFunction(
        in template: inout CloudFormation.Template, _ change: (inout CloudFormation.LambdaFunction) -> Void
    ) {
        guard var function = template.resources["LambdaFunction"] as? CloudFormation.LambdaFunction else {
            return
        }
        change(&function)
        template.resources["LambdaFunction"] = function
    }
}
