import Foundation
import StaticHubMigrateCommandLine
import StaticHubTestSupport
import Testing

/// `statichub-migrate`'s command line: its options, its exit statuses and where it declares the hub.
@Suite("statichub-migrate")
struct MigrateCommandTests {
    @Test(
        "A usage error exits 2 and says what is wrong",
        arguments: [
            ([], "no PATHS given"),
            (["--from"], "--from needs a value"),
            (["--from", "cobol", "x"], "unknown library 'cobol'; use factory, swinject or mdi"),
            (["--hub", "1Hub", "x"], "'1Hub' is not a type name"),
            (["--verbose", "x"], "unknown option '--verbose'")
        ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let run = MigratedAppTests.runCommand(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: \(message)\n"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test("Help prints the usage and exits 0")
    func help() {
        let run = MigratedAppTests.runCommand(["--help"])
        #expect(run.status == 0)
        #expect(run.output == MigrateCommand.usage)
    }

    @Test("Without --from, the library is detected from the imports; none or two is a usage error, StaticHub alone is nothing to do")
    func detection() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("Plain.swift")
        try "struct Plain {}\n".write(to: plain, atomically: true, encoding: .utf8)
        var run = MigratedAppTests.runCommand([directory.path])
        #expect(run.status == 2)
        #expect(
            run.errors.contains("the files have no import of Factory, Swinject or MDI; say which library to move from with --from"),
            "\(run.errors)")

        // What a first run wrote: nothing to move, and nothing wrong.
        try "import StaticHub\n\nenum AppHub {}\n".write(to: plain, atomically: true, encoding: .utf8)
        run = MigratedAppTests.runCommand([directory.path])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors == "nothing to move: the files import StaticHub, and none of Factory, Swinject or MDI\n")

        try "import FactoryKit\nimport Swinject\n".write(to: plain, atomically: true, encoding: .utf8)
        run = MigratedAppTests.runCommand([directory.path])
        #expect(run.status == 2)
        #expect(run.errors.contains("the files have imports of factory and swinject"), "\(run.errors)")

        run = MigratedAppTests.runCommand(["--from", "mdi", directory.path])
        #expect(run.status == 0, "\(run.errors)")

        let empty = directory.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        run = MigratedAppTests.runCommand([empty.path])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: no Swift files under"), "\(run.errors)")
    }

    @Test("Something left untouched exits 1, with each warning at its place in the files as they were")
    func leftovers() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = MigrationGoldenTests.casesDirectory.appendingPathComponent("SwinjectLeftovers")
        for file in try Fixtures.swiftFiles(in: source) {
            try FileManager.default.copyItem(at: file, to: directory.appendingPathComponent(file.lastPathComponent))
        }
        let run = MigratedAppTests.runCommand(["--write", directory.path])
        #expect(run.status == 1)
        let lines = run.errors.split(separator: "\n").map(String.init)
        // The note on the build's setup: no package manifest lies above a temporary folder.
        #expect(
            lines.last
                == "note: the target that builds \(directory.path)/AppAssembly.swift needs StaticHub: its 'StaticHub' library and its "
                + "'StaticHubPlugin' build plugin (see Getting Started)")
        let warnings = lines.dropLast()
        // One line for each message of the case's golden.
        let golden = try String(
            contentsOf: MigrationGoldenTests.goldensDirectory.appendingPathComponent("SwinjectLeftovers.txt"), encoding: .utf8)
        let recorded = golden.components(separatedBy: "\n== messages\n")[1].components(separatedBy: "\n== ")[0]
        #expect(warnings.count == recorded.split(separator: "\n").count)
        #expect(
            warnings.allSatisfy {
                $0.hasPrefix(directory.path + "/") && $0.contains(": warning: ")
            }, "\(warnings)")
        #expect(
            warnings.contains(
                "\(directory.path)/AppAssembly.swift:11:19: warning: this registration stays in Swinject: the object scope '.session' has no StaticHub form [no-statichub-form]"
            ))
        // The file that keeps Swinject code keeps its import beside StaticHub's.
        let assembly = try String(contentsOf: directory.appendingPathComponent("AppAssembly.swift"), encoding: .utf8)
        #expect(assembly.hasPrefix("import StaticHub\nimport Swinject\nimport SwinjectAutoregistration\n"))
    }

    @Test("The hub is declared in NAME.swift in the first path when it is a folder of files, else beside the first file")
    func hubFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = MigrationGoldenTests.appsDirectory.appendingPathComponent("FactoryApp")
        let file = app.appendingPathComponent("Container+Services.swift").path
        var run = MigratedAppTests.runCommand(["--hub", "Services", file])
        #expect(run.output.contains("--- /dev/null\n+++ \(app.path)/Services.swift\n"), "\(run.output)")
        #expect(run.output.contains("+extension Services {\n"))

        run = MigratedAppTests.runCommand([app.path + "/"])
        #expect(run.output.contains("+++ \(app.path)/AppHub.swift\n"), "\(run.output)")

        // A folder of folders is no target's: the hub goes beside the first file importing Factory.
        let modules = directory.appendingPathComponent("Modules")
        let feature = modules.appendingPathComponent("Feature/Sources/Feature")
        try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
        for file in try Fixtures.swiftFiles(in: app) {
            try FileManager.default.copyItem(at: file, to: feature.appendingPathComponent(file.lastPathComponent))
        }
        run = MigratedAppTests.runCommand([modules.path])
        #expect(run.output.contains("+++ \(feature.path)/AppHub.swift\n"), "\(run.output)")
    }

    @Test("A file under two of the paths given is read once: the run says what a run over one path says")
    func overlappingPaths() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = directory.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let assembly =
            "import Swinject\n\nfunc assemble(_ container: Container) {\n    container.register(Clock.self) { _ in Clock() }\n}\n"
        try assembly.write(to: sources.appendingPathComponent("Assembly.swift"), atomically: true, encoding: .utf8)
        try "final class Clock {}\n".write(to: sources.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        let once = MigratedAppTests.runCommand([sources.path])
        let twice = MigratedAppTests.runCommand([sources.path, directory.appendingPathComponent("Sources").path])
        #expect(twice.status == once.status)
        #expect(twice.output == once.output)
        #expect(!twice.errors.contains("registered more than once"), "\(twice.errors)")
    }

    @Test("Changes that would span two targets of a package are a usage error, and nothing is written; one target's folder migrates")
    func changesSpanningTargets() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = [
            "// swift-tools-version: 6.0", "import PackageDescription", "",
            "let package = Package(", "    name: \"Shop\",", "    targets: [",
            "        .target(name: \"Core\"),", "        .executableTarget(name: \"Shop\", dependencies: [\"Core\"]),",
            "        .testTarget(name: \"ShopTests\", dependencies: [\"Shop\"]),", "    ]", ")", ""
        ]
        try manifest.joined(separator: "\n").write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let files = [
            "Sources/Core/Clock.swift": "import FactoryKit\n\npublic final class Clock: Sendable { public init() {} }\n\n"
                + "extension Container {\n    public var clock: Factory<Clock> { self { Clock() } }\n}\n",
            "Sources/Shop/Checkout.swift": "import FactoryKit\nimport Core\n\nfinal class Checkout: Sendable { init() {} }\n\n"
                + "extension Container {\n    var checkout: Factory<Checkout> { self { Checkout() } }\n}\n"
        ]
        for (path, text) in files {
            let file = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let manifestPath = directory.appendingPathComponent("Package.swift").standardizedFileURL.path
        let spanning = MigratedAppTests.runCommand(["--write", directory.appendingPathComponent("Sources").path])
        #expect(spanning.status == 2)
        #expect(
            spanning.errors
                == "error: the changes would span the targets 'Core', 'Shop' of \(manifestPath), and one hub serves one module; nothing was "
                + "written. Migrate one target at a time, the ones the others import first, giving its folder (and its tests') as PATHS "
                + "and its hub a name of its own with --hub\n")
        for (path, text) in files {
            #expect(try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8) == text)
        }

        let core = MigratedAppTests.runCommand(["--hub", "CoreHub", directory.appendingPathComponent("Sources/Core").path])
        #expect(core.status == 0, "\(core.errors)")
        #expect(core.output.contains("+++ \(directory.appendingPathComponent("Sources/Core").path)/CoreHub.swift\n"), "\(core.output)")
    }

    @Test("A file the lexer cannot read is reported as an error and left as it is")
    func unreadableFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("Broken.swift")
        let text = "import FactoryKit\n\nextension Container {\n    var a: Factory<A> { self { A(\"unterminated) } }\n}\n"
        try text.write(to: broken, atomically: true, encoding: .utf8)
        let run = MigratedAppTests.runCommand(["--write", directory.path])
        #expect(run.status == 1)
        #expect(run.errors == "\(broken.path):4:34: error: unterminated string literal; the file is left as it is [unreadable-file]\n")
        #expect(try String(contentsOf: broken, encoding: .utf8) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Broken.swift"])
    }

    /// A Factory app whose registration has a test context, in `folder`/`app`, with its tests in
    /// `folder`/`tests`; migrated with --write, returns the test file.
    private func migrateTestContext(in folder: URL, app: String, tests: String) throws -> String {
        let appFolder = folder.appendingPathComponent(app)
        let testsFolder = folder.appendingPathComponent(tests)
        try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: testsFolder, withIntermediateDirectories: true)
        try """
        import FactoryKit
        protocol Clock { func now() -> String }
        struct SystemClock: Clock { func now() -> String { "09:41" } }
        struct FixedClock: Clock { func now() -> String { "12:00" } }
        extension Container {
            var clock: Factory<any Clock> { self { SystemClock() }.onTest { FixedClock() } }
        }

        """.write(to: appFolder.appendingPathComponent("Container.swift"), atomically: true, encoding: .utf8)
        let testFile = testsFolder.appendingPathComponent("ClockTests.swift")
        try "import FactoryKit\nimport Testing\n".write(to: testFile, atomically: true, encoding: .utf8)
        let run = MigratedAppTests.runCommand(["--write", appFolder.path, testsFolder.path])
        #expect(run.status == 0, "\(run.errors)")
        return try String(contentsOf: testFile, encoding: .utf8)
    }

    @Test(
        "The test defaults take the spelling of the hub's isolation, read from the app target's settings in Package.swift",
        arguments: [
            (".defaultIsolation(MainActor.self)", "extension AppHub: MainActorHubTestDefaults {"),
            (".enableUpcomingFeature(\"InferIsolatedConformances\")", "extension AppHub: HubTestDefaults {")
        ])
    func testDefaultsFollowThePackagesSettings(_ setting: String, _ conformance: String) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [
                .target(name: "App", swiftSettings: [\(setting)]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )

        """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let tests = try migrateTestContext(in: directory, app: "Sources/App", tests: "Tests/AppTests")
        #expect(tests.contains("\n\(conformance)\n    public static func testDefaults(_ mocks: inout Mocks) {\n"), "\(tests)")
    }

    @Test("A file the package manifest puts in a test target is a test, whatever its folder is named or it imports")
    func testTargetOfThePackageManifest() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [
                .target(name: "App"),
                .testTarget(name: "AppSpecs", dependencies: ["App"], path: "Specs"),
            ]
        )

        """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let app = directory.appendingPathComponent("Sources/App")
        let specs = directory.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try """
        import FactoryKit
        struct Clock { let now: String }
        extension Container {
            var clock: Factory<Clock> { self { Clock(now: "09:41") } }
        }

        """.write(to: app.appendingPathComponent("Container.swift"), atomically: true, encoding: .utf8)
        let spec = specs.appendingPathComponent("ClockSpec.swift")
        try """
        import FactoryKit

        func useFixedClock() {
            Container.shared.clock.register { Clock(now: "12:00") }
        }

        """.write(to: spec, atomically: true, encoding: .utf8)
        let run = MigratedAppTests.runCommand(["--write", app.path, specs.path])
        #expect(run.status == 0, "\(run.errors)")
        // Read as the app's, the re-registration would have become a scope's start.
        #expect(
            try String(contentsOf: spec, encoding: .utf8) == """
                import StaticHub

                func useFixedClock() {
                    AppHub.mock(Clock.self) { Clock(now: "12:00") }
                }

                """)
    }

    @Test("In an Xcode project, the app target's build setting decides the spelling alike")
    func testDefaultsFollowTheXcodeProject() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let setting = "\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"
        try XcodeProjectFixture.project(appDebug: setting, appRelease: setting)
            .write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let tests = try migrateTestContext(in: directory, app: "App", tests: "AppTests")
        #expect(tests.contains("\nextension AppHub: MainActorHubTestDefaults {\n"), "\(tests)")
    }
}
