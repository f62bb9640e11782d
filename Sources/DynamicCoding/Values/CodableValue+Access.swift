import Foundation

extension CodableValue {
    /// The member under `key` of an object; `nil` when there is none or the value is no
    /// object. Setting a member of an object adds or replaces it (a new key goes at the
    /// end); setting `nil` removes it. Setting a member of `null` makes it an object;
    /// setting a member of any other value does nothing.
    ///
    /// ```swift
    /// var manifest: CodableValue = ["kind": "Deployment"]
    /// manifest["kind"]?.stringValue  // "Deployment"
    /// manifest["metadata"] = ["name": "web"]
    /// ```
    public subscript(key: String) -> CodableValue? {
        get {
            guard case .object(let object) = self else { return nil }
            return object[key]
        }
        set {
            var object: Object
            switch self {
            case .object(let members): object = members
            case .null where newValue != nil: object = [:]
            default: return
            }
            self = .null  // no second reference, so the object is changed in place
            object[key] = newValue
            self = .object(object)
        }
    }

    /// The element at `index` of an array; `nil` when the index is out of range or the
    /// value is no array. Setting an element within the array replaces it; setting at
    /// `count` appends. Setting out of range, setting `nil`, or setting an element of a
    /// value that is no array does nothing: never a crash.
    ///
    /// ```swift
    /// var ports: CodableValue = [80, 443]
    /// ports[1]        // .int(443)
    /// ports[2] = 8080 // [80, 443, 8080]
    /// ports[9] = 1    // unchanged
    /// ```
    public subscript(index: Int) -> CodableValue? {
        get {
            guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
            return elements[index]
        }
        set {
            guard case .array(var elements) = self, let newValue, (0...elements.count).contains(index) else {
                return
            }
            self = .null
            if index == elements.count { elements.append(newValue) } else { elements[index] = newValue }
            self = .array(elements)
        }
    }

    /// The string, when the value is one.
    ///
    /// ```swift
    /// CodableValue.string("web").stringValue  // "web"
    /// CodableValue.int(1).stringValue         // nil
    /// ```
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The integer, when the value is one (or a whole double, or a whole ``number(_:)``,
    /// within `Int`'s range).
    ///
    /// ```swift
    /// CodableValue.int(3).intValue       // 3
    /// CodableValue.double(3.0).intValue  // 3
    /// CodableValue.double(3.5).intValue  // nil
    /// CodableValue.number(CodableValue.Number("18446744073709551615")!).intValue  // nil
    /// ```
    public var intValue: Int? {
        switch self {
        case .int(let value): return Int(exactly: value)
        case .double(let value): return Int(exactly: value)
        case .number(let value): return value.integer(Int.self)
        default: return nil
        }
    }

    /// The number, integers widened to `Double`; a ``number(_:)`` as the `Double` nearest
    /// to it, which may round it (its ``Number/decimalValue`` does not).
    ///
    /// ```swift
    /// CodableValue.double(2.5).doubleValue  // 2.5
    /// CodableValue.int(2).doubleValue       // 2.0
    /// CodableValue.number(CodableValue.Number("18446744073709551615")!).doubleValue  // 1.8446744073709552e+19
    /// ```
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .number(let value): return value.doubleValue
        default: return nil
        }
    }

    /// The number, exactly, when the value is one that a `Decimal` holds exactly: an
    /// integer, a ``number(_:)`` of up to 38 digits, or a double as its shortest spelling
    /// reads (`0.1` is `Decimal(string: "0.1")`).
    ///
    /// ```swift
    /// CodableValue.number(CodableValue.Number("18446744073709551615")!).decimalValue  // 18446744073709551615
    /// CodableValue.double(0.1).decimalValue  // 0.1
    /// CodableValue.string("1").decimalValue  // nil
    /// ```
    public var decimalValue: Decimal? {
        switch self {
        case .int(let value): return Decimal(value)
        case .double(let value): return Number("\(value)")?.decimalValue
        case .number(let value): return value.decimalValue
        default: return nil
        }
    }

    /// The boolean, when the value is one.
    ///
    /// ```swift
    /// CodableValue.bool(true).boolValue  // true
    /// CodableValue.string("true").boolValue  // nil
    /// ```
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements, when the value is an array.
    ///
    /// ```swift
    /// CodableValue.array([1, 2]).arrayValue  // [.int(1), .int(2)]
    /// ```
    public var arrayValue: [CodableValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The members, when the value is an object.
    ///
    /// ```swift
    /// (["a": 1] as CodableValue).objectValue?.keys  // ["a"]
    /// ```
    public var objectValue: Object? {
        guard case .object(let value) = self else { return nil }
        return value
    }

    /// Whether the value is `null`.
    ///
    /// ```swift
    /// CodableValue.null.isNull  // true
    /// ```
    public var isNull: Bool { self == .null }
}
