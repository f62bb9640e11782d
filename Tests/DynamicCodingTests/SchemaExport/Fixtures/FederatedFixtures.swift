import DynamicCoding
import Foundation

/// An ActivityPub-like family of polymorphic types, for the speed of the exported schema:
/// 34 types registered under one base, tagged by `"type"`, that hold one another under
/// `object`, `attachment`, `tag`, `icon` and `orderedItems`, several levels deep. Each
/// family of ActivityStreams types is one generic model; its `Kind` names the type.
enum Federated {
    /// Every object, actor, activity, link and collection.
    protocol Object: Codable, TypeIdentifiable, SendableMetatype {}

    /// An ActivityStreams type of a family: its name is the identifier.
    protocol Kind {}

    /// A post and what it is made of: a note, an image, an event.
    struct Post<K: Kind>: Object, BackedCodable {
        static var typeIdentifier: String { String(describing: K.self) }
        @Backed() var id: String
        @Backed() var name: String?
        @Backed() var content: String?
        @Backed() var mediaType: String?
        @Backed() var attachment: [any Object]?
        @Backed() var tag: [any Object]?
        @Backed() var replies: (any Object)?
    }

    /// Who acts: a person, a service, a group.
    struct Actor<K: Kind>: Object, BackedCodable {
        static var typeIdentifier: String { String(describing: K.self) }
        @Backed() var id: String
        @Backed() var preferredUsername: String
        @Backed() var icon: (any Object)?
        @Backed() var attachment: [any Object]?
        @Backed() var tag: [any Object]?
    }

    /// What an actor does to an object.
    struct Activity<K: Kind>: Object, BackedCodable {
        static var typeIdentifier: String { String(describing: K.self) }
        @Backed() var actor: String
        @Backed() var object: any Object
        @Backed() var target: (any Object)?
    }

    /// A link: a mention, a hashtag, a custom emoji.
    struct Reference<K: Kind>: Object, BackedCodable {
        static var typeIdentifier: String { String(describing: K.self) }
        @Backed() var href: String
        @Backed() var name: String?
        @Backed() var icon: (any Object)?
    }

    /// A page of a collection.
    struct Listing<K: Kind>: Object, BackedCodable {
        static var typeIdentifier: String { String(describing: K.self) }
        @Backed() var totalItems: Int?
        @Backed() var orderedItems: [any Object]
    }

    /// An inbox: the model a document is decoded as, and the root of its schema.
    struct Inbox: BackedDecodable {
        @Backed() var orderedItems: [any Object]
    }

    enum Note: Kind {}
    enum Article: Kind {}
    enum Image: Kind {}
    enum Video: Kind {}
    enum Audio: Kind {}
    enum Document: Kind {}
    enum Page: Kind {}
    enum Event: Kind {}
    enum Place: Kind {}
    enum Question: Kind {}
    enum Tombstone: Kind {}
    enum Person: Kind {}
    enum Service: Kind {}
    enum Application: Kind {}
    enum Group: Kind {}
    enum Organization: Kind {}
    enum Create: Kind {}
    enum Update: Kind {}
    enum Delete: Kind {}
    enum Follow: Kind {}
    enum Accept: Kind {}
    enum Reject: Kind {}
    enum Announce: Kind {}
    enum Like: Kind {}
    enum Undo: Kind {}
    enum Block: Kind {}
    enum Flag: Kind {}
    enum Link: Kind {}
    enum Mention: Kind {}
    enum Hashtag: Kind {}
    enum Emoji: Kind {}
    enum OrderedCollection: Kind {}
    enum OrderedCollectionPage: Kind {}
    enum CollectionPage: Kind {}

    /// Every type of the family, in the order ActivityStreams lists them.
    static let types: [any Object.Type] = [
        Post<Note>.self, Post<Article>.self, Post<Image>.self, Post<Video>.self, Post<Audio>.self,
        Post<Document>.self, Post<Page>.self, Post<Event>.self, Post<Place>.self, Post<Question>.self,
        Post<Tombstone>.self, Actor<Person>.self, Actor<Service>.self, Actor<Application>.self,
        Actor<Group>.self, Actor<Organization>.self, Activity<Create>.self, Activity<Update>.self,
        Activity<Delete>.self, Activity<Follow>.self, Activity<Accept>.self, Activity<Reject>.self,
        Activity<Announce>.self, Activity<Like>.self, Activity<Undo>.self, Activity<Block>.self,
        Activity<Flag>.self, Reference<Link>.self, Reference<Mention>.self, Reference<Hashtag>.self,
        Reference<Emoji>.self, Listing<OrderedCollection>.self, Listing<OrderedCollectionPage>.self,
        Listing<CollectionPage>.self,
    ]

    /// A registry that holds every type of the family for `any Object`.
    static var registry: TypeRegistry {
        get throws {
            let registry = TypeRegistry()
            for type in types { try register(type, in: registry) }
            return registry
        }
    }

    private static func register<Concrete: Object>(_ type: Concrete.Type, in registry: TypeRegistry) throws {
        try registry.register(type, for: (any Object).self)
    }

    /// A reply that shares an article: an announce of an article with a video, tagged with
    /// a custom emoji and its icon.
    static let sharedArticle = #"""
        {"type": "Announce", "actor": "https://other.social/users/lin",
         "object": {"type": "Article", "id": "https://other.social/articles/3",
          "attachment": [{"type": "Video", "id": "https://other.social/media/9",
           "tag": [{"type": "Emoji", "href": "https://other.social/emoji/2",
            "icon": {"type": "Image", "id": "https://other.social/emoji/2.png"}}]}]}}
        """#

    /// An inbox that received a server's post: a `Create` of a note with an image, a
    /// mention, a hashtag and an emoji, and a page of replies, ``sharedArticle`` among them.
    static let inbox = #"""
        {"orderedItems": [{"type": "Create", "actor": "https://example.social/users/ada",
         "object": {"type": "Note", "id": "https://example.social/notes/1", "content": "Hello",
          "attachment": [{"type": "Image", "id": "https://example.social/media/1", "mediaType": "image/png"},
                         {"type": "Document", "id": "https://example.social/media/2", "name": "notes.pdf"}],
          "tag": [{"type": "Mention", "href": "https://example.social/users/grace", "name": "@grace"},
                  {"type": "Hashtag", "href": "https://example.social/tags/swift", "name": "#swift"},
                  {"type": "Emoji", "href": "https://example.social/emoji/1", "name": ":wave:",
                   "icon": {"type": "Image", "id": "https://example.social/emoji/1.png", "mediaType": "image/png"}}],
          "replies": {"type": "OrderedCollectionPage", "totalItems": 2,
           "orderedItems": [
             {"type": "Note", "id": "https://other.social/notes/7", "content": "Hi!",
              "tag": [{"type": "Mention", "href": "https://example.social/users/ada"}]},
             \#(sharedArticle)]}}}]}
        """#

    /// ``inbox`` with one wrong value at its deepest: the innermost emoji's icon has a
    /// number for its media type.
    static var invalidInbox: String {
        inbox.replacingOccurrences(
            of: #""id": "https://other.social/emoji/2.png"}"#,
            with: #""id": "https://other.social/emoji/2.png", "mediaType": 5}"#)
    }
}
