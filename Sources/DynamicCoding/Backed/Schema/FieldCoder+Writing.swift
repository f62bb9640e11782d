extension FieldCoder {
    /// Writes the property's value at its first path, creating the containers on the
    /// way. `nil` leaves the key out; a value that can't be written throws.
    /// - Parameter mergeNode: the container node that shares this property's key, when
    ///   another property's path nests under it.
    func write(_ backed: Backed<Value>, to containers: inout EncodingContainers, mergeNode: Int?) throws {
        let codingPath = containers.encoder.codingPath
        guard let value = backed.currentValue else {
            throw EncodingError.invalidValue(
                backed, DynamicCodingFailure.unsetProperty(property: name).encodingContext(codingPath))
        }
        if Optionality.isNil(value) { return }
        let route = routes[0]
        if let component = route.unwritableComponent {
            let failure = DynamicCodingFailure.unwritablePath(
                property: name, component: component.description)
            throw EncodingError.invalidValue(value, failure.encodingContext(codingPath))
        }
        guard let leaf = route.leaf else {
            return try coder.encode(value, to: containers.encoder(at: route.node))
        }
        guard let mergeNode else {
            return try containers.withContainer(at: route.node) {
                try coder.encode(value, to: &$0, forKey: leaf)
            }
        }
        guard !coder.writesScalar else {
            let failure = DynamicCodingFailure.invalidDeclaration(
                property: name,
                problem:
                    "its value at \"\(route.text)\" is not an object, so the properties nested under that key "
                    + "cannot be written into it.")
            throw EncodingError.invalidValue(value, failure.encodingContext(codingPath))
        }
        try coder.encode(value, to: containers.encoder(at: mergeNode))
    }
}
