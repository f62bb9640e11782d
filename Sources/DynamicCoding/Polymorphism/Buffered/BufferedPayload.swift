/// A deduced or selected payload read once into memory, and the one decode it belongs to.
///
/// A value of such a layout inside another is decoded from the subtree already read,
/// never read again; and each value is resolved once per decode, whatever number of its
/// ancestors' candidates decode it, so that nesting costs time linear in the payload:
/// the outcome is kept per coding path and base (``BufferedSession``).
struct BufferedPayload {
    let value: CodableValue
    let place: PayloadPlace
    private let userInfo: [CodingUserInfoKey: Any]
    private let session: BufferedSession

    /// Resolves the value `decoder` holds once per decode: `resolve` runs on the payload
    /// read once; a second request for the same place and base gets the same outcome,
    /// and the report entries that came with it.
    static func resolve(
        _ decoder: any Decoder, base: String, _ resolve: (BufferedPayload) throws -> Trial
    ) throws -> Any {
        guard let session = decoder.userInfo[.bufferedSession] as? BufferedSession else {
            // The outermost buffered value of a decode: nothing else asks for its place.
            var userInfo = decoder.userInfo
            let session = BufferedSession()
            userInfo[.bufferedSession] = session
            let payload = BufferedPayload(
                value: try CodableValue(from: decoder), place: PayloadPlace(root: decoder.codingPath),
                userInfo: userInfo, session: session)
            return try resolve(payload).replayed()
        }
        let payloadDecoder = decoder as? PayloadDecoder
        let place = payloadDecoder?.place ?? session.place(at: decoder.codingPath)
        let key = BufferedSession.Place(base: base, place: ObjectIdentifier(place))
        if let trial = session.outcomes[key] { return try trial.replayed() }
        let value = try payloadDecoder?.value ?? CodableValue(from: decoder)
        let payload = BufferedPayload(
            value: value, place: place, userInfo: decoder.userInfo, session: session)
        let trial: Trial
        do {
            trial = try resolve(payload)
        } catch {
            trial = Trial(result: .failure(error), kept: [])
        }
        session.outcomes[key] = trial
        return try trial.replayed()
    }

    /// Decodes the payload as `registered`; what its lossy parts dropped is kept in the
    /// outcome rather than reported, until it is chosen.
    func attempt(_ registered: RegisteredType) -> Trial {
        let decoder = PayloadDecoder(value: value, place: place, userInfo: userInfo)
        let (outcome, kept) = ReportTrial.collecting { try registered.decode(decoder) }
        guard case .success = outcome else { return Trial(result: outcome, kept: []) }
        return Trial(result: outcome, kept: kept)
    }

    /// The value's coding path in the whole document.
    var codingPath: [any CodingKey] { place.codingPath }

    /// What resolving a value gave: the value or the error, and the report entries to
    /// record with the value.
    struct Trial {
        let result: Result<Any, any Error>
        let kept: [ReportTrial.Kept]

        /// The value, having recorded the entries in their reports; or the error.
        func replayed() throws -> Any {
            for entry in kept { entry.record() }
            return try result.get()
        }
    }
}

/// What one decode knows about its buffered payloads: the outcome per place and base.
///
/// One decode runs on one thread, so the session needs no lock.
final class BufferedSession {
    /// A value's place in the payload (a ``PayloadPlace``, one object per place) and its
    /// base.
    struct Place: Hashable {
        let base: String
        let place: ObjectIdentifier
    }

    var outcomes: [Place: BufferedPayload.Trial] = [:]
    /// The places of decoders that are not a ``PayloadDecoder`` (another library's wrapper
    /// around one), by coding path; kept for the session, so that an identity names one place.
    private var placesByPath: [[String]: PayloadPlace] = [:]

    /// The one place this session has for `codingPath`.
    func place(at codingPath: [any CodingKey]) -> PayloadPlace {
        let path = PlaceKey.of(codingPath)
        if let place = placesByPath[path] { return place }
        let place = PayloadPlace(root: codingPath)
        placesByPath[path] = place
        return place
    }
}

extension CodingUserInfoKey {
    /// Where a buffered payload's decoders carry their ``BufferedSession``.
    static let bufferedSession = CodingUserInfoKey(rawValue: "DynamicCoding.bufferedSession")!
}
