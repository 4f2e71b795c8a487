import Foundation
import StaticHubMigration
import StaticHubTestSupport
import Testing

/// The hub of an app stays internal: no other module imports an app, so a public type it
/// registers does not make its hub public, and registrations under `#if` move into it
/// (matvei-khlestov/VemoraStore kept seven `#if DEBUG` ones for one `public protocol`).
@Suite("The hub of an app")
struct AppHubAccessTests {
    /// How the folder's target is declared: in `Package.swift`, or in an Xcode project beside it.
    enum Declaration: CustomStringConvertible, Sendable {
        case package(String)
        case xcode(product: String)

        var description: String {
            switch self {
            case .package(let kind): ".\(kind)"
            case .xcode(let product): product
            }
        }
    }

    @Test(
        "An executable target or an Xcode app keeps its hub internal, and the #if registration moves; a library's hub is public",
        arguments: [
            (Declaration.package("executableTarget"), true),
            (Declaration.xcode(product: "com.apple.product-type.application"), true),
            (Declaration.package("target"), false),
            (Declaration.xcode(product: "com.apple.product-type.framework"), false)
        ])
    func hubAccess(_ declaration: Declaration, isApp: Bool) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app: URL
        switch declaration {
        case .package(let kind):
            app = directory.appendingPathComponent("Sources/App")
            try """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [.\(kind)(name: "App")])

            """.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        case .xcode(let product):
            app = directory.appendingPathComponent("App")
            let project = directory.appendingPathComponent("App.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try XcodeProjectFixture.project(appDebug: "", appRelease: "", product: product)
                .write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let container = app.appendingPathComponent("Container.swift")
        try """
        import FactoryKit

        public protocol Notifying {}
        final class Notifier: Notifying {}
        final class Inspector {}

        extension Container {
            var notifier: Factory<any Notifying> { self { Notifier() } }
            #if DEBUG
                var inspector: Factory<Inspector> { self { Inspector() } }
            #endif
        }

        """.write(to: container, atomically: true, encoding: .utf8)

        let run = MigratedAppTests.runCommand(["--write", app.path])
        let hub = try String(contentsOf: app.appendingPathComponent("AppHub.swift"), encoding: .utf8)
        let migrated = try String(contentsOf: container, encoding: .utf8)
        if isApp {
            #expect(run.status == 0, "\(run.errors)")
            #expect(hub == "import StaticHub\n\nenum AppHub {}\n")
            #expect(migrated.contains("#if DEBUG\nextension AppHub {\n    static var allDebug: [HubRegistration] {\n"), "\(migrated)")
            #expect(!migrated.contains("Factory<"), "\(migrated)")
        } else {
            #expect(run.status == 1)
            #expect(
                run.errors.contains(
                    "\(container.path):10:13: warning: 'inspector' stays in Factory: it is declared under '#if DEBUG', and 'AppHub' is "
                        + "public (it registers the public '(any Notifying)'): hubs that import it could not know the condition "
                        + "[conditional-registration]\n"), "\(run.errors)")
            #expect(hub == "import StaticHub\n\npublic enum AppHub {}\n")
            #expect(migrated.contains("var inspector: Factory<Inspector> { self { Inspector() } }"), "\(migrated)")
        }
    }

    @Test("A public registration of an app keeps no forwarder: no module resolves it from the container")
    func publicRegistrationOfAnApp() throws {
        let container = """
            import FactoryKit

            public final class Clock: Sendable { public init() {} }

            public extension Container {
                var clock: Factory<Clock> { self { Clock() } }
            }

            """
        let files = [("Container.swift", container)]
        let library = Migration.run(.factory, hub: "AppHub", files: files, hubFilePath: "AppHub.swift")
        #expect(library.messages.map(\.id) == [.forwarder])
        let app = Migration.run(.factory, hub: "AppHub", files: files, hubFilePath: "AppHub.swift", hubIsInApp: true)
        #expect(app.messages.isEmpty, "\(app.messages)")
        let migrated = try #require(app.changes.first { $0.path == "Container.swift" }).migrated
        #expect(!migrated.contains("Factory"), "\(migrated)")
    }
}
