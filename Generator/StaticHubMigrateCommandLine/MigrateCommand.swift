import Foundation
import StaticHubCommandLine
import StaticHubGenerator
import StaticHubMigration

/// The `statichub-migrate` command: reads the files, runs the migration, prints the diff or
/// writes the files, and prints the warnings.
///
/// Exit codes: 0 when nothing was left untouched (caveats allowed), 1 when something needs a
/// hand, 2 on a usage error.
public enum MigrateCommand {
    public static let usage = """
        OVERVIEW: Moves an app's dependency injection from Factory, Swinject or MDI to StaticHub.

        USAGE: statichub-migrate [--from factory|swinject|mdi] [--hub NAME] [--write] PATHS...

        Reads the Swift files under PATHS, turns the registrations into manifests on the hub
        NAME and the call sites into calls on it. Without --write it prints a unified diff
        (apply it with `patch -p0`) and changes nothing. Give it one target's folder (and
        its tests') at a time: changes that a Package.swift above shows would span two
        targets other than tests are a usage error, and nothing is written.

        OPTIONS:
          --from STYLE    The library to move from; detected from the imports when omitted.
          --hub NAME      The hub's name (default AppHub). It is declared in NAME.swift in
                          the first PATH (beside the first file importing the old library
                          when that folder holds only folders), or beside the first file,
                          unless the files declare it. MDI keeps its hubs.
          --write         Rewrites the files in place.
          -h, --help      Shows this help.

        Warnings are printed as path:line:column: warning: message [identifier], at positions
        in the files as they were. Exit status: 0 when nothing was left untouched, 1 when something needs a
        hand, 2 on a usage error.
        """

    struct Options {
        var style: MigrationStyle?
        var hub = "AppHub"
        var write = false
        var paths: [String] = []
    }

    struct UsageError: Error {
        let message: String
    }

    /// Runs the command with `arguments` (without the program name).
    public static func run(_ arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void) -> Int32 {
        let options: Options
        do {
            guard !arguments.contains("-h"), !arguments.contains("--help") else {
                standardOutput(usage)
                return 0
            }
            options = try parse(arguments)
        } catch {
            standardError("error: \(error.message)\n\n\(usage)")
            return 2
        }
        let inputs = FileSystem.readSources(options.paths)
        var files: [(path: String, text: String)] = []
        for input in inputs {
            switch input.contents {
            case .bytes(let bytes): files.append((input.path, String(decoding: bytes, as: UTF8.self)))
            case .unreadable(let reason):
                standardError("error: cannot read \(input.path): \(reason)")
                return 2
            }
        }
        guard !files.isEmpty else {
            standardError("error: no Swift files under \(options.paths.joined(separator: ", "))")
            return 2
        }
        let style: MigrationStyle
        if let chosen = options.style {
            style = chosen
        } else {
            let detected = MigrationStyle.detected(in: files)
            if detected.isEmpty, files.contains(where: { $0.text.contains("import StaticHub") }) {
                // A second run over what the first wrote, or an app that moved already.
                standardError("nothing to move: the files import StaticHub, and none of Factory, Swinject or MDI")
                return 0
            }
            guard detected.count == 1, let only = detected.first else {
                let found =
                    detected.isEmpty
                    ? "no import of Factory, Swinject or MDI" : "imports of " + detected.map(\.rawValue).joined(separator: " and ")
                standardError("error: the files have \(found); say which library to move from with --from factory|swinject|mdi")
                return 2
            }
            style = only
        }
        let hubFile = hubFilePath(options, files, style)
        let target = HubTarget.of(hubFile: hubFile)
        let result = Migration.run(
            style, hub: options.hub, files: files, hubFilePath: hubFile, hubIsolation: target.isolation, hubIsInApp: target.isApp,
            testFiles: PackageTargets.testFiles(among: files.map(\.path)))
        let modules = PackageTargets.moduleTargets(of: result.changes.map(\.path))
        guard modules.count <= 1 else {
            standardError(spansTargetsError(modules))
            return 2
        }
        for message in result.messages {
            standardError(message.description)
        }
        if let manifest = result.changes.first(where: { $0.migrated.contains(": [HubRegistration]") }),
            let note = BuildSetupNote.text(forManifestIn: manifest.path)
        {
            standardError(note)
        }
        if options.write {
            do {
                for change in result.changes {
                    try FileSystem.writeIfChanged(change.migrated, to: change.path)
                }
            } catch {
                standardError("error: \(error)")
                return 1
            }
        } else {
            let diff = result.unifiedDiff
            if !diff.isEmpty { standardOutput(diff) }
        }
        return result.leftSomethingUntouched ? 1 : 0
    }

    /// Why nothing was written: the changes would touch more than one target other than tests.
    /// A module sees only the hubs of the modules it imports, so one hub cannot serve them.
    static func spansTargetsError(_ targets: [PackageTargets.Target]) -> String {
        let manifests = Set(targets.map(\.manifest)).sorted()
        return "error: the changes would span the targets \(targets.map { "'\($0.name)'" }.joined(separator: ", ")) of "
            + manifests.joined(separator: " and ")
            + ", and one hub serves one module; nothing was written. Migrate one target at a time, the ones the others import first, "
            + "giving its folder (and its tests') as PATHS and its hub a name of its own with --hub"
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(of option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--from":
                let name = try value(of: argument)
                guard let style = MigrationStyle(rawValue: name) else {
                    throw UsageError(message: "unknown library '\(name)'; use factory, swinject or mdi")
                }
                options.style = style
            case "--hub":
                let name = try value(of: argument)
                guard isTypeName(name) else { throw UsageError(message: "'\(name)' is not a type name") }
                options.hub = name
            case "--write":
                options.write = true
            default:
                guard !argument.hasPrefix("-") else { throw UsageError(message: "unknown option '\(argument)'") }
                options.paths.append(argument)
            }
            index += 1
        }
        guard !options.paths.isEmpty else { throw UsageError(message: "no PATHS given") }
        return options
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// `NAME.swift` in the first path when it is a directory that holds Swift files itself, else
    /// beside the first file. A folder of folders (`Modules`, a repository's `ios`) is no
    /// target's: the hub goes beside the first file that imports the old library instead.
    static func hubFilePath(_ options: Options, _ files: [(path: String, text: String)], _ style: MigrationStyle) -> String {
        let first = options.paths[0]
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) && isDirectory.boolValue
        var folder = isFolder ? first : (first as NSString).deletingLastPathComponent
        let standardized = URL(fileURLWithPath: folder).standardizedFileURL.path
        let holdsFiles = files.contains {
            URL(fileURLWithPath: $0.path).standardizedFileURL.deletingLastPathComponent().path == standardized
        }
        if isFolder, !holdsFiles, let importer = style.firstImporter(in: files) {
            folder = (importer as NSString).deletingLastPathComponent
        }
        let name = options.hub + ".swift"
        guard !folder.isEmpty else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
