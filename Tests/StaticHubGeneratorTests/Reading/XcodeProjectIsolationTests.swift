import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// How the generator reads a target's default isolation from an Xcode project: the
/// `SWIFT_DEFAULT_ACTOR_ISOLATION` build setting in `project.pbxproj`, laid out as Xcode
/// writes it (object identifiers, comments, quoted and bare strings).
@Suite("A target's default isolation, read from an Xcode project")
struct XcodeProjectIsolationTests {
    static func project(appDebug: String, appRelease: String, projectDebug: String = "") -> String {
        XcodeProjectFixture.project(appDebug: appDebug, appRelease: appRelease, projectDebug: projectDebug)
    }

    static let mainActor = "\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"

    static func finding(_ text: String, target: String = "App") -> PackageManifestIsolation.Finding {
        XcodeProjectIsolation.finding(forTarget: target, in: Array(text.utf8), path: "project.pbxproj")
    }

    @Test("Xcode 26's new-app template: MainActor in each of the target's configurations")
    func template() {
        #expect(Self.finding(Self.project(appDebug: Self.mainActor, appRelease: Self.mainActor)) == .declared(.mainActor))
        let nonisolated = "SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;"
        #expect(Self.finding(Self.project(appDebug: nonisolated, appRelease: nonisolated)) == .declared(.nonisolated))
    }

    @Test("Not set anywhere: the language's default, without a warning")
    func notSet() {
        #expect(Self.finding(Self.project(appDebug: "", appRelease: "")) == .notSet)
    }

    @Test("A configuration that does not set it takes the project's configuration of its name")
    func inheritedFromTheProject() {
        // Release sets it on the target; Debug only on the project.
        #expect(
            Self.finding(Self.project(appDebug: "", appRelease: Self.mainActor, projectDebug: Self.mainActor)) == .declared(.mainActor))
    }

    @Test("Configurations that disagree, a value it cannot read, an unknown target or a damaged file: a warning")
    func unknown() throws {
        let disagreeing = Self.project(appDebug: Self.mainActor, appRelease: "SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;")
        #expect(Self.finding(disagreeing) == .unknown(SourceLocation(path: "project.pbxproj", line: 44, column: 33)))
        let variable = Self.project(appDebug: "SWIFT_DEFAULT_ACTOR_ISOLATION = \"$(ISOLATION)\";", appRelease: "")
        #expect(Self.finding(variable) == .unknown(SourceLocation(path: "project.pbxproj", line: 36, column: 33)))
        let start = PackageManifestIsolation.Finding.unknown(SourceLocation(path: "project.pbxproj", line: 1, column: 1))
        #expect(Self.finding(Self.project(appDebug: Self.mainActor, appRelease: ""), target: "Widget") == start)
        let project = Self.project(appDebug: Self.mainActor, appRelease: Self.mainActor)
        for cut in [0, 10, project.utf8.count / 2, project.utf8.count - 3] {
            #expect(Self.finding(String(project.utf8.prefix(cut))!) == start)
        }
        #expect(Self.finding(String(repeating: "{ a = ", count: 10_000)) == start)
    }

    @Test("statichub generate --xcode-project: the target's hub is a main-actor hub, and the warning names the setting")
    func commandLine() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let manifest = directory.appendingPathComponent("Hub.swift")
        try """
        enum Hub {
            static let manifest: [HubRegistration] = [AutoRegister(Int.self, using: { 1 })]
        }
        """.write(to: manifest, atomically: true, encoding: .utf8)

        func generate(debug: String, release: String) throws -> CommandLineRun {
            try Self.project(appDebug: debug, appRelease: release)
                .write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            return CommandLineRun(["generate", "--module", "App", "--xcode-project", "App=\(project.path)", manifest.path])
        }

        let mainActor = try generate(debug: Self.mainActor, release: Self.mainActor)
        #expect(mainActor.status == 0 && mainActor.standardError.isEmpty, "\(mainActor.standardError)")
        #expect(mainActor.standardOutput.contains("    nonisolated struct Mocks {"), "\(mainActor.standardOutput)")

        let plain = try generate(debug: "", release: "")
        #expect(plain.status == 0 && plain.standardError.isEmpty)
        #expect(!plain.standardOutput.contains("nonisolated"))

        let mixed = try generate(debug: Self.mainActor, release: "SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;")
        #expect(mixed.status == 0)
        #expect(
            mixed.standardError
                == "\(project.path)/project.pbxproj:44:33: warning: "
                + DiagnosticMessage.ReadingFiles.defaultIsolationUnknown(target: "App").text + "\n",
            "\(mixed.standardError)")
    }
}
