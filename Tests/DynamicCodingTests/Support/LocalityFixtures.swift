import DynamicCoding
import Foundation

// Three models that together use every writable declaration shape, each with a realistic
// payload and one or more edits of every declared property, for the edit-locality tests.
// Each model also holds stored properties that are not `@Backed` (not encoded), so its `==`
// compares the `@Backed` properties only.

// MARK: - Subscriber: keys, paths, a fallback, nulls, lossy collections, defaults, strategies

/// A `@Backed` model nested in ``Subscriber``.
struct Postal: BackedCodable, Equatable {
    @Backed var city: String
    @Backed(Path("geo", "zip")) var zip: String?
}

/// A class instance a model holds beside its `@Backed` properties; it is not encoded.
final class Session {}

/// Keys, nested paths sharing an object, a `??` fallback, `.explicitNull`, lossy arrays and
/// dictionaries, a default, date and data strategies and a nested `@Backed` model.
struct Subscriber: BackedCodable {
    let localID = UUID()
    let session = Session()
    @Backed("id") var id: Int
    @Backed(Path("name", "first")) var firstName: String
    @Backed(Path("name", "last") ?? "surname") var lastName: String
    @Backed(Path("contact", "email"), options: .explicitNull) var email: String?
    @Backed(Path("contact", "phone")) var phone: String?
    @Backed(options: .lossy) var tags: [String]
    @Backed(options: .lossy) var limits: [String: Int]
    @Backed(defaultValue: 0) var visits: Int
    @Backed(strategy: .secondsSince1970) var joined: Date
    @Backed(Path("audit", "seen"), strategy: .iso8601) var seen: Date?
    @Backed(strategy: .base64) var avatar: Data?
    @Backed var postal: Postal
}

extension Subscriber: Equatable {
    /// Compares the `@Backed` properties, the ones a payload holds.
    static func == (lhs: Subscriber, rhs: Subscriber) -> Bool {
        lhs.id == rhs.id && lhs.firstName == rhs.firstName && lhs.lastName == rhs.lastName
            && lhs.email == rhs.email && lhs.phone == rhs.phone && lhs.tags == rhs.tags
            && lhs.limits == rhs.limits && lhs.visits == rhs.visits && lhs.joined == rhs.joined
            && lhs.seen == rhs.seen && lhs.avatar == rhs.avatar && lhs.postal == rhs.postal
    }
}

extension Postal {
    init(city: String, zip: String? = nil) {
        self.city = city
        self.zip = zip
    }
}

/// A ``Subscriber`` whose last name is at the fallback key, with an invalid tag and limit.
let subscriberJSON = """
    {
        "id": 7,
        "name": {"first": "Ada"},
        "surname": "Lovelace",
        "contact": {"email": "ada@example.com", "phone": "+44 20 7946 0000"},
        "tags": ["math", 7, "poetry"],
        "limits": {"daily": 5, "weekly": "many", "monthly": 100},
        "joined": 1613984296,
        "audit": {"seen": "2021-02-22T08:58:16Z"},
        "avatar": "iVBORw0KGgo=",
        "postal": {"city": "London", "geo": {"zip": "W1"}}
    }
    """

/// What ``subscriberJSON`` is written back as: the last name at the fallback key it was read
/// from, the invalid elements left out, the default written.
let subscriberWritten = """
    {"id":7,"name":{"first":"Ada"},"surname":"Lovelace",
    "contact":{"email":"ada@example.com","phone":"+44 20 7946 0000"},"tags":["math","poetry"],
    "limits":{"daily":5,"monthly":100},"visits":0,"joined":1613984296,"audit":{"seen":"2021-02-22T08:58:16Z"},
    "avatar":"iVBORw0KGgo=","postal":{"city":"London","geo":{"zip":"W1"}}}
    """

/// An edit of every property of a ``Subscriber``, several for most.
var subscriberEdits: [Edit<Subscriber>] {
    [
        Edit("id: 8", owns: ["id"]) { $0.id = 8 },
        Edit("firstName: Augusta", owns: ["name", "first"]) { $0.firstName = "Augusta" },
        Edit("lastName: King", owns: ["name", "last"], ["surname"]) { $0.lastName = "King" },
        Edit("email: nil, written as null", owns: ["contact", "email"]) { $0.email = nil },
        Edit("email: another", owns: ["contact", "email"]) { $0.email = "ada@engines.org" },
        Edit("phone: nil", owns: ["contact", "phone"]) { $0.phone = nil },
        Edit("tags: one appended", owns: ["tags"]) { $0.tags.append("engines") },
        Edit("tags: emptied", owns: ["tags"]) { $0.tags.removeAll() },
        Edit("limits: one added", owns: ["limits", "yearly"]) { $0.limits["yearly"] = 900 },
        Edit("limits: one removed", owns: ["limits", "daily"]) { $0.limits["daily"] = nil },
        Edit("visits: 3", owns: ["visits"]) { $0.visits = 3 },
        Edit("joined: later", owns: ["joined"]) { $0.joined = Date(timeIntervalSince1970: 1_700_000_000) },
        Edit("seen: nil", owns: ["audit", "seen"]) { $0.seen = nil },
        Edit("seen: later", owns: ["audit", "seen"]) { $0.seen = Date(timeIntervalSince1970: 1_700_000_000) },
        Edit("avatar: other bytes", owns: ["avatar"]) { $0.avatar = Data([1, 2, 3]) },
        Edit("avatar: nil", owns: ["avatar"]) { $0.avatar = nil },
        Edit("postal.city: Bath", owns: ["postal", "city"]) { $0.postal.city = "Bath" },
        Edit("postal.zip: nil", owns: ["postal", "geo", "zip"]) { $0.postal.zip = nil },
        Edit("postal: replaced", owns: ["postal"]) { $0.postal = Postal(city: "Paris", zip: "75001") },
    ]
}

// MARK: - Game: polymorphic values in every form

/// Polymorphic values at keys and paths: `any Piece` (with and without a default), a lossy
/// `[any Piece]`, a `[String: any Piece]`, an optional, and a string-or-piece at a key and
/// at a path.
struct Game: BackedCodable {
    @Backed var leader: any Piece
    @Backed(Path("board", "pieces"), options: .lossy) var pieces: [any Piece]
    @Backed(Path("board", "reserve")) var reserve: [String: any Piece]
    @Backed var captured: (any Piece)?
    @Backed(defaultValue: Pawn(rank: 1)) var spare: any Piece
    @Backed var marker: OneOf<String, any Piece>
    @Backed(Path("board", "focus")) var focus: OneOf<String, any Piece>
}

extension Game: Equatable {
    static func == (lhs: Game, rhs: Game) -> Bool {
        same(lhs.leader, rhs.leader) && sameElements(lhs.pieces, rhs.pieces)
            && sameEntries(lhs.reserve, rhs.reserve) && same(lhs.captured, rhs.captured)
            && same(lhs.spare, rhs.spare) && sameOneOf(lhs.marker, rhs.marker)
            && sameOneOf(lhs.focus, rhs.focus)
    }
}

/// Compares one-of values whose second type may be an existential, with ``same(_:_:)``.
func sameOneOf<First: Equatable, Second>(_ lhs: OneOf<First, Second>, _ rhs: OneOf<First, Second>) -> Bool {
    switch (lhs, rhs) {
    case (.first(let lhs), .first(let rhs)): return lhs == rhs
    case (.second(let lhs), .second(let rhs)): return same(lhs, rhs)
    default: return false
    }
}

/// A ``Game`` with an unregistered piece (left out of the lossy array) and no spare (the default).
let gameJSON = """
    {
        "leader": {"type": "pawn", "rank": 2},
        "board": {
            "pieces": [
                {"type": "rook", "position": {"file": "a"}},
                {"type": "knight"},
                {"type": "tower", "pieces": [{"type": "pawn", "rank": 7}]}
            ],
            "reserve": {
                "white": {"type": "pawn", "rank": 1},
                "black": {"type": "rook", "position": {"file": "h"}, "moved": true}
            },
            "focus": {"type": "rook", "position": {"file": "d"}, "moved": true}
        },
        "captured": {"type": "rook", "position": {"file": "c"}, "moved": true},
        "marker": "check"
    }
    """

/// What ``gameJSON`` is written back as.
let gameWritten = """
    {"leader":{"type":"pawn","rank":2},
    "board":{"pieces":[{"type":"rook","position":{"file":"a"},"moved":false},
    {"type":"tower","pieces":[{"type":"pawn","rank":7}]}],
    "reserve":{"white":{"type":"pawn","rank":1},"black":{"type":"rook","position":{"file":"h"},"moved":true}},
    "focus":{"type":"rook","position":{"file":"d"},"moved":true}},
    "captured":{"type":"rook","position":{"file":"c"},"moved":true},"spare":{"type":"pawn","rank":1},
    "marker":"check"}
    """

/// An edit of every property of a ``Game``: a value of another registered type, a
/// changed value, an element appended and removed, `nil`, the other side of a one-of.
var gameEdits: [Edit<Game>] {
    [
        Edit("leader: a rook", owns: ["leader"]) { $0.leader = Rook(file: "e") },
        Edit("leader: the pawn advanced", owns: ["leader"]) { $0.leader = Pawn(rank: 4) },
        Edit("pieces: a tower appended", owns: ["board", "pieces"]) {
            $0.pieces.append(Tower(pieces: [Pawn(rank: 3), Rook(file: "g")]))
        },
        Edit("pieces: the first removed", owns: ["board", "pieces"]) { $0.pieces.removeFirst() },
        Edit("reserve: a café added", owns: ["board", "reserve", "spare"]) { $0.reserve["spare"] = Cafe() },
        Edit("reserve: white a rook", owns: ["board", "reserve", "white"]) {
            $0.reserve["white"] = Rook(file: "b")
        },
        Edit("reserve: black removed", owns: ["board", "reserve", "black"]) { $0.reserve["black"] = nil },
        Edit("captured: nil", owns: ["captured"]) { $0.captured = nil },
        Edit("captured: a pawn", owns: ["captured"]) { $0.captured = Pawn(rank: 6) },
        Edit("spare: a tower", owns: ["spare"]) { $0.spare = Tower(pieces: []) },
        Edit("marker: a piece", owns: ["marker"]) { $0.marker = .second(Pawn(rank: 5)) },
        Edit("marker: other text", owns: ["marker"]) { $0.marker = .first("mate") },
        Edit("focus: text", owns: ["board", "focus"]) { $0.focus = .first("e4") },
        Edit("focus: another piece", owns: ["board", "focus"]) { $0.focus = .second(Pawn(rank: 8)) },
    ]
}

// MARK: - Listing: a typed group beside a catch-all, an object with a path into it

/// A plain `Codable` group of optional fields, read from the model's own object (`.flat`).
struct Dimensions: Codable, Equatable {
    var width: Int?
    var height: Int?
}

/// A `@Backed` model nested in ``Listing``, with a catch-all dictionary of its own.
struct Seller: BackedCodable, Equatable {
    @Backed var name: String
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

/// A class instance a model holds beside its `@Backed` properties; it is not encoded.
final class PriceCache {}

/// A `.flat` typed group beside an `.otherKeys` catch-all, an object (a dictionary of
/// numbers) with a path into it at another key, a default, and a nested model with its own catch-all.
struct Listing: BackedCodable {
    var revision = 0
    let cache = PriceCache()
    @Backed var sku: String
    @Backed(.flat) var size: Dimensions
    @Backed(.otherKeys) var extra: CodableValue.Object
    @Backed("box") var box: [String: Int]
    @Backed(Path("box", "label")) var label: String
    @Backed(Path("price", "amount")) var amount: Double
    @Backed(Path("price", "currency"), defaultValue: "EUR") var currency: String
    @Backed var seller: Seller
}

extension Listing: Equatable {
    /// Compares the `@Backed` properties, the ones a payload holds; the catch-all's entries
    /// whatever their order, which JSON does not keep (a key added goes at the end; read
    /// back with `JSONDecoder`, keys are sorted).
    static func == (lhs: Listing, rhs: Listing) -> Bool {
        lhs.sku == rhs.sku && lhs.size == rhs.size && lhs.extra.dictionary == rhs.extra.dictionary
            && lhs.box == rhs.box
            && lhs.label == rhs.label && lhs.amount == rhs.amount && lhs.currency == rhs.currency
            && lhs.seller == rhs.seller
    }
}

/// A ``Listing`` with keys no property reads, at the top and under `price` and `seller`; the
/// box's label is left to `label`, out of the box's own dictionary of numbers.
let listingJSON = """
    {
        "sku": "CHAIR-1",
        "width": 45,
        "height": 90,
        "box": {"w": 50, "h": 95, "label": "fragile"},
        "price": {"amount": 129.5, "tax": 0.2},
        "seller": {"name": "Oak & Co", "rating": 4.5, "since": 2019},
        "vendor": {"id": "v-9", "tier": "gold"},
        "discontinued": false
    }
    """

/// What ``listingJSON`` is written back as: everything, and the default currency.
let listingWritten = """
    {"sku":"CHAIR-1","width":45,"height":90,"box":{"w":50,"h":95,"label":"fragile"},
    "price":{"amount":129.5,"currency":"EUR","tax":0.2},"seller":{"name":"Oak & Co","rating":4.5,"since":2019},
    "vendor":{"id":"v-9","tier":"gold"},"discontinued":false}
    """

/// An edit of every property of a ``Listing``, the catch-alls' keys added and removed.
var listingEdits: [Edit<Listing>] {
    [
        Edit("sku: CHAIR-2", owns: ["sku"]) { $0.sku = "CHAIR-2" },
        Edit("size.width: 50", owns: ["width"]) { $0.size.width = 50 },
        Edit("size.height: nil", owns: ["height"]) { $0.size.height = nil },
        Edit("size: no dimensions", owns: ["width"], ["height"]) { $0.size = Dimensions() },
        Edit("extra: color added", owns: ["color"]) { $0.extra["color"] = "walnut" },
        Edit("extra: vendor removed", owns: ["vendor"]) { $0.extra["vendor"] = nil },
        Edit("extra: the tax under price changed", owns: ["price", "tax"]) {
            $0.extra["price"] = ["tax": 0.1]
        },
        Edit("box: depth added", owns: ["box", "d"]) { $0.box["d"] = 40 },
        Edit("box: height removed", owns: ["box", "h"]) { $0.box["h"] = nil },
        Edit("label: handle with care", owns: ["box", "label"]) { $0.label = "handle with care" },
        Edit("amount: 99", owns: ["price", "amount"]) { $0.amount = 99 },
        Edit("currency: USD", owns: ["price", "currency"]) { $0.currency = "USD" },
        Edit("seller.name: Elm", owns: ["seller", "name"]) { $0.seller.name = "Elm" },
        Edit("seller.extra: verified added", owns: ["seller", "verified"]) {
            $0.seller.extra["verified"] = true
        },
        Edit("seller.extra: since removed", owns: ["seller", "since"]) { $0.seller.extra["since"] = nil },
    ]
}
