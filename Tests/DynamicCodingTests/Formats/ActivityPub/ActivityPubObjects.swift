import DynamicCoding

// ActivityStreams objects as federated servers send them: each chosen by its "type" in the
// internal layout, one Swift type for a family of types (`Person` and `Service` are both
// actors), JSON-LD's looseness (a value or a list of values, an IRI or the object embedded),
// and every key a model does not read kept for the round trip.

/// The types of an ActivityPub document, in one namespace so that their short names (`Note`,
/// `Link`) stay clear of the other tests' types.
enum ActivityPub {
    /// An ActivityStreams object, link or activity, chosen by its `"type"`.
    protocol Object {}

    /// A document as a server sends it: one object, its `@context` among its other keys.
    typealias Document = DynamicCodable<any Object>

    /// A `"type"` as written: one name, or several (`["Person", "schema:Person"]`).
    typealias TypeNames = OneOf<String, [String]>

    /// A property that JSON-LD lets hold one IRI or a list of them: `"to": "https://…#Public"`.
    typealias Audience = OneOf<[String], String>

    /// An object given by its IRI, or embedded.
    typealias Reference = OneOf<String, any Object>
}

extension ActivityPub {
    /// `Person`, `Service`, `Application`, `Group`, `Organization`. Its booleans may be
    /// written as strings.
    struct Actor: Object, BackedCodable, TypeIdentifiable, LaxScalars {
        static let typeIdentifier = "Person"
        /// The types as read, written back as they were.
        @Backed("type") var type: TypeNames
        @Backed var id: String
        @Backed var preferredUsername: String?
        @Backed var name: String?
        @Backed var summary: String?
        @Backed var inbox: String
        @Backed var outbox: String?
        @Backed var followers: String?
        @Backed var following: String?
        /// The avatar, an `Image`.
        @Backed var icon: (any Object)?
        /// A profile page, or several `Link`s.
        @Backed var url: OneOf<String, [any Object]>?
        @Backed var publicKey: PublicKey?
        /// Whether the actor may be listed in directories; Osada writes `"true"`.
        @Backed var discoverable: Bool?
        @Backed var manuallyApprovesFollowers: Bool?
        /// The keys this model leaves as they are (`@context`, `endpoints`, `signature`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// The key an actor signs with.
    struct PublicKey: BackedCodable {
        @Backed var id: String
        @Backed var owner: String
        @Backed var publicKeyPem: String
        /// The keys this model leaves as they are (Kroeg writes `"type": []`).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// `Note`, `Article`, `Question`, `Audio`: a post, with its addressing, attachments and tags.
    struct Note: Object, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Note"
        /// The types as read, written back as they were.
        @Backed("type") var type: TypeNames
        /// Missing on the choices of a `Question`.
        @Backed var id: String?
        @Backed var name: String?
        @Backed var content: String?
        /// A content warning; Mastodon writes `null` when there is none.
        @Backed var summary: String?
        @Backed var published: String?
        @Backed var attributedTo: Reference?
        @Backed var to: Audience?
        @Backed var cc: Audience?
        @Backed var inReplyTo: String?
        @Backed var sensitive: Bool?
        @Backed var attachment: [any Object]?
        /// Mentions, hashtags and emoji; a list, or one tag alone.
        @Backed var tag: OneOf<[any Object], any Object>?
        @Backed var replies: Reference?
        /// The choices of a `Question`.
        @Backed var oneOf: [any Object]?
        /// The keys this model leaves as they are (`url`, `conversation`, `contentMap`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// `Create`, `Announce`, `Like`, `Follow`, `Undo`, …: an actor acting on an object.
    struct Activity: Object, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Create"
        /// The types as read, written back as they were.
        @Backed("type") var type: TypeNames
        @Backed var id: String
        @Backed var actor: Reference
        @Backed var object: Reference?
        @Backed var to: Audience?
        @Backed var cc: Audience?
        @Backed var published: String?
        /// The keys this model leaves as they are (`@context`, `signature`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// `Document` and `Image`: an attachment or an avatar.
    struct Media: Object, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Document"
        /// The types as read, written back as they were.
        @Backed("type") var type: TypeNames
        @Backed var url: String
        @Backed var mediaType: String?
        /// The description; Mastodon writes `null` when there is none.
        @Backed var name: String?
        @Backed var width: Int?
        @Backed var height: Int?
        /// The keys this model leaves as they are (`blurhash`, `updated`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// `Link`, `Mention`, `Hashtag`: a reference to another resource.
    struct Link: Object, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Link"
        /// The types as read, written back as they were.
        @Backed("type") var type: TypeNames
        /// Missing on Funkwhale's hashtags.
        @Backed var href: String?
        @Backed var name: String?
        @Backed var mediaType: String?
        /// The keys this model leaves as they are (`mimeType`, `width`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// `Collection`, `CollectionPage`, `OrderedCollection`, `OrderedCollectionPage`.
    struct Collection: Object, BackedCodable, TypeIdentifiable {
        static let typeIdentifier = "Collection"
        /// The types as read, written back as they were.
        @Backed("type") var type: TypeNames
        @Backed var id: String?
        @Backed var totalItems: Int?
        @Backed var first: Reference?
        @Backed var items: [Reference]?
        /// The keys this model leaves as they are (`next`, `partOf`, …).
        @Backed(.otherKeys) var otherKeys: [String: CodableValue]
    }

    /// A type this model does not know (`Video`, `Emoji`, …), kept as read.
    struct UnknownObject: Object, UnknownTypeFallback, Codable {
        let typeIdentifier: String
        let payload: CodableValue
    }

    /// The registry of the model: every type under each of its names, in the internal layout
    /// at `"type"`, the unknown ones kept whole.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.typeRegistry] = try ActivityPub.registry()
    /// ```
    static func registry() throws -> TypeRegistry {
        let registry = TypeRegistry()
        func register<Family: Object & Decodable & SendableMetatype>(
            _ family: Family.Type, as names: String...
        )
            throws
        {
            for name in names {
                try registry.register(family, for: (any Object).self, typeIdentifier: name)
            }
        }
        try register(Actor.self, as: "Person", "Service", "Application", "Group", "Organization")
        try register(Note.self, as: "Note", "Article", "Question", "Audio")
        try register(
            Activity.self, as: "Create", "Announce", "Like", "Follow", "Undo", "Update", "Delete", "Accept",
            "Reject",
            "Block")
        try register(Media.self, as: "Document", "Image")
        try register(Link.self, as: "Link", "Mention", "Hashtag")
        try register(
            Collection.self, as: "Collection", "CollectionPage", "OrderedCollection", "OrderedCollectionPage")
        try registry.setFallback(UnknownObject.self, for: (any Object).self)
        registry.freeze()
        return registry
    }
}
