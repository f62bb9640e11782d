/// Renders a coding path the way people write it: `routes[2].attributes.id`.
enum CodingPathDescription {
    static func of(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "<root>" : text
    }
}
