/// The key of an array element, `Index 3` as `JSONEncoder` names it: its name is spelled
/// only when asked for, as most are never read.
struct JSONIndexKey: CodingKey {
    let index: Int

    init(index: Int) {
        self.index = index
    }

    init?(intValue: Int) {
        index = intValue
    }

    init?(stringValue: String) {
        nil
    }

    var stringValue: String { "Index \(index)" }

    var intValue: Int? { index }
}
