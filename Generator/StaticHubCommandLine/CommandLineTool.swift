import Foundation
import StaticHubGenerator

/// The `statichub` command: parses arguments, runs the pipeline, prints diagnostics.
///
/// Exit codes: 0 success (warnings allowed), 1 diagnostics with an error, 2 usage error.
public enum CommandLineTool {
    public static let usage = """
        OVERVIEW: Generates the resolve functions of StaticHub hubs from their manifests.

        USAGE: statichub generate [--output FILE [--split-output SOURCE=FILE]... [--stamp FILE]] [--no-source-locations]
                                  [--dependency MODULE=PATH]... [--runtime DIRECTORY]
                                  [--default-isolation MainActor|nonisolated]
                                  [--module NAME [--summary FILE]] [--package-manifest MODULE=PATH]...
                                  [--xcode-project MODULE=PATH]... SOURCES...
               statichub graph [--format dot|mermaid] [--output FILE] [--dependency MODULE=PATH]... SOURCES...

        COMMANDS:
          generate     Reads the Swift SOURCES of one target and writes the generated hub
                       code to FILE (standard output without --output). The file is written
                       only if its contents change, atomically, and never when there are errors.
          graph        Prints the hubs' dependency graph, with lifetimes, as Graphviz DOT
                       (the default) or a Mermaid flowchart.

        SOURCES are Swift files, or directories whose .swift files are all read.

        OPTIONS:
          -o, --output FILE      Where to write the result.
          --split-output SOURCE=FILE
                                 Writes the members generated for the registrations that
                                 SOURCE's manifests declare to FILE instead of the --output
                                 file (only the header when it declares none), so that an
                                 edit of one manifest file recompiles one small generated
                                 file. Repeat it for more sources. The build plugin uses it.
          --runtime DIRECTORY    The StaticHub runtime's source folder: generation fails,
                                 naming both releases, when the runtime is not of this
                                 generator's release. The build plugins pass it.
          --stamp FILE           Records in FILE what the run read; a later run with the
                                 same arguments whose manifests and hubs are unchanged, and
                                 whose other sources still name none of them, writes
                                 nothing and repeats the recorded warnings. The build
                                 plugin uses it: most edits touch no manifest.
          --no-source-locations  Leaves out the #sourceLocation lines that report compiler
                                 errors on the manifest, for a file that is committed.
          --dependency MODULE=PATH
                                 A Swift file or directory of a module the target depends on,
                                 read for the public hubs a manifest imports with HubImport,
                                 or the module's summary (a .statichub-summary file that
                                 its own run wrote with --summary), read instead of its sources.
                                 Repeat it for more paths and modules.
          --summary FILE         Writes to FILE the summary of this module (--module) that
                                 the targets importing its hubs read, only if it changes.
                                 The build plugin passes it.
          --default-isolation MainActor|nonisolated
                                 The target's default actor isolation (Swift 6.2's
                                 defaultIsolation setting; new Xcode apps use MainActor): a
                                 hub without an isolation attribute has it.
          --module NAME --package-manifest MODULE=PATH
                                 The target's name, and the Package.swift that declares
                                 MODULE (the target or a dependency), read for the module's
                                 .defaultIsolation setting. The build plugins pass them.
          --xcode-project MODULE=PATH
                                 The Xcode project (.xcodeproj) whose target MODULE is built,
                                 read for its SWIFT_DEFAULT_ACTOR_ISOLATION build setting.
                                 The Xcode build plugin passes it.
          --format NAME          The graph format: dot or mermaid.
          -h, --help             Shows this help.
          --version              Prints the version.

        Diagnostics are printed as path:line:column: error: message.
        Exit status: 0 on success, 1 when a diagnostic is an error, 2 on a usage error.
        """

    /// The StaticHub release of this generator.
    public static var version: String { GeneratedCode.release }

    /// Runs the command with `arguments` (without the program name).
    public static func run(
        _ arguments: [String],
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        run(arguments, executable: runningExecutable, standardOutput: standardOutput, standardError: standardError)
    }

    /// The running executable's identity (`ExecutableIdentity`). A stamp is only current for
    /// the build of the generator that wrote it: a contributor's edit or a branch dependency
    /// rebuilds the tool without a new release, and its output may differ.
    static let runningExecutable: String = Bundle.main.executablePath.map { ExecutableIdentity.of(executableAt: $0) } ?? ""

    /// `run`, as a build of the generator that `executable` identifies.
    static func run(
        _ arguments: [String],
        executable: String,
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        let request: Invocation.Request
        do {
            request = try Invocation.parse(arguments)
        } catch {
            standardError(error.message.map { "error: \($0)\n\n" + usage } ?? usage)
            return 2
        }
        switch request {
        case .help:
            standardOutput(usage)
            return 0
        case .version:
            standardOutput(version)
            return 0
        case .run(let invocation):
            let key = StableHash.fnv1a(([version, executable] + arguments).joined(separator: "\u{0}"))
            return execute(invocation, key: key, standardOutput: standardOutput, standardError: standardError)
        }
    }

    /// `key` is a digest of the release, the executable and the arguments, for the stamp.
    private static func execute(
        _ invocation: Invocation,
        key: UInt64,
        standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        if let runtime = invocation.runtimeDirectory {
            let file = runtime.hasSuffix("/") ? runtime + RuntimeRelease.fileName : runtime + "/" + RuntimeRelease.fileName
            let mismatch = RuntimeRelease.check(FileSystem.read(file), generatorVersion: version)
            guard mismatch.isEmpty else {
                mismatch.forEach { standardError($0.description) }
                return 1
            }
        }
        let outputs =
            [invocation.outputPath].compactMap { $0 } + invocation.splitOutputs.map(\.output) + [invocation.summaryPath].compactMap { $0 }
        let inputs = FileSystem.readSources(invocation.sources, excluding: outputs)
        // The isolations come from files the arguments do not show: their bytes are part of the
        // key, and only a run that generates parses them.
        let settings = ModuleIsolations.settingsFiles(of: invocation).map { "\($0) \(FileSystem.read($0).digest)" }
        let key = settings.isEmpty ? key : StableHash.fnv1a(([String(key)] + settings).joined(separator: "\n"))
        // A summary is decoded only by a run that generates: a stamp compares its surface.
        var sourceDependencies = invocation.sourceDependencies.map {
            ModuleSources(name: $0.module, inputs: FileSystem.readSources($0.paths))
        }
        // Read only by a run that stamps: it hashes every dependency source file.
        let dependencyDigest = invocation.stampPath == nil ? 0 : GenerationStamp.digest(of: sourceDependencies)
        let surfaces = invocation.stampPath == nil ? nil : SummaryFile.surfaces(ofSummaries: invocation.summaryDependencies.map(\.path))
        if let stampPath = invocation.stampPath, outputs.allSatisfy(FileSystem.exists),
            let stamp = FileSystem.readText(stampPath).flatMap(GenerationStamp.init(text:)),
            stamp.isCurrent(key: key, dependencies: dependencyDigest, inputs: inputs), let surfaces
        {
            let change = DependencyChange.between(recorded: stamp.summaries, surfaces: surfaces, named: stamp.named)
            if change != .relevant {
                stamp.diagnostics.forEach(standardError)
                if change == .unused {
                    var updated = stamp
                    updated.summaries = SummaryFile.digests(ofSurfaces: surfaces)
                    _ = try? FileSystem.writeIfChanged(updated.text, to: stampPath)
                }
                return 0
            }
        }
        let isolations = ModuleIsolations(invocation)
        isolations.diagnostics.forEach { standardError($0.description) }
        for index in sourceDependencies.indices {
            sourceDependencies[index].defaultIsolation = isolations.of(sourceDependencies[index].name)
        }
        // In the order given, each summary decoded.
        var dependencies: [ModuleSources] = []
        var sources = sourceDependencies.makeIterator()
        let summaries = Dictionary(invocation.summaryDependencies, uniquingKeysWith: { first, _ in first })
        for (module, _) in invocation.dependencies {
            guard let path = summaries[module] else {
                sources.next().map { dependencies.append($0) }
                continue
            }
            switch SummaryFile.read(path) {
            case .success(let module): dependencies.append(module)
            case .failure(let failure):
                standardError(failure.description)
                return 1
            }
        }
        let result =
            switch invocation.command {
            case .generate(let sourceMapping):
                GeneratorPipeline.generate(
                    inputs, dependencies: dependencies, defaultIsolation: isolations.target, sourceMapping: sourceMapping,
                    layout: invocation.splitOutputs.isEmpty ? .singleFile : .split(sources: invocation.splitOutputs.map(\.source))
                )
            case .graph(let format):
                GeneratorPipeline.graph(inputs, dependencies: dependencies, defaultIsolation: isolations.target, format: format)
            }
        for diagnostic in result.diagnostics {
            standardError(diagnostic.description)
        }
        guard let output = result.output else { return 1 }
        guard let outputPath = invocation.outputPath else {
            standardOutput(output)
            return 0
        }
        // Every text is rendered before the first write, and each file replaced atomically;
        // one that cannot be written fails the run, and the build with it.
        var files = [(path: outputPath, text: output)]
        for (source, path) in invocation.splitOutputs {
            files.append((path, result.splitOutputs[source] ?? GeneratedCode.banner + "\n"))
        }
        var readSet = result.readSet
        if let summaryPath = invocation.summaryPath, let module = invocation.moduleName {
            let summary = GeneratorPipeline.summary(
                of: ModuleSources(name: module, inputs: inputs, defaultIsolation: isolations.target), reusing: result)
            files = SummaryFile.recordingDigests(
                of: summary.summary, in: files, hubFile: outputPath, splitOutputs: invocation.splitOutputs)
            let text = SummaryFile.text(of: summary.summary)
            files.append((summaryPath, text))
            if let surface = SummaryFile.surface(of: summary.summary, text: text, at: summaryPath) { files.append(surface) }
            readSet = readSet.merging(summary.readSet)
        }
        if let stampPath = invocation.stampPath {
            // Written last: a stamp never stands for outputs that were not all written.
            // The settings' warnings too: a skipped run does not read them.
            let printed = (isolations.diagnostics + result.diagnostics).flatMap { $0.description.split(separator: "\n").map(String.init) }
            var stamp = GenerationStamp(
                key: key, dependencies: dependencyDigest, inputs: inputs, readSet: readSet, diagnostics: printed)
            if let surfaces {
                stamp?.summaries = SummaryFile.digests(ofSurfaces: surfaces)
                stamp?.named = result.namedByManifests
            }
            files.append((stampPath, stamp?.text ?? ""))
        }
        for file in files {
            do {
                try FileSystem.writeIfChanged(file.text, to: file.path)
            } catch {
                standardError("\(file.path):1:1: error: cannot write the output file: \(error.localizedDescription)")
                return 1
            }
        }
        return 0
    }
}
