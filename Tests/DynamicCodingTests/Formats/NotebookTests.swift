import DynamicCoding
import ExpectationSupport
import Foundation
import Testing

// A Jupyter notebook (nbformat 4): cells chosen by "cell_type", outputs by
// "output_type", fields the app does not model kept at every level, and the nulls the
// format requires written back.

private protocol NotebookCell {}
private protocol CellOutput {}

private struct CodeCell: NotebookCell, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "code"
    @Backed var source: CodableValue
    @Backed("execution_count" ?? "executionCount", options: .explicitNull) var executionCount: Int?
    @Backed var outputs: [any CellOutput]
    @Backed var metadata: CodableValue
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

private struct MarkdownCell: NotebookCell, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "markdown"
    @Backed var source: CodableValue
    @Backed var metadata: CodableValue
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

private struct RawCell: NotebookCell, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "raw"
    @Backed var source: CodableValue
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

/// A cell type this app does not know, kept as read.
private struct UnknownCell: NotebookCell, UnknownTypeFallback, Codable {
    let typeIdentifier: String
    let payload: CodableValue
}

private struct StreamOutput: CellOutput, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "stream"
    @Backed var name: String
    @Backed var text: CodableValue
}

private struct ExecuteResult: CellOutput, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "execute_result"
    @Backed var data: [String: CodableValue]
    @Backed("execution_count" ?? "executionCount", options: .explicitNull) var executionCount: Int?
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

private struct DisplayData: CellOutput, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "display_data"
    @Backed var data: [String: CodableValue]
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

private struct ErrorOutput: CellOutput, BackedCodable, TypeIdentifiable {
    static let typeIdentifier = "error"
    @Backed var ename: String
    @Backed var evalue: String
    @Backed var traceback: [String]
}

private struct Notebook: BackedCodable {
    @Backed var cells: [any NotebookCell]
    @Backed var metadata: CodableValue
    @Backed var nbformat: Int
    @Backed("nbformat_minor" ?? "nbformatMinor") var nbformatMinor: Int
    @Backed(.otherKeys) var extra: [String: CodableValue]
}

/// The catch-all that used to lose a change: a `.flat` value holding every key.
private struct OverlappingCell: BackedCodable {
    @Backed var source: String
    @Backed(.flat) var everything: CodableValue
}

private func makeNotebookRegistry() throws -> TypeRegistry {
    let registry = TypeRegistry()
    try registry.setDiscriminatorKey("cell_type", for: (any NotebookCell).self)
    try registry.register(CodeCell.self, for: (any NotebookCell).self)
    try registry.register(MarkdownCell.self, for: (any NotebookCell).self)
    try registry.register(RawCell.self, for: (any NotebookCell).self)
    try registry.setFallback(UnknownCell.self, for: (any NotebookCell).self)
    try registry.setDiscriminatorKey("output_type", for: (any CellOutput).self)
    try registry.register(StreamOutput.self, for: (any CellOutput).self)
    try registry.register(ExecuteResult.self, for: (any CellOutput).self)
    try registry.register(DisplayData.self, for: (any CellOutput).self)
    try registry.register(ErrorOutput.self, for: (any CellOutput).self)
    registry.freeze()
    return registry
}

private let notebookJSON = """
    {
      "cells": [
        {"cell_type": "markdown", "metadata": {"tags": ["intro"]}, "source": ["# Title\\n", "Text"],
         "attachments": {"image.png": {"image/png": "iVBORw0KGgo="}}},
        {"cell_type": "code", "execution_count": null, "metadata": {"collapsed": false},
         "outputs": [], "source": "print(1)", "id": "a1b2"},
        {"cell_type": "code", "execution_count": 3,
         "metadata": {"execution": {"shell.execute_reply.started": "2024-05-01T09:30:00Z"}},
         "outputs": [
           {"output_type": "stream", "name": "stdout", "text": ["1\\n"]},
           {"output_type": "execute_result", "execution_count": 3, "data": {"text/plain": ["2"]},
            "metadata": {}},
           {"output_type": "display_data", "data": {"image/png": "iVBORw0KGgo="},
            "metadata": {"image/png": {"width": 64}}},
           {"output_type": "error", "ename": "ValueError", "evalue": "bad", "traceback": ["line 1"]}
         ],
         "source": ["x = 2\\n", "x"], "collapsed_state": "open"},
        {"cell_type": "raw", "metadata": {}, "source": "raw text"},
        {"cell_type": "sql_query", "metadata": {}, "source": "SELECT 1", "db_name": "main"}
      ],
      "metadata": {"kernelspec": {"display_name": "Python 3", "name": "python3"},
                   "language_info": {"name": "python", "version": "3.11.7"}},
      "nbformat": 4,
      "nbformat_minor": 5,
      "x_tool_state": {"last_opened": "2024-05-01"}
    }
    """

private func decodeNotebook(snakeCase: Bool) throws -> Notebook {
    let decoder = JSONDecoder()
    decoder.userInfo[.typeRegistry] = try makeNotebookRegistry()
    if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
    return try decoder.decode(Notebook.self, from: Data(notebookJSON.utf8))
}

private func encodeNotebook(_ notebook: Notebook, snakeCase: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.typeRegistry] = try makeNotebookRegistry()
    if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
    return String(decoding: try encoder.encode(notebook), as: UTF8.self)
}

struct NotebookTests {
    @Test(arguments: [false, true])
    func aNotebookRoundTripsWithNothingLost(snakeCase: Bool) throws {
        let notebook = try decodeNotebook(snakeCase: snakeCase)
        expectEqual(
            notebook.cells.map { String(describing: type(of: $0)) },
            [
                "MarkdownCell", "CodeCell", "CodeCell", "RawCell", "UnknownCell",
            ])
        expectEqual(notebook.extra, ["x_tool_state": .object(["last_opened": .string("2024-05-01")])])
        let executed = try #require(notebook.cells[2] as? CodeCell)
        expectEqual(executed.executionCount, 3)
        expectEqual(executed.extra, ["collapsed_state": .string("open"), "cell_type": .string("code")])
        expectEqual(
            executed.outputs.map { String(describing: type(of: $0)) },
            [
                "StreamOutput", "ExecuteResult", "DisplayData", "ErrorOutput",
            ])
        let metadata = try #require(executed.metadata["execution"]?["shell.execute_reply.started"])
        expectEqual(metadata, .string("2024-05-01T09:30:00Z"))
        try expectEqual(
            canonicalJSON(encodeNotebook(notebook, snakeCase: snakeCase)), canonicalJSON(notebookJSON))
    }

    @Test func aChangedPropertyIsWrittenAndEveryUnknownKeyKept() throws {
        var notebook = try decodeNotebook(snakeCase: true)
        var cell = try #require(notebook.cells[1] as? CodeCell)
        #expect(cell.executionCount == nil)
        cell.executionCount = 7
        cell.source = .string("print(2)")
        notebook.cells[1] = cell
        let written = try encodeNotebook(notebook, snakeCase: true)
        let expected = notebookJSON.replacingOccurrences(
            of: #""execution_count": null, "metadata": {"collapsed": false},"#,
            with: #""execution_count": 7, "metadata": {"collapsed": false},"#
        ).replacingOccurrences(of: #""source": "print(1)""#, with: #""source": "print(2)""#)
        try expectEqual(canonicalJSON(written), canonicalJSON(expected))
    }

    @Test func discriminatorErrorsUnderAKeyStrategyNameTheKeyAsSpelled() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.typeRegistry] = try makeNotebookRegistry()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        expectDecodingFailure(
            .typeMismatch, at: "cells[0].cell_type",
            message:
                "Expected the discriminator \"cell_type\" of NotebookCell to be a string but found a number "
                + "instead.",
            failure: .invalidDiscriminator(key: "cell_type", base: "NotebookCell", found: "a number")
        ) {
            try decoder.decode(
                Notebook.self,
                from: Data(#"{"cells":[{"cell_type":5}],"metadata":{},"nbformat":4,"nbformat_minor":5}"#.utf8)
            )
        }
        expectDecodingFailure(
            .keyNotFound, at: "cells[0].cell_type",
            message: "Missing discriminator \"cell_type\" needed to choose a type for NotebookCell.",
            failure: .missingDiscriminator(key: "cell_type", base: "NotebookCell")
        ) {
            try decoder.decode(
                Notebook.self,
                from: Data(
                    #"{"cells":[{"cellType":"code"}],"metadata":{},"nbformat":4,"nbformat_minor":5}"#.utf8))
        }
    }

    @Test func aDeclaredPropertyIsWrittenOverAFlatCatchAll() throws {
        var cell = try decode(OverlappingCell.self, from: #"{"source":"old","id":7}"#)
        cell.source = "new"
        try expectEncodes(cell, to: #"{"id":7,"source":"new"}"#)
    }
}
