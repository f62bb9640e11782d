import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// Real ActivityPub documents (Formats/Fixtures/ActivityPub) from Mastodon, Misskey, Kroeg,
// Osada, Funkwhale and PeerTube through a model with no hand-written Codable.

/// Each fixture with the model type its object decodes as (an unknown type: the identifier
/// the fallback kept).
private let rootTypes: [(fixture: String, type: String)] = [
    ("funkwhale-audio.json", "Note"),
    ("kroeg-post-activity.json", "Activity"),
    ("mastodon-create-with-attachment.json", "Activity"),
    ("mastodon-post-activity.json", "Activity"),
    ("mastodon-question-activity.json", "Activity"),
    ("misskey-like.json", "Activity"),
    ("osada-person.json", "Actor"),
    ("peertube-video.json", "Video"),
]

private let documents = rootTypes.map { FormatFixture(format: "ActivityPub", name: $0.fixture) }

/// The model's name of an object: its type's, or the identifier an unknown one carried.
private func typeName(of object: any ActivityPub.Object) -> String {
    (object as? ActivityPub.UnknownObject)?.typeIdentifier ?? "\(type(of: object))"
}

private func makeDecoder(report: DecodingReport? = nil) throws -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.typeRegistry] = try ActivityPub.registry()
    decoder.userInfo[.decodingReport] = report
    return decoder
}

private func makeEncoder() throws -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.typeRegistry] = try ActivityPub.registry()
    return encoder
}

/// The object of the fixture `name` as `T`.
private func decodeObject<T>(_ name: String, as _: T.Type, report: DecodingReport? = nil) throws -> T {
    let data = try FormatFixture(format: "ActivityPub", name: name).data()
    let document = try makeDecoder(report: report).decode(ActivityPub.Document.self, from: data)
    return try #require(document.wrappedValue as? T)
}

/// The note a `Create` activity wraps.
private func createdNote(_ name: String) throws -> ActivityPub.Note {
    let activity = try decodeObject(name, as: ActivityPub.Activity.self)
    return try #require(activity.object?.second as? ActivityPub.Note)
}

struct ActivityPubTests {
    @Test(arguments: rootTypes)
    func everyDocumentDecodesAsItsType(fixture: String, type: String) throws {
        let data = try FormatFixture(format: "ActivityPub", name: fixture).data()
        let document = try makeDecoder().decode(ActivityPub.Document.self, from: data)
        expectEqual(typeName(of: document.wrappedValue), type)
    }

    @Test(arguments: documents)
    func anUnchangedRoundTripGivesTheDocumentBack(fixture: FormatFixture) throws {
        let problem = RoundTripFidelity.problem(
            ActivityPub.Document.self, try fixture.data(), registry: try ActivityPub.registry())
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func aNoteWithAMentionAndItsReplies() throws {
        let note = try createdNote("mastodon-post-activity.json")
        expectEqual(note.type, .first("Note"))
        expectEqual(note.summary, "cw")
        expectEqual(note.sensitive, true)
        expectEqual(note.to, .first(["https://www.w3.org/ns/activitystreams#Public"]))
        expectEqual(note.attributedTo?.first, "http://mastodon.example.org/users/admin")
        let mention = try #require(note.tag?.first?.first as? ActivityPub.Link)
        expectEqual(mention.type, .first("Mention"))
        expectEqual(mention.name, "@lain@localtesting.pleroma.lol")
        let replies = try #require(note.replies?.second as? ActivityPub.Collection)
        let page = try #require(replies.first?.second as? ActivityPub.Collection)
        expectEqual(page.type, .first("CollectionPage"))
        expectEqual(
            page.items?.map(\.first),
            [
                "http://mastodon.example.org/users/admin/statuses/99512778738411823",
                "http://mastodon.example.org/users/admin/statuses/99512778738411824",
            ])
        expectEqual(note.otherKeys["inReplyToAtomUri"], .null)
    }

    @Test func anAttachmentAQuestionAndAnAudio() throws {
        let attached = try createdNote("mastodon-create-with-attachment.json")
        let document = try #require(attached.attachment?.first as? ActivityPub.Media)
        expectEqual(document.mediaType, "image/jpeg")
        expectEqual(document.name, nil)
        expectEqual(attached.summary, nil)
        let question = try createdNote("mastodon-question-activity.json")
        expectEqual(question.type, .first("Question"))
        let choices = try #require(question.oneOf?.map { $0 as? ActivityPub.Note })
        expectEqual(
            choices.map { $0?.name },
            ["Dunno", "Everyone knows that!", "25 char limit is dumb", "I can't even fit a funny"])
        let votes = choices.map { ($0?.replies?.second as? ActivityPub.Collection)?.totalItems }
        expectEqual(votes, [0, 1, 0, 1])
        let audio = try decodeObject("funkwhale-audio.json", as: ActivityPub.Note.self)
        let tags = try #require(audio.tag?.first?.map { $0 as? ActivityPub.Link })
        expectEqual(tags.map { $0?.name }, ["#funkwhale", "#test", "#tests"])
        expectEqual(tags.map { $0?.href }, [nil, nil, nil])
        expectEqual(audio.to, .second("https://www.w3.org/ns/activitystreams#Public"))
    }

    @Test func kroegEmbedsTheActorAndWritesSingleValues() throws {
        let activity = try decodeObject("kroeg-post-activity.json", as: ActivityPub.Activity.self)
        let actor = try #require(activity.actor.second as? ActivityPub.Actor)
        expectEqual(actor.preferredUsername, "puckipedia")
        expectEqual(actor.manuallyApprovesFollowers, false)
        expectEqual(actor.publicKey?.otherKeys, ["type": []])
        expectEqual(actor.otherKeys["endpoints"], .string("https://puckipedia.com/#endpoints"))
        let icon = try #require(actor.icon as? ActivityPub.Media)
        expectEqual(icon.type, .first("Image"))
        expectEqual(activity.cc, .second("https://puckipedia.com/followers"))
        let like = try decodeObject("misskey-like.json", as: ActivityPub.Activity.self)
        expectEqual(like.type, .first("Like"))
        expectEqual(
            like.object?.first, "https://testing.pleroma.lol/objects/c331bbf7-2eb9-4801-a709-2a6103492a5a")
        expectEqual(like.otherKeys["_misskey_reaction"], .string("pudding"))
    }

    @Test func anActorWithLinksAndABooleanWrittenAsAString() throws {
        let report = DecodingReport()
        let actor = try decodeObject("osada-person.json", as: ActivityPub.Actor.self, report: report)
        expectEqual(actor.name, "Mike Macgirvin (Osada)")
        let links = try #require(actor.url?.second?.map { $0 as? ActivityPub.Link })
        expectEqual(links.map { $0?.mediaType }, ["text/html", "text/x-zot+json"])
        let icon = try #require(actor.icon as? ActivityPub.Media)
        expectEqual([icon.width, icon.height], [300, 300])
        expectEqual(actor.discoverable, true)
        expectEqual(report.entries.map(\.description), [])
    }

    @Test func anEditChangesExactlyItsKeys() throws {
        let data = try FormatFixture(format: "ActivityPub", name: "mastodon-post-activity.json").data()
        let document = try makeDecoder().decode(ActivityPub.Document.self, from: data)
        let edits: [Edit<ActivityPub.Document>] = [
            Edit("tag: a hashtag added", owns: ["object", "tag"]) { Self.editNote(in: &$0, Self.addHashtag) },
            Edit("content: changed", owns: ["object", "content"]) {
                Self.editNote(in: &$0) { $0.content = "<p>edited</p>" }
            },
            Edit("summary: removed", owns: ["object", "summary"]) {
                Self.editNote(in: &$0) { $0.summary = nil }
            },
        ]
        let problems = EditLocality.problemsComparingDocuments(
            model: document, edits: edits, encoder: try makeEncoder(), decoder: try makeDecoder())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }

    @Test func anActorsEditsChangeExactlyTheirKeys() throws {
        let data = try FormatFixture(format: "ActivityPub", name: "osada-person.json").data()
        let document = try makeDecoder().decode(ActivityPub.Document.self, from: data)
        let edits: [Edit<ActivityPub.Document>] = [
            Edit("type: Service", owns: ["type"]) { Self.editActor(in: &$0) { $0.type = .first("Service") } },
            Edit("discoverable: false", owns: ["discoverable"]) {
                Self.editActor(in: &$0) { $0.discoverable = false }
            },
            Edit("name: changed", owns: ["name"]) { Self.editActor(in: &$0) { $0.name = "Mike" } },
        ]
        let problems = EditLocality.problemsComparingDocuments(
            model: document, edits: edits, encoder: try makeEncoder(), decoder: try makeDecoder())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }

    @Test func anAddedHashtagIsWrittenBesideTheMentionWithEachItsType() throws {
        let data = try FormatFixture(format: "ActivityPub", name: "mastodon-post-activity.json").data()
        var document = try makeDecoder().decode(ActivityPub.Document.self, from: data)
        Self.editNote(in: &document, Self.addHashtag)
        let written = try EditLocality.document(encoding: document, with: makeEncoder())
        expectEqual(
            written["object"]?["tag"],
            [
                [
                    "href": "http://localtesting.pleroma.lol/users/lain",
                    "name": "@lain@localtesting.pleroma.lol",
                    "type": "Mention",
                ],
                ["href": "http://mastodon.example.org/tags/swift", "name": "#swift", "type": "Hashtag"],
            ])
    }

    @Test(arguments: [["Person", "schema:Person"], ["schema:Person", "Person"]])
    func aTypeThatIsAnArrayIsReadAndWrittenBack(types: [String]) throws {
        // The Osada actor as a server that adds schema.org's type would send it.
        var members = try #require(
            FormatFixture(format: "ActivityPub", name: "osada-person.json").document().objectValue)
        members["type"] = .array(types.map(CodableValue.string))
        let data = try JSONEncoder().encode(CodableValue.object(members))
        let decoded = try makeDecoder().decode(ActivityPub.Document.self, from: data)
        let actor = try #require(decoded.wrappedValue as? ActivityPub.Actor)
        expectEqual(actor.type, .second(types))
        let problem = RoundTripFidelity.problem(
            ActivityPub.Document.self, data, registry: try ActivityPub.registry())
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Adds the hashtag `#swift` to `note`'s tags.
    private static func addHashtag(to note: inout ActivityPub.Note) {
        var hashtag = ActivityPub.Link()
        hashtag.type = .first("Hashtag")
        hashtag.name = "#swift"
        hashtag.href = "http://mastodon.example.org/tags/swift"
        note.tag = .first((note.tag?.first ?? []) + [hashtag])
    }

    /// Applies `change` to the document's actor.
    private static func editActor(
        in document: inout ActivityPub.Document, _ change: (inout ActivityPub.Actor) -> Void
    ) {
        guard var actor = document.wrappedValue as? ActivityPub.Actor else { return }
        change(&actor)
        document.wrappedValue = actor
    }

    /// Applies `change` to the note a `Create` activity wraps.
    private static func editNote(
        in document: inout ActivityPub.Document, _ change: (inout ActivityPub.Note) -> Void
    ) {
        guard var activity = document.wrappedValue as? ActivityPub.Activity,
            var note = activity.object?.second as? ActivityPub.Note
        else { return }
        change(&note)
        activity.object = .second(note)
        document.wrappedValue = activity
    }
}
