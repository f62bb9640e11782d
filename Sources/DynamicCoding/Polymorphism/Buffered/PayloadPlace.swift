/// One place in a buffered payload: the payload's root, or a member or element of
/// another place. A place's children are kept, so the same member of the same place is
/// always the same object: places compare by identity, in constant time, and a coding
/// path is built only when something asks for it.
///
/// One decode runs on one thread, so a place needs no lock. A place owns its children
/// and refers weakly to its parent, which owns it (no cycle).
final class PayloadPlace {
    private weak var parent: PayloadPlace?
    private let key: (any CodingKey)?
    /// The root's coding path in the whole document.
    private let rootPath: [any CodingKey]
    private var children: [AnyCodingKey: PayloadPlace] = [:]

    /// The root of a payload read at `codingPath`.
    init(root codingPath: [any CodingKey]) {
        parent = nil
        key = nil
        rootPath = codingPath
    }

    private init(parent: PayloadPlace, key: any CodingKey) {
        self.parent = parent
        self.key = key
        rootPath = []
    }

    /// The place of the member or element under `key`.
    func child(_ key: any CodingKey) -> PayloadPlace {
        let name = key.intValue.map(AnyCodingKey.init(index:)) ?? AnyCodingKey(key.stringValue)
        if let child = children[name] { return child }
        let child = PayloadPlace(parent: self, key: key)
        children[name] = child
        return child
    }

    /// The coding path of this place in the whole document.
    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var place = self
        while let key = place.key, let parent = place.parent {
            keys.append(key)
            place = parent
        }
        return place.rootPath + keys.reversed()
    }
}
