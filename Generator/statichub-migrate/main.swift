import Foundation
import StaticHubCommandLine
import StaticHubMigrateCommandLine

// The executable holds no logic: it forwards to the migration's command line.
exit(
    MigrateCommand.run(
        Array(CommandLine.arguments.dropFirst()), standardOutput: Console.standardOutput, standardError: Console.standardError))
