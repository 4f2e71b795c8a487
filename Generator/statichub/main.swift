import Foundation
import StaticHubCommandLine

// The CLI holds no logic: it forwards to the generator core.
exit(
    CommandLineTool.run(
        Array(CommandLine.arguments.dropFirst()), standardOutput: Console.standardOutput, standardError: Console.standardError))
