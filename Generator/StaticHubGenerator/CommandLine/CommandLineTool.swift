/// The `statichub` command: parses arguments, runs the pipeline, prints diagnostics.
///
/// Exit codes: 0 success (warnings allowed), 1 diagnostics with an error, 2 usage error.
public enum CommandLineTool {
    public static let usage = """
        OVERVIEW: Generates the resolve functions of StaticHub hubs from their manifests.

        USAGE: statichub generate [--output FILE] [--no-source-locations] SOURCES...
               statichub graph [--format dot|mermaid] [--output FILE] SOURCES...

        COMMANDS:
          generate     Reads the Swift SOURCES of one target and writes the generated hub
                       code to FILE (standard output without --output). The file is written
                       only if its contents change, atomically, and never when there are errors.
          graph        Prints the hubs' dependency graph, with lifetimes, as Graphviz DOT
                       (the default) or a Mermaid flowchart.

        SOURCES are Swift files, or directories whose .swift files are all read.

        OPTIONS:
          -o, --output FILE      Where to write the result.
          --no-source-locations  Leaves out the #sourceLocation lines that report compiler
                                 errors on the manifest, for a file that is committed.
          --format NAME          The graph format: dot or mermaid.
          -h, --help             Shows this help.
          --version              Prints the version.

        Diagnostics are printed as path:line:column: error: message.
        Exit status: 0 on success, 1 when a diagnostic is an error, 2 on a usage error.
        """

    public static let version = "0.1.0"

    /// What one invocation asks for.
    private struct Invocation {
        enum Command {
            case generate(sourceLocations: Bool)
            case graph(GraphFormat)
        }

        var command: Command
        var outputPath: String?
        var sources: [String]
    }

    private enum Parse {
        case run(Invocation)
        case exit(Int32)
    }

    /// Runs the command with `arguments` (without the program name).
    public static func run(
        _ arguments: [String],
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        switch parse(arguments, standardOutput: standardOutput, standardError: standardError) {
        case .exit(let status):
            return status
        case .run(let invocation):
            return execute(invocation, standardOutput: standardOutput, standardError: standardError)
        }
    }

    private static func parse(
        _ arguments: [String],
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Parse {
        func usageError(_ message: String) -> Parse {
            standardError("error: \(message)\n\n" + usage)
            return .exit(2)
        }
        guard let commandName = arguments.first else {
            standardError(usage)
            return .exit(2)
        }
        switch commandName {
        case "-h", "--help", "help":
            standardOutput(usage)
            return .exit(0)
        case "--version":
            standardOutput(version)
            return .exit(0)
        case "generate", "graph":
            break
        default:
            return usageError("unknown command '\(commandName)'")
        }

        var outputPath: String?
        var format = GraphFormat.dot
        var sourceLocations = true
        var sources: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--output", "-o", "--format":
                guard index + 1 < arguments.count else {
                    return usageError("'\(argument)' needs a value")
                }
                let value = arguments[index + 1]
                if argument == "--format" {
                    guard commandName == "graph", let chosen = GraphFormat(rawValue: value) else {
                        return usageError("'--format' takes dot or mermaid, with the graph command")
                    }
                    format = chosen
                } else {
                    outputPath = value
                }
                index += 2
            case "--no-source-locations":
                guard commandName == "generate" else {
                    return usageError("'--no-source-locations' goes with the generate command")
                }
                sourceLocations = false
                index += 1
            case "-h", "--help":
                standardOutput(usage)
                return .exit(0)
            case _ where argument.hasPrefix("-"):
                return usageError("unknown option '\(argument)'")
            default:
                sources.append(argument)
                index += 1
            }
        }
        guard !sources.isEmpty else { return usageError("no source files given") }
        let command: Invocation.Command = commandName == "graph" ? .graph(format) : .generate(sourceLocations: sourceLocations)
        return .run(Invocation(command: command, outputPath: outputPath, sources: sources))
    }

    private static func execute(
        _ invocation: Invocation,
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        let inputs = FileSystem.readSources(invocation.sources, excluding: invocation.outputPath)
        let result = switch invocation.command {
        case .generate(let sourceLocations): GeneratorPipeline.generate(inputs, sourceLocations: sourceLocations)
        case .graph(let format): GeneratorPipeline.graph(inputs, format: format)
        }
        for diagnostic in result.diagnostics {
            standardError(diagnostic.description)
        }
        guard let output = result.output else { return 1 }
        guard let outputPath = invocation.outputPath else {
            standardOutput(output)
            return 0
        }
        do {
            try FileSystem.writeIfChanged(output, to: outputPath)
        } catch {
            standardError("\(outputPath):1:1: error: cannot write the output file: \(error.localizedDescription)")
            return 1
        }
        return 0
    }
}
