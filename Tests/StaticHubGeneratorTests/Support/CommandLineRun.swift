@testable import StaticHubCommandLine

/// One run of the `statichub` command in this process: its exit status and what it printed,
/// each line ending in a line break.
struct CommandLineRun {
    var status: Int32
    var standardOutput = ""
    var standardError = ""

    init(_ arguments: [String]) {
        var output = ""
        var errors = ""
        status = CommandLineTool.run(arguments, standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" })
        standardOutput = output
        standardError = errors
    }
}
