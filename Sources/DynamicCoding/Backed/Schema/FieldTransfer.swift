/// How the schema decodes and encodes one field (or a run of fields) in a model's memory:
/// it moves the value between the payload's containers and the model, both ways.
/// A class hierarchy rather than closures or existentials, so that the schema's loops
/// make one virtual call per entry: a ``BackedField`` codes any field through its
/// mapping, a ``PrimitiveRun`` or ``PrimitiveAlternatives`` the most common
/// ones without generic code.
class FieldTransfer {
    /// Decodes the field and stores it at its place in `model`.
    func decode(into model: UnsafeMutableRawPointer, from containers: inout DecodingContainers) throws {
        preconditionFailure("FieldTransfer is abstract: \(type(of: self)) must override decode(into:from:).")
    }

    /// Writes the field's value at its place in `model`.
    func encode(from model: UnsafeRawPointer, to containers: inout EncodingContainers) throws {
        preconditionFailure("FieldTransfer is abstract: \(type(of: self)) must override encode(from:to:).")
    }

    /// Writes into `model`, the copy of the template every decode starts from, a
    /// placeholder for each field that this transfer's decode always writes or throws: a
    /// value that copying the template retains nothing for, and that the decoded value
    /// replaces without a release (a declaration would cost one of each per field and
    /// decode). None by default.
    func placeholdDecodedFields(in model: UnsafeMutableRawPointer) {}

    /// Stores at its place in `model` the value `text` spells, for a lax field whose value
    /// was a string (``LaxScalar``), to be written back as that string; `false` when the
    /// field is not lax or `text` spells no value of its type.
    func storeLax(_ text: String, into model: UnsafeMutableRawPointer) -> Bool {
        false
    }
}
