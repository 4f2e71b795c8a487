import Foundation
import StaticHubMigrateCommandLine
import StaticHubTestSupport
import Testing

/// The fixture apps, one per library, written in that library's style by this team: each is
/// migrated by the command on a copy, built against StaticHub with the build plugin (Swift 6
/// mode), run, and must print what it printed before the move. Each migrated app is built a
/// second time as Xcode's new-app template builds a target (default isolation `MainActor` and
/// approachable concurrency), and a third time in Swift 5 mode.
///
/// A partly migrated app keeps something on its old library (this machine's copy of
/// Swinject): it is built with it, and so is its original, which must print the same.
@Suite("Migrated apps")
struct MigratedAppTests {
    static let apps = ["FactoryApp", "SwinjectApp", "MDIApp", "MDIOlderApp"] + partlyMigratedApps
    static let partlyMigratedApps = ["SwinjectPartialApp", "SwinjectWrapperApp", "SwinjectServerApp"]
    /// An app's test folder beside it in the fixtures, migrated in the same run: its tests are
    /// built against the migrated app and run.
    static let testFolders = ["FactoryApp": "FactoryAppTests"]

    /// Each app's executables: as migrated, the same files under Xcode's defaults, and a
    /// partly migrated app's original.
    /// A server's target, which no Xcode app template makes: its global container's
    /// initializer would be main-actor code in a `nonisolated(unsafe)` context there, before
    /// the migration as after.
    static let serverApps: Set = ["SwinjectServerApp"]

    static let builds =
        apps.flatMap { [$0, $0 + swift5Suffix] + (serverApps.contains($0) ? [] : [$0 + xcodeDefaultsSuffix]) }
        + partlyMigratedApps.map { $0 + originalSuffix }
    static let xcodeDefaultsSuffix = "UnderXcodeDefaults"
    static let swift5Suffix = "InSwift5"
    static let originalSuffix = "Original"

    /// A package holding the migrated copies of the three apps, built once for all tests.
    static let migratedPackage: Result<URL, Toolchain.Failure> = {
        do {
            let package = try makeTemporaryDirectory()
            for app in apps {
                let target = package.appendingPathComponent("Sources/\(app)")
                try copyApp(app, to: target)
                let partly = partlyMigratedApps.contains(app)
                if partly { try copyApp(app, to: package.appendingPathComponent("Sources/\(app)\(originalSuffix)")) }
                var folders = [target.path]
                if let tests = testFolders[app] {
                    let testTarget = package.appendingPathComponent("Tests/\(tests)")
                    try copyApp(tests, to: testTarget)
                    folders.append(testTarget.path)
                }
                let run = runCommand(["--write"] + folders)
                guard run.status == (partly ? 1 : 0) else {
                    return .failure(Toolchain.Failure(description: "\(app): exit \(run.status)\n\(run.errors)"))
                }
                for suffix in [swift5Suffix] + (serverApps.contains(app) ? [] : [xcodeDefaultsSuffix]) {
                    try FileManager.default.copyItem(at: target, to: package.appendingPathComponent("Sources/\(app)\(suffix)"))
                }
            }
            try packageManifest(apps).write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let build = try Toolchain.swiftBuild(in: package)
            // Warnings in the apps and their generated code; Swinject's package has its own.
            let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") && $0.contains(package.path) }
            guard build.status == 0, warnings.isEmpty else {
                return .failure(Toolchain.Failure(description: build.output))
            }
            return .success(package)
        } catch {
            return .failure(Toolchain.Failure(description: "\(error)"))
        }
    }()

    @Test("A migrated app builds against StaticHub and prints what it printed before", arguments: builds)
    func migratedAppRuns(_ executable: String) throws {
        let package = try Self.migratedPackage.get()
        let run = try Toolchain.run(package.appendingPathComponent(".build/debug/\(executable)").path, [])
        #expect(run.status == 0)
        let app = [Self.xcodeDefaultsSuffix, Self.swift5Suffix, Self.originalSuffix].reduce(executable) {
            $0.replacingOccurrences(of: $1, with: "")
        }
        let expected = try String(
            contentsOf: MigrationGoldenTests.appsDirectory.appendingPathComponent("\(app)/expected-output.txt"), encoding: .utf8)
        #expect(run.output == expected, "\(run.output)")
    }

    @Test("A migrated app's tests, migrated in the same run as the app, pass against it", arguments: testFolders.values.sorted())
    func migratedTestsPass(_ tests: String) throws {
        let package = try Self.migratedPackage.get()
        let run = try Toolchain.run("/usr/bin/env", ["swift", "test", "--package-path", package.path, "--filter", tests])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Test run with 6 tests in 1 suite passed"), "\(run.output)")
    }

    @Test("The dry run changes nothing, and its diff applied with patch is what --write writes", arguments: apps)
    func dryRun(_ app: String) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dry = directory.appendingPathComponent("dry")
        let written = directory.appendingPathComponent("written")
        try Self.copyApp(app, to: dry)
        try Self.copyApp(app, to: written)
        let before = try Self.contents(of: dry)

        let run = Self.runCommand([dry.path])
        let status: Int32 = Self.partlyMigratedApps.contains(app) ? 1 : 0
        #expect(run.status == status, "\(run.errors)")
        #expect(try Self.contents(of: dry) == before, "the dry run changed files")
        #expect(Self.runCommand(["--write", written.path]).status == status)

        // The diff names the files as the command was given them; patch takes them relative.
        let diff = run.output.replacingOccurrences(of: dry.path + "/", with: "")
        let diffFile = directory.appendingPathComponent("migration.diff")
        try diff.write(to: diffFile, atomically: true, encoding: .utf8)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        patch.arguments = ["patch", "-p0", "--quiet", "-i", diffFile.path]
        patch.currentDirectoryURL = dry
        try patch.run()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        #expect(try Self.contents(of: dry) == Self.contents(of: written))
    }

    // MARK: Helpers

    struct CommandRun {
        var status: Int32
        var output = ""
        var errors = ""
    }

    static func runCommand(_ arguments: [String]) -> CommandRun {
        var run = CommandRun(status: 0)
        run.status = MigrateCommand.run(arguments, standardOutput: { run.output += $0 }, standardError: { run.errors += $0 + "\n" })
        return run
    }

    /// The app's Swift files, without the file of its expected output.
    static func copyApp(_ app: String, to target: URL) throws {
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for file in try Fixtures.swiftFiles(in: MigrationGoldenTests.appsDirectory.appendingPathComponent(app)) {
            try FileManager.default.copyItem(at: file, to: target.appendingPathComponent(file.lastPathComponent))
        }
    }

    static func contents(of directory: URL) throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) })
    }

    static func packageManifest(_ apps: [String]) -> String {
        let checkout = Fixtures.packageDirectory
        let staticHub = #".product(name: "StaticHub", package: "\#(checkout.lastPathComponent)")"#
        let swinject = #".product(name: "Swinject", package: "Swinject")"#
        let plugin = #"plugins: [.plugin(name: "StaticHubPlugin", package: "\#(checkout.lastPathComponent)")]"#
        func target(_ name: String, _ dependencies: [String], _ settings: String = "", plugin: String = plugin) -> String {
            #"        .executableTarget(name: "\#(name)", dependencies: [\#(dependencies.joined(separator: ", "))], \#(settings)\#(plugin)),"#
        }
        let targets = apps.flatMap { app in
            let old = partlyMigratedApps.contains(app) ? [swinject] : []
            return [
                target(app, [staticHub] + old), target(app + swift5Suffix, [staticHub] + old, "swiftSettings: [.swiftLanguageMode(.v5)], ")
            ]
                + (serverApps.contains(app) ? [] : [target(app + xcodeDefaultsSuffix, [staticHub] + old, "swiftSettings: xcodeDefaults, ")])
                + (old.isEmpty ? [] : [target(app + originalSuffix, old, plugin: "")])
        }
        let testTargets = testFolders.sorted { $0.key < $1.key }.map { app, tests in
            #"        .testTarget(name: "\#(tests)", dependencies: ["\#(app)", \#(staticHub)]),"#
        }
        return """
            // swift-tools-version: 6.2
            import PackageDescription

            let xcodeDefaults: [SwiftSetting] = [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]

            let package = Package(
                name: "MigratedApps",
                dependencies: [
                    .package(path: "\(checkout.path)"), .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
                ],
                targets: [
            \((targets + testTargets).joined(separator: "\n"))
                ]
            )

            """
    }
}
