import Foundation
import StaticHubCommandLine

// The CLI holds no logic: it forwards to the generator core.
let status = CommandLineTool.run(
    Array(CommandLine.arguments.dropFirst()),
    standardOutput: { text in
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    },
    standardError: { text in
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
)
exit(status)
