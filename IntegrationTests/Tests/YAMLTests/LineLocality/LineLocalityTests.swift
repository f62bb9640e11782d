import DynamicCoding
import Foundation
import Testing
import Yams

// Line-level edit locality on real-world-shaped config files (workflows, manifests, a
// Compose file), for every style of model: an unchanged round trip writes the file's
// bytes, and an edit changes only the lines of the edited value.

private let workflows = ["ci.yml", "release.yml", "docs.yml"]
private let allFixtures = workflows + ["app.yaml", "compose.yaml"]

@Suite struct UnchangedRoundTripTests {
    @Test(arguments: workflows) func typedWorkflow(_ name: String) throws {
        try expectSameBytes(ConfigFile(name), .typedWorkflow)
    }

    @Test func typedManifests() throws {
        try expectSameBytes(ConfigFile("app.yaml"), .documents(.resource((any KubeResource).self)))
    }

    @Test func flatManifests() throws {
        try expectSameBytes(ConfigFile("app.yaml"), .documents(.resource((any FlatResource).self)))
    }

    @Test func plainCompose() throws {
        try expectSameBytes(ConfigFile("compose.yaml"), .plainCompose)
    }

    @Test(arguments: allFixtures) func document(_ name: String) throws {
        let file = try ConfigFile(name)
        try expectSameBytes(file, .document(multiDocument: file.isMultiDocument))
    }
}

@Suite struct KeyOrderAuditTests {
    @Test func countsTheKeysOutOfPlaceInEachMapping() throws {
        let original = "a: 1\nb:\n  x: 1\n  y: 2\n  z: 3\nc:\n- p: 1\n  q: 2\n"
        let written = "b:\n  z: 3\n  y: 2\n  x: 1\na: 1\nc:\n- q: 2\n  p: 1\n"
        #expect(
            try KeyOrderAudit(from: original, to: written).description
                == "3 mappings with 4 keys out of place")
        #expect(
            try KeyOrderAudit(from: original, to: original).description
                == "0 mappings with 0 keys out of place")
    }
}

@Suite struct WorkflowEditTests {
    static let ciEdits: [LineEdit<ActionsWorkflow>] = [
        LineEdit(["name"], to: "Continuous integration") { $0.name = "Continuous integration" },
        LineEdit(["env", "SWIFT_VERSION"], to: "6.2") { $0.extra["env"]?["SWIFT_VERSION"] = "6.2" },
        LineEdit(["jobs", "lint", "timeout-minutes"], to: 15) {
            try $0.job("lint", as: StepsJob.self) { $0.extra["timeout-minutes"] = 15 }
        },
        LineEdit(["jobs", "test", "needs"], to: "build") {
            try $0.job("test", as: StepsJob.self) { $0.needs = .first("build") }
        },
        LineEdit(["jobs", "deploy", "runs-on"], to: "ubuntu-latest") {
            try $0.job("deploy", as: StepsJob.self) { $0.runsOn = .first("ubuntu-latest") }
        },
        LineEdit(["jobs", "test", "steps", 1, "uses"], to: "actions/cache@v5") {
            try $0.job("test", as: StepsJob.self) {
                try $0.step(1, as: UsesAction.self) { $0.uses = "actions/cache@v5" }
            }
        },
        LineEdit(["jobs", "test", "steps", 0, "with", "fetch-depth"], to: 1) {
            try $0.job("test", as: StepsJob.self) {
                try $0.step(0, as: UsesAction.self) { $0.with?["fetch-depth"] = 1 }
            }
        },
        LineEdit(["jobs", "test", "steps", 2, "shell"], to: nil) {
            try $0.job("test", as: StepsJob.self) {
                try $0.step(2, as: RunAction.self) { $0.extra["shell"] = nil }
            }
        },
        LineEdit(["jobs", "lint", "steps", 2], to: ["run": "swift build"]) {
            try $0.job("lint", as: StepsJob.self) {
                var step = RunAction()
                step.run = "swift build"
                $0.steps.append(step)
            }
        },
        LineEdit(["jobs", "docs"], to: ["uses": "./.github/workflows/docs.yml"]) {
            var job = CallJob()
            job.uses = "./.github/workflows/docs.yml"
            $0.jobs["docs"] = job
        },
        LineEdit(["jobs", "lint"], to: nil) { $0.jobs["lint"] = nil },
        LineEdit(["jobs", "test", "strategy", "fail-fast"], to: true) {
            try $0.job("test", as: StepsJob.self) { $0.extra["strategy"]?["fail-fast"] = true }
        },
    ]

    @Test(arguments: ciEdits) func ci(_ edit: LineEdit<ActionsWorkflow>) throws {
        try expectLineLocality(ConfigFile("ci.yml"), .typedWorkflow, edit)
    }

    static let releaseEdits: [LineEdit<ActionsWorkflow>] = [
        LineEdit(["jobs", "checks", "uses"], to: "./.github/workflows/checks.yml") {
            try $0.job("checks", as: CallJob.self) { $0.uses = "./.github/workflows/checks.yml" }
        },
        LineEdit(["jobs", "build", "steps", 1, "name"], to: "Build") {
            try $0.job("build", as: StepsJob.self) {
                try $0.step(1, as: RunAction.self) { $0.name = "Build" }
            }
        },
        LineEdit(["jobs", "build", "steps", 2, "with", "retention-days"], to: nil) {
            try $0.job("build", as: StepsJob.self) {
                try $0.step(2, as: UsesAction.self) { $0.with?["retention-days"] = nil }
            }
        },
        LineEdit(["jobs", "publish", "steps", 1, "with", "prerelease"], to: false) {
            try $0.job("publish", as: StepsJob.self) {
                try $0.step(1, as: UsesAction.self) { $0.with?["prerelease"] = false }
            }
        },
        LineEdit(["on", "push", "tags", 0], to: "release-*") { $0.on["push"]?["tags"]?[0] = "release-*" },
    ]

    @Test(arguments: releaseEdits) func release(_ edit: LineEdit<ActionsWorkflow>) throws {
        try expectLineLocality(ConfigFile("release.yml"), .typedWorkflow, edit)
    }

    static let docsEdits: [LineEdit<ActionsWorkflow>] = [
        LineEdit(["jobs", "reusable", "with", "verbose"], to: false) {
            try $0.job("reusable", as: CallJob.self) { $0.with?["verbose"] = false }
        },
        LineEdit(["jobs", "site", "steps", 1, "timeout-minutes"], to: 30) {
            try $0.job("site", as: StepsJob.self) {
                try $0.step(1, as: RunAction.self) { $0.extra["timeout-minutes"] = 30 }
            }
        },
    ]

    @Test(arguments: docsEdits) func docs(_ edit: LineEdit<ActionsWorkflow>) throws {
        try expectLineLocality(ConfigFile("docs.yml"), .typedWorkflow, edit)
    }
}

@Suite struct ManifestEditTests {
    private static let typedEdits: [LineEdit<[any KubeResource]>] = [
        LineEdit([1, "spec", "replicas"], to: 5) {
            try $0.change(1, as: KubeDeployment.self) { $0.replicas = 5 }
        },
        LineEdit([1, "spec", "template", "spec", "containers", 0, "image"], to: "nginx:1.27") {
            try $0.change(1, as: KubeDeployment.self) { $0.containers[0].image = "nginx:1.27" }
        },
        LineEdit([1, "spec", "template", "spec", "containers", 0, "env", 0, "value"], to: "debug") {
            try $0.change(1, as: KubeDeployment.self) { $0.containers[0].env?[0]["value"] = "debug" }
        },
        LineEdit([1, "metadata", "labels", "tier"], to: "web") {
            try $0.change(1, as: KubeDeployment.self) { $0.extra["metadata"]?["labels"]?["tier"] = "web" }
        },
        LineEdit([2, "data", "mode"], to: "staging") {
            try $0.change(2, as: KubeConfigMap.self) { $0.data["mode"] = "staging" }
        },
        LineEdit([2, "data", "timeout"], to: "30") {
            try $0.change(2, as: KubeConfigMap.self) { $0.data["timeout"] = "30" }
        },
        LineEdit([2, "data", "cache_size"], to: nil) {
            try $0.change(2, as: KubeConfigMap.self) { $0.data["cache_size"] = nil }
        },
        LineEdit([3, "spec", "ports", 0, "targetPort"], to: 8080) {
            try $0.change(3, as: KubeService.self) { $0.ports[0].targetPort = .first(8080) }
        },
    ]

    @Test(arguments: typedEdits) func typed(_ edit: LineEdit<[any KubeResource]>) throws {
        try expectLineLocality(ConfigFile("app.yaml"), .documents(.resource((any KubeResource).self)), edit)
    }

    private static let flatEdits: [LineEdit<[any FlatResource]>] = [
        LineEdit([1, "spec", "replicas"], to: 1) {
            try $0.change(1, as: FlatDeployment.self) { $0.replicas = 1 }
        },
        LineEdit([1, "spec", "template", "spec", "containers", 0, "image"], to: "nginx:1.27") {
            try $0.change(1, as: FlatDeployment.self) { $0.containers[0].image = "nginx:1.27" }
        },
        LineEdit([1, "metadata", "labels", "tier"], to: "web") {
            try $0.change(1, as: FlatDeployment.self) { $0.manifest["metadata"]?["labels"]?["tier"] = "web" }
        },
        LineEdit([2, "data", "feature.flags"], to: "checkout") {
            try $0.change(2, as: FlatConfigMap.self) { $0.data["feature.flags"] = "checkout" }
        },
    ]

    @Test(arguments: flatEdits) func flat(_ edit: LineEdit<[any FlatResource]>) throws {
        try expectLineLocality(ConfigFile("app.yaml"), .documents(.resource((any FlatResource).self)), edit)
    }
}

@Suite struct ComposeEditTests {
    static let edits: [LineEdit<ComposeFile>] = [
        LineEdit(["services", "api", "image"], to: "shop/api:2.4.0") {
            $0.services["api"]?.image = "shop/api:2.4.0"
        },
        LineEdit(["services", "api", "environment", "LOG_LEVEL"], to: "info") {
            $0.services["api"]?.environment?["LOG_LEVEL"] = "info"
        },
        LineEdit(["services", "web", "environment", "NGINX_PORT"], to: nil) {
            $0.services["web"]?.environment?["NGINX_PORT"] = nil
        },
        LineEdit(["services", "cache"], to: ["image": "redis:7"]) {
            $0.services["cache"] = ComposeService(image: "redis:7")
        },
    ]

    @Test(arguments: edits) func plain(_ edit: LineEdit<ComposeFile>) throws {
        try expectLineLocality(ConfigFile("compose.yaml"), .plainCompose, edit)
    }
}

/// Every scalar of every fixture changed, and every member removed (where its parent keeps
/// another), through a `CodableValue` of the whole file.
@Suite struct DocumentEditTests {
    @Test(arguments: allFixtures) func everyScalarChanged(_ name: String) throws {
        let file = try ConfigFile(name)
        let value = try file.value()
        for path in value.scalarPaths {
            let newValue = try #require(value[path: path]).edited
            try expectLineLocality(
                file, .document(multiDocument: file.isMultiDocument),
                LineEdit(path, to: newValue) { $0 = $0.setting(newValue, at: path.components[...]) })
        }
    }

    @Test(arguments: allFixtures) func everyMemberRemoved(_ name: String) throws {
        let file = try ConfigFile(name)
        let value = try file.value()
        for path in value.memberPaths where path.components.count > 1 || !file.isMultiDocument {
            guard let parent = value[path: path.parent],
                (parent.objectValue?.count ?? parent.arrayValue?.count ?? 0) > 1
            else { continue }
            try expectLineLocality(
                file, .document(multiDocument: file.isMultiDocument),
                LineEdit(path, to: nil) { $0 = $0.setting(nil, at: path.components[...]) })
        }
    }
}
