/// The elements of a collection, decoded one by one with their coder; when lossy, an
/// element that fails or is `null` is left out and recorded in the ``DecodingReport``.
struct CollectionElements<Element> {
    let coder: any ValueCoder<Element>
    let isLossy: Bool

    init(coder: any ValueCoder<Element>, isLossy: Bool) {
        self.coder = coder
        self.isLossy = isLossy
    }

    func decodeArray(_ container: inout any UnkeyedDecodingContainer, report: DecodingReport?) throws
        -> [Element]
    {
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        var nulls = NullCheck()
        while !container.isAtEnd {
            guard isLossy else {
                elements.append(try coder.decode(&container))
                continue
            }
            let index = container.currentIndex
            do {
                if try nulls.isNull(&container) {
                    throw Absence.null(Element.self, at: container.codingPath + [AnyCodingKey(index: index)])
                        .error
                }
                elements.append(try coder.decode(&container))
            } catch {
                try drop(locate(error, in: container, at: index), from: &container, at: index, report: report)
            }
        }
        return elements
    }

    /// Decodes one dictionary value; when lossy, a value that fails or is `null` is
    /// recorded in the decoder's ``DecodingReport`` and gives `nil`.
    func decodeEntry(from decoder: any Decoder) throws -> Element? {
        guard isLossy else { return try coder.decode(from: decoder) }
        do {
            if try decoder.singleValueContainer().decodeNil() {
                throw Absence.null(Element.self, at: decoder.codingPath).error
            }
            return try coder.decode(from: decoder)
        } catch {
            DecodingReport.attached(to: decoder)?.record(
                coder.locate(error, in: decoder), at: decoder.codingPath, resolution: .dropped)
            return nil
        }
    }

    func decodeList<Source: ElementSource>(_ sources: [Source], userInfo: [CodingUserInfoKey: Any]) throws
        -> [Element]
    {
        try sources.compactMap { source in
            do {
                if try source.isNull() { throw Absence.null(Element.self, at: source.codingPath).error }
                return try source.decode(with: coder, userInfo: userInfo)
            } catch  where isLossy {
                (userInfo[.decodingReport] as? DecodingReport)?.record(
                    coder.locate(error, in: try source.decoder(userInfo: userInfo)), at: source.codingPath,
                    resolution: .dropped)
                return nil
            }
        }
    }

    /// Whether the elements' coder looks up the registry for each element.
    var needsBinding: Bool { coder.needsBinding }

    /// These elements with the registry looked up once for the whole collection.
    func bound(to userInfo: [CodingUserInfoKey: Any]) -> CollectionElements {
        needsBinding ? CollectionElements(coder: coder.bound(to: userInfo), isLossy: isLossy) : self
    }

    /// The error of the element at `index`, as a `DecodingError` at its exact path (see
    /// ``ValueCoder/locate(_:in:)``); as it is when the container moved past the element.
    private func locate(_ error: any Error, in container: any UnkeyedDecodingContainer, at index: Int)
        -> any Error
    {
        guard container.currentIndex == index else { return error }
        var probe = container
        return coder.locate(error, in: try probe.superDecoder())
    }

    /// Records the failed element and moves past it. Coders do not advance an unkeyed
    /// container when a decode throws; if it cannot move on, decoding stops with the
    /// error instead of looping.
    private func drop(
        _ error: any Error, from container: inout any UnkeyedDecodingContainer, at index: Int,
        report: DecodingReport?
    ) throws {
        report?.record(error, at: container.codingPath + [AnyCodingKey(index: index)], resolution: .dropped)
        if container.currentIndex == index {
            _ = try? container.decode(SkippedValue.self)
        }
        guard container.currentIndex > index else { throw error }
    }
}

/// Checks whether an unkeyed container's current element is `null`, moving past it only
/// when it is. Some decoders (Yams 6) move past any element in `decodeNil()`, which would
/// skip every value that is not `null`: until an element that is not `null` shows how the
/// container behaves, the check runs on a copy.
private struct NullCheck {
    private var movesPastValues: Bool?

    mutating func isNull(_ container: inout any UnkeyedDecodingContainer) throws -> Bool {
        if movesPastValues == false { return try container.decodeNil() }
        let index = container.currentIndex
        var probe = container
        guard try probe.decodeNil() else {
            movesPastValues = probe.currentIndex != index
            return false
        }
        container = probe
        return true
    }
}
