import DynamicCoding
import Foundation
import Testing
import Yams

/// A job of a workflow: declared properties between keys no property reads.
private struct PipelineJob: BackedCodable {
    @Backed var name: String
    @Backed(Path("runs", "on")) var runner: String
    @Backed(Path("env", "LEVEL")) var level: String?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

/// A model whose unknown keys are a dictionary, which has no order to keep.
private struct UnorderedJob: BackedCodable {
    @Backed var name: String
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

@Suite struct DocumentOrderTests {
    private let yaml = """
        if: always
        name: build
        timeout: 10
        runs:
          shell: bash
          on: ubuntu-latest
        env:
          LEVEL: debug
          CI: github
        steps:
        - run: make

        """

    @Test func declaredPropertiesAndUnknownKeysAreWrittenWhereTheDocumentHadThem() throws {
        let job = try YAMLDecoder().decode(PipelineJob.self, from: yaml)
        #expect(job.extra.keys == ["if", "timeout", "runs", "env", "steps"])
        #expect(try YAMLEncoder().encode(job) == yaml)
    }

    @Test func anEditChangesItsOwnLineAndNewKeysGoAfterTheOnesRead() throws {
        var job = try YAMLDecoder().decode(PipelineJob.self, from: yaml)
        job.runner = "macos-latest"
        #expect(
            try YAMLEncoder().encode(job)
                == yaml.replacingOccurrences(of: "on: ubuntu-latest", with: "on: macos-latest"))
        job.level = nil
        job.extra["needs"] = "lint"
        #expect(
            try YAMLEncoder().encode(job)
                == yaml.replacingOccurrences(of: "on: ubuntu-latest", with: "on: macos-latest")
                .replacingOccurrences(of: "  LEVEL: debug\n", with: "") + "needs: lint\n")
    }

    @Test func aModelMadeInCodeIsWrittenInDeclarationOrder() throws {
        var job = PipelineJob()
        job.name = "lint"
        job.runner = "ubuntu-latest"
        #expect(try YAMLEncoder().encode(job) == "name: lint\nruns:\n  on: ubuntu-latest\n")
    }

    @Test func aDictionaryCatchAllKeepsNoOrder() throws {
        let job = try YAMLDecoder().decode(UnorderedJob.self, from: "zeta: 1\nname: build\nalpha: 2\n")
        #expect(try YAMLEncoder().encode(job) == "name: build\nalpha: 2\nzeta: 1\n")
    }
}

/// The example of ConfigFiles.md ("Reproducible output"), its type named `Job` there.
private struct ArticleJob: BackedCodable {
    @Backed var name: String
    @Backed(Path("runs", "on")) var runner: String
    @Backed(.otherKeys) var extra: CodableValue.Object
}

@Suite struct DocumentOrderArticleExample {
    @Test func anEditedJobKeepsTheFilesOrder() throws {
        let yaml = "if: always\nname: build\nruns:\n  shell: bash\n  on: ubuntu-latest\n"
        var job = try YAMLDecoder().decode(ArticleJob.self, from: yaml)
        job.runner = "macos-latest"
        #expect(
            try YAMLEncoder().encode(job)
                == "if: always\nname: build\nruns:\n  shell: bash\n  on: macos-latest\n")
    }
}

/// The example of ConfigFiles.md ("Keep the file's order"), its types named `Workflow`
/// and `Job` there.
private struct ArticleWorkflow: BackedCodable {
    @Backed var name: String
    @Backed var jobs: OrderedMap<ArticleRunnerJob>
    @Backed(.otherKeys) var extra: CodableValue.Object
}

private struct ArticleRunnerJob: BackedCodable {
    @Backed("runs-on") var runner: String
    @Backed(.otherKeys) var extra: CodableValue.Object
}

@Suite struct OrderedMapArticleExample {
    @Test func anEditedWorkflowKeepsTheFilesOrder() throws {
        let yaml = """
            on: push
            name: CI
            jobs:
              test:
                timeout-minutes: 10
                runs-on: ubuntu-latest
              lint:
                runs-on: ubuntu-latest
            """
        var workflow = try YAMLDecoder().decode(ArticleWorkflow.self, from: yaml)
        #expect(workflow.jobs.keys == ["test", "lint"])
        workflow.jobs["lint"]?.runner = "macos-14"
        let lint = "  lint:\n    runs-on: "
        #expect(
            try YAMLEncoder().encode(workflow)
                == yaml.replacingOccurrences(of: lint + "ubuntu-latest", with: lint + "macos-14") + "\n")
    }
}
