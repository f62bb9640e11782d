import DynamicCoding
import Testing

// The line-locality suite's edits of typed models (polymorphic jobs and steps, a Compose
// file), written back by `EditedText` instead of Yams: each changes only its value's lines.

@Suite struct PatchedLineLocalityTests {
    @Test(arguments: WorkflowEditTests.ciEdits) func ci(_ edit: LineEdit<ActionsWorkflow>) throws {
        let file = try ConfigFile("ci.yml")
        try expectLineLocality(
            file, ModelStyle.typedWorkflow.patching(file.text, registry: workflowRegistry), edit)
    }

    @Test(arguments: WorkflowEditTests.releaseEdits) func release(_ edit: LineEdit<ActionsWorkflow>) throws {
        let file = try ConfigFile("release.yml")
        try expectLineLocality(
            file, ModelStyle.typedWorkflow.patching(file.text, registry: workflowRegistry), edit)
    }

    @Test(arguments: WorkflowEditTests.docsEdits) func docs(_ edit: LineEdit<ActionsWorkflow>) throws {
        let file = try ConfigFile("docs.yml")
        try expectLineLocality(
            file, ModelStyle.typedWorkflow.patching(file.text, registry: workflowRegistry), edit)
    }

    @Test(arguments: ComposeEditTests.edits) func compose(_ edit: LineEdit<ComposeFile>) throws {
        let file = try ConfigFile("compose.yaml")
        try expectLineLocality(file, ModelStyle.plainCompose.patching(file.text), edit)
    }

    @Test func anUnchangedTypedModelGivesTheSameBytes() throws {
        for name in ["ci.yml", "release.yml", "docs.yml"] {
            let file = try ConfigFile(name)
            try expectSameBytes(
                file, ModelStyle.typedWorkflow.patching(file.text, registry: workflowRegistry))
        }
        let compose = try ConfigFile("compose.yaml")
        try expectSameBytes(compose, ModelStyle.plainCompose.patching(compose.text))
    }
}
