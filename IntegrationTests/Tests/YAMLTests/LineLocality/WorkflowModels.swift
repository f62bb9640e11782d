import DynamicCoding
import Testing
import Yams

// A GitHub Actions workflow as a tool that edits workflows would model it: typed where it
// edits, a catch-all (`.otherKeys`) on every object for the rest. Jobs and steps are
// polymorphic, their type deduced from their keys.

/// A job: one that runs steps, or one that calls a reusable workflow.
protocol WorkflowJob: Codable {}

/// A step: one that uses an action, or one that runs a command.
protocol WorkflowAction: Codable {}

struct ActionsWorkflow: BackedCodable {
    @Backed var name: String
    @Backed var on: CodableValue
    @Backed var jobs: OrderedMap<any WorkflowJob>
    @Backed(.otherKeys) var extra: CodableValue.Object
}

struct StepsJob: WorkflowJob, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "steps"
    @Backed("runs-on") var runsOn: OneOf<String, [String]>
    @Backed var needs: OneOf<String, [String]>?
    @Backed var steps: [any WorkflowAction]
    @Backed(.otherKeys) var extra: CodableValue.Object
}

struct CallJob: WorkflowJob, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "call"
    @Backed var uses: String
    @Backed var with: OrderedMap<CodableValue>?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

struct UsesAction: WorkflowAction, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "uses"
    @Backed var uses: String
    @Backed var with: OrderedMap<CodableValue>?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

struct RunAction: WorkflowAction, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "run"
    @Backed var run: String
    @Backed var name: String?
    @Backed(.otherKeys) var extra: CodableValue.Object
}

/// The registry of the workflow's jobs and steps, in the deduced layout.
let workflowRegistry: TypeRegistry = {
    let registry = TypeRegistry()
    do {
        try registry.setLayout(.deduced, for: (any WorkflowJob).self)
        try registry.register(StepsJob.self, for: (any WorkflowJob).self)
        try registry.register(CallJob.self, for: (any WorkflowJob).self)
        try registry.setLayout(.deduced, for: (any WorkflowAction).self)
        try registry.register(UsesAction.self, for: (any WorkflowAction).self)
        try registry.register(RunAction.self, for: (any WorkflowAction).self)
    } catch {
        Issue.record(error)
    }
    registry.freeze()
    return registry
}()

extension ModelStyle where Model == ActionsWorkflow {
    static let typedWorkflow = ModelStyle(
        read: {
            try YAMLDecoder().decode(
                ActionsWorkflow.self, from: $0, userInfo: [.typeRegistry: workflowRegistry])
        },
        write: { try YAMLEncoder().encode($0, userInfo: [.typeRegistry: workflowRegistry]) })
}

extension ActionsWorkflow {
    /// The job `name`, which the edit expects to be a `Job`; changed by `change`.
    mutating func job<Job: WorkflowJob>(
        _ name: String, as type: Job.Type, _ change: (inout Job) throws -> Void
    )
        throws
    {
        jobs[name] = try changing(jobs[name], as: type, change)
    }
}

extension StepsJob {
    /// The step at `index`, which the edit expects to be a `Step`; changed by `change`.
    mutating func step<Step: WorkflowAction>(
        _ index: Int, as type: Step.Type, _ change: (inout Step) throws -> Void
    )
        throws
    {
        steps[index] = try changing(steps[index], as: type, change)
    }
}
