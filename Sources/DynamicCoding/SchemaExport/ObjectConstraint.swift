/// What a model's fields ask of one object of the payload: the model's own, or one a
/// path goes through. Fields that share an object share its constraint, so the schema
/// lists each key once, with every field's demands on it.
///
/// ```swift
/// let root = ObjectConstraint()
/// root.child("meta").add(["type": "string"], at: "title", required: true)
/// root.schema  // {"type":"object","properties":{"meta":{...}},...}
/// ```
final class ObjectConstraint {
    private final class Member {
        var schemas: [CodableValue] = []
        var child: ObjectConstraint?
    }

    private var keys: [String] = []
    private var members: [String: Member] = [:]
    private var required: [String] = []
    /// Schemas the whole object must match too: `??` alternatives, paths walked from the
    /// object itself, `.flat` values.
    private var conditions: [CodableValue] = []
    /// What the object's other keys are, when a property keeps them.
    var otherKeys: CodableValue?
    /// Whether some field needs a value here to be an object.
    private var mustBeObject = false
    /// Whether every field that goes through here takes `null` as absent.
    private var allowsNull = true

    /// The constraint of the object under `key`, made when new.
    func child(_ key: String) -> ObjectConstraint {
        let member = self.member(key)
        if let child = member.child { return child }
        let child = ObjectConstraint()
        member.child = child
        return child
    }

    /// Adds a field's demand on the object: to be one (unless a default takes any failure)
    /// and whether `null` may stand for it.
    func goesThrough(mustBeObject: Bool, allowsNull: Bool) {
        self.mustBeObject = self.mustBeObject || mustBeObject
        self.allowsNull = self.allowsNull && allowsNull
    }

    /// Adds a schema the value under `key` must match.
    func add(_ schema: CodableValue, at key: String, required isRequired: Bool) {
        member(key).schemas.append(schema)
        if isRequired { require(key) }
    }

    func require(_ key: String) {
        if !required.contains(key) { required.append(key) }
    }

    /// Adds a schema the whole object must match.
    func addCondition(_ schema: CodableValue) {
        if schema != SchemaFragment.any { conditions.append(schema) }
    }

    private func member(_ key: String) -> Member {
        if let member = members[key] { return member }
        let member = Member()
        keys.append(key)
        members[key] = member
        return member
    }

    /// The schema of the model's own object: `null` is never absent there.
    var rootSchema: CodableValue {
        objectSchema
    }

    /// The schema of an object a path goes through: `null` too, when every field going
    /// through takes it as absent.
    var schema: CodableValue {
        let object = objectSchema
        if allowsNull { return SchemaFragment.nullable(object) }
        return mustBeObject ? object : SchemaFragment.nonNull(object)
    }

    private var objectSchema: CodableValue {
        var properties = CodableValue.Object()
        for key in keys {
            guard let member = members[key] else { continue }
            properties[key] = SchemaFragment.allOf(member.schemas + (member.child.map { [$0.schema] } ?? []))
        }
        var object = SchemaFragment.object(properties, required: required, typed: mustBeObject)
        if let otherKeys { object["additionalProperties"] = otherKeys }
        return SchemaFragment.allOf([object] + conditions)
    }
}
