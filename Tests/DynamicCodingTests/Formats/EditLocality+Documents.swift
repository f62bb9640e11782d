import DynamicCoding
import Foundation

extension EditLocality {
    /// ``problems(model:edits:encoder:decoder:equal:)`` for a model that is not `Equatable`
    /// because it holds polymorphic values: what an edited document decodes to is the edited
    /// model when `encoder` writes both as the same document.
    ///
    /// ```swift
    /// EditLocality.problemsComparingDocuments(model: template, edits: edits, encoder: encoder, decoder: decoder)
    /// ```
    static func problemsComparingDocuments<Model: Codable>(
        model: Model, edits: [Edit<Model>], encoder: JSONEncoder, decoder: JSONDecoder
    ) -> [String] {
        problems(model: model, edits: edits, encoder: encoder, decoder: decoder) { first, second in
            (try? document(encoding: first, with: encoder))
                == (try? document(encoding: second, with: encoder))
        }
    }
}
