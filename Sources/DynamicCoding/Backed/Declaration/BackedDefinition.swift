/// The configuration of one `@Backed` declaration, shared by reference so that a
/// property costs one pointer over its value.
@usableFromInline
final class BackedDefinition<Value>: @unchecked Sendable {
    let path: Path?
    let defaultValue: Value?
    let defaultPolicy: DefaultPolicy
    let isLossy: Bool
    /// Whether `nil` is written as `null` rather than left out.
    let writesNull: Bool
    /// Whether a number or boolean may be read from a string (``BackedOptions/lax``).
    let readsLax: Bool
    /// The declaration's strategy, for `Value` or for each of its elements.
    let strategy: PropertyStrategy?
    let fileID: StaticString
    let line: UInt
    /// What an unset property reads: its default, `nil` when `Value` is optional, or no
    /// entries for an `.otherKeys` property.
    @usableFromInline let valueWhenUnset: Value?
    /// What is wrong with the declaration, found when it was made; reported at the first
    /// use of its model.
    let problem: String?
    /// Reads and writes a `Backed<Value>` in a model's memory. Made by `@inlinable`
    /// code, so they run specialized for the model's own types.
    let access: BackedAccess<Value>

    @usableFromInline
    init(
        path: Path?, defaultValue: Value? = nil, defaultPolicy: DefaultPolicy = .always,
        isLossy: Bool = false, writesNull: Bool = false, readsLax: Bool = false,
        strategy: PropertyStrategy? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        access: BackedAccess<Value> = Backed<Value>.specializedAccess, problem: String? = nil
    ) {
        self.path = path
        self.defaultValue = defaultValue
        self.defaultPolicy = defaultPolicy
        self.isLossy = isLossy
        self.writesNull = writesNull
        self.readsLax = readsLax
        self.strategy = strategy
        self.fileID = fileID
        self.line = line
        self.access = access
        self.problem = problem
        valueWhenUnset =
            defaultValue ?? Optionality.nilValue(of: Value.self)
            ?? (path?.collectsOtherKeys == true ? CodableValue.Object.noEntries(as: Value.self) : nil)
        DeclarationCollector.note(self)
    }

    /// A declaration whose default is the zero of `Value` (`defaultValue: .zeroValue`).
    @usableFromInline
    convenience init(
        path: Path?, zeroReplacing defaultPolicy: DefaultPolicy, isLossy: Bool, writesNull: Bool,
        readsLax: Bool, fileID: StaticString, line: UInt, access: BackedAccess<Value>
    ) {
        let zero = Result { try ZeroSource().zero(of: Value.self) }
        var problem: String?
        if case .failure(let error) = zero {
            problem =
                "its type has no zero value (\(DecodingErrorDescription.message(of: error))); conform it to "
                + "ZeroValueProviding or give another defaultValue:."
        }
        self.init(
            path: path, defaultValue: try? zero.get(), defaultPolicy: defaultPolicy, isLossy: isLossy,
            writesNull: writesNull, readsLax: readsLax, fileID: fileID, line: line, access: access,
            problem: problem)
    }

    /// The declaration's place in source, for messages about a property not yet discovered.
    var location: String { "\(fileID):\(line)" }
}
