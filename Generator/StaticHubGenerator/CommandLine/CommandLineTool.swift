/// The `statichub` command: parses arguments, runs the pipeline, prints diagnostics.
///
/// Exit codes: 0 success (warnings allowed), 1 diagnostics with an error, 2 usage error.
public enum CommandLineTool {
    public static let usage = """
        OVERVIEW: Generates the resolve functions of StaticHub hubs from their manifests.

        USAGE: statichub generate [--output FILE] SOURCES...

        COMMANDS:
          generate     Reads the Swift SOURCES of one target and writes the generated hub
                       code to FILE (standard output without --output). The file is written
                       only if its contents change, atomically, and never when there are errors.

        OPTIONS:
          --output FILE  Where to write the generated Swift file.
          -h, --help     Shows this help.
          --version      Prints the version.

        Diagnostics are printed as path:line:column: error: message.
        Exit status: 0 on success, 1 when a diagnostic is an error, 2 on a usage error.
        """

    public static let version = "0.1.0"

    /// Runs the command with `arguments` (without the program name).
    public static func run(
        _ arguments: [String],
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        guard let command = arguments.first else {
            standardError(usage)
            return 2
        }
        switch command {
        case "-h", "--help", "help":
            standardOutput(usage)
            return 0
        case "--version":
            standardOutput(version)
            return 0
        case "generate":
            return generate(Array(arguments.dropFirst()), standardOutput: standardOutput, standardError: standardError)
        default:
            standardError("error: unknown command '\(command)'\n\n" + usage)
            return 2
        }
    }

    private static func generate(
        _ arguments: [String],
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        var outputPath: String?
        var sources: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--output", "-o":
                guard index + 1 < arguments.count else {
                    standardError("error: '\(argument)' needs a file path")
                    return 2
                }
                outputPath = arguments[index + 1]
                index += 2
            case "-h", "--help":
                standardOutput(usage)
                return 0
            case _ where argument.hasPrefix("-") && argument != "-":
                standardError("error: unknown option '\(argument)'\n\n" + usage)
                return 2
            default:
                sources.append(argument)
                index += 1
            }
        }
        guard !sources.isEmpty else {
            standardError("error: no source files given\n\n" + usage)
            return 2
        }

        let result = GeneratorPipeline.generate(sources.map(FileSystem.read))
        for diagnostic in result.diagnostics {
            standardError(diagnostic.description)
        }
        guard let output = result.output else { return 1 }
        guard let outputPath else {
            standardOutput(output)
            return 0
        }
        do {
            try FileSystem.writeIfChanged(output, to: outputPath)
        } catch {
            standardError("\(outputPath):1:1: error: cannot write the generated file: \(error.localizedDescription)")
            return 1
        }
        return 0
    }
}
