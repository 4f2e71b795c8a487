import StaticHubGenerator

/// What one run of `statichub` asks for, read from its arguments.
struct Invocation {
    enum Command {
        case generate(SourceMapping)
        case graph(GraphFormat)
    }

    /// What the arguments ask for: a run, or one of the answers that need no sources.
    enum Request {
        case run(Invocation)
        case help
        case version
    }

    /// Arguments that do not make a valid command; `message` is nil when there are none at all.
    struct UsageError: Error {
        var message: String?
    }

    var command: Command
    var outputPath: String?
    var sources: [String]
    /// Per dependency module, in the order given: its name and its files or directories.
    var dependencies: [(module: String, paths: [String])] = []

    /// The dependencies given as a summary (`--dependency MODULE=FILE.statichub-summary`): the
    /// module and the summary's path.
    var summaryDependencies: [(module: String, path: String)] {
        dependencies.compactMap { dependency in
            dependency.paths.count == 1 && dependency.paths[0].hasSuffix(SummaryFile.suffix)
                ? (dependency.module, dependency.paths[0]) : nil
        }
    }

    /// The dependencies given as their sources.
    var sourceDependencies: [(module: String, paths: [String])] {
        dependencies.filter { !($0.paths.count == 1 && $0.paths[0].hasSuffix(SummaryFile.suffix)) }
    }
    /// Manifest sources whose registrations' members go to a file of their own, and that file.
    var splitOutputs: [(source: String, output: String)] = []
    /// The folder of the StaticHub runtime's sources, whose release the generator must match.
    var runtimeDirectory: String?
    /// Where a successful run records what it depended on, and what a later run reads to skip
    /// its work (`GenerationStamp`).
    var stampPath: String?
    /// The target's default actor isolation, when given with `--default-isolation`.
    var defaultIsolation: DefaultIsolation?
    /// The package manifests (`Package.swift`) that declare the target and its dependency
    /// modules, by module name: the generator reads each module's default isolation there.
    var packageManifests: [(module: String, path: String)] = []
    /// The Xcode projects (`.xcodeproj`, or its `project.pbxproj`) that declare targets, by
    /// target name: read for the `SWIFT_DEFAULT_ACTOR_ISOLATION` build setting.
    var xcodeProjects: [(module: String, path: String)] = []
    /// The target's own module name, which `--package-manifest` entries are matched against.
    var moduleName: String?
    /// Where the run writes the summary of the target's hubs for the targets that import them.
    var summaryPath: String?

    /// Reads `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        guard let commandName = arguments.first else { throw UsageError(message: nil) }
        switch commandName {
        case "-h", "--help", "help": return .help
        case "--version": return .version
        case "generate", "graph": return try parseOptions(arguments.dropFirst(), command: commandName)
        default: throw UsageError(message: "unknown command '\(commandName)'")
        }
    }

    /// The options and sources after the command's name.
    private static func parseOptions(_ arguments: ArraySlice<String>, command commandName: String) throws(UsageError) -> Request {
        var outputPath: String?
        var format = GraphFormat.dot
        var sourceMapping = SourceMapping.manifestLines
        var sources: [String] = []
        var dependencies: [(module: String, paths: [String])] = []
        var splitOutputs: [(source: String, output: String)] = []
        var runtimeDirectory: String?
        var stampPath: String?
        var defaultIsolation: DefaultIsolation?
        var packageManifests: [(module: String, path: String)] = []
        var xcodeProjects: [(module: String, path: String)] = []
        var moduleName: String?
        var summaryPath: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--output", "-o":
                outputPath = try value(of: argument, from: &remaining)
            case "--format":
                let value = try value(of: argument, from: &remaining)
                guard commandName == "graph", let chosen = GraphFormat(rawValue: value) else {
                    throw UsageError(message: "'--format' takes dot or mermaid, with the graph command")
                }
                format = chosen
            case "--dependency":
                let value = try value(of: argument, from: &remaining)
                guard let equals = value.firstIndex(of: "="), equals != value.startIndex, value.index(after: equals) != value.endIndex
                else {
                    throw UsageError(message: "'--dependency' takes MODULE=PATH, such as Networking=Sources/Networking")
                }
                let module = String(value[..<equals])
                let path = String(value[value.index(after: equals)...])
                if let index = dependencies.firstIndex(where: { $0.module == module }) {
                    dependencies[index].paths.append(path)
                } else {
                    dependencies.append((module, [path]))
                }
            case "--split-output":
                let value = try value(of: argument, from: &remaining)
                guard commandName == "generate", let equals = value.firstIndex(of: "="), equals != value.startIndex,
                    value.index(after: equals) != value.endIndex
                else {
                    throw UsageError(message: "'--split-output' takes SOURCE=FILE, with the generate command")
                }
                splitOutputs.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
            case "--runtime":
                guard commandName == "generate" else {
                    throw UsageError(message: "'--runtime' goes with the generate command")
                }
                runtimeDirectory = try value(of: argument, from: &remaining)
            case "--stamp":
                guard commandName == "generate" else {
                    throw UsageError(message: "'--stamp' goes with the generate command")
                }
                stampPath = try value(of: argument, from: &remaining)
            case "--default-isolation":
                let value = try value(of: argument, from: &remaining)
                guard let isolation = DefaultIsolation(rawValue: value) else {
                    throw UsageError(message: "'--default-isolation' takes MainActor or nonisolated")
                }
                defaultIsolation = isolation
            case "--summary":
                guard commandName == "generate" else {
                    throw UsageError(message: "'--summary' goes with the generate command")
                }
                summaryPath = try value(of: argument, from: &remaining)
            case "--module":
                moduleName = try value(of: argument, from: &remaining)
            case "--package-manifest":
                packageManifests.append(try modulePath(of: argument, from: &remaining, example: "App=Package.swift"))
            case "--xcode-project":
                xcodeProjects.append(try modulePath(of: argument, from: &remaining, example: "App=App.xcodeproj"))
            case "--no-source-locations":
                guard commandName == "generate" else {
                    throw UsageError(message: "'--no-source-locations' goes with the generate command")
                }
                sourceMapping = .omitted
            case "-h", "--help":
                return .help
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(argument)'")
            default:
                sources.append(argument)
            }
        }
        guard !sources.isEmpty else { throw UsageError(message: "no source files given") }
        if !splitOutputs.isEmpty, outputPath == nil {
            throw UsageError(message: "'--split-output' needs '--output' for the hub file")
        }
        if stampPath != nil, outputPath == nil {
            throw UsageError(message: "'--stamp' needs '--output': without it, nothing is written to skip")
        }
        if summaryPath != nil, moduleName == nil {
            throw UsageError(message: "'--summary' needs '--module', the name importers know the module by")
        }
        let command: Command = commandName == "graph" ? .graph(format) : .generate(sourceMapping)
        return .run(
            Invocation(
                command: command, outputPath: outputPath, sources: sources, dependencies: dependencies,
                splitOutputs: splitOutputs, runtimeDirectory: runtimeDirectory, stampPath: stampPath,
                defaultIsolation: defaultIsolation, packageManifests: packageManifests, xcodeProjects: xcodeProjects,
                moduleName: moduleName, summaryPath: summaryPath
            ))
    }

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = remaining.popFirst() else { throw UsageError(message: "'\(option)' needs a value") }
        return value
    }

    /// The `MODULE=PATH` value of `option`.
    private static func modulePath(of option: String, from remaining: inout ArraySlice<String>, example: String) throws(UsageError)
        -> (module: String, path: String)
    {
        let value = try value(of: option, from: &remaining)
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex, value.index(after: equals) != value.endIndex else {
            throw UsageError(message: "'\(option)' takes MODULE=PATH, such as \(example)")
        }
        return (String(value[..<equals]), String(value[value.index(after: equals)...]))
    }
}
