import Foundation
import RouterSampleCore

let status = RouterSample.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    stdin: { FileHandle.standardInput.readDataToEndOfFile() },
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
