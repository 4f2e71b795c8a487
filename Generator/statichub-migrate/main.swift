import Foundation
import StaticHubMigrateCommandLine

// The executable holds no logic: it forwards to the migration's command line.
let status = MigrateCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    standardOutput: { text in
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    },
    standardError: { text in
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
)
exit(status)
