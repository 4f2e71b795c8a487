import Foundation
import StaticHubTestSupport
import Testing

/// Builds a throwaway client package with the real toolchain and the build plugin, edits it as
/// a user would, and reads `swift build -v` for the files each edit recompiles.
@Suite("Edit cost")
struct EditCostTests {
    private static let features = 6

    /// `AutoRegister(Clock…)` as `kind`; the other registration stays transient.
    private static func manifest(_ kind: String) -> String {
        """
        import StaticHub

        extension Hub {
            static let core: [HubRegistration] = [
                \(kind)((any Clock).self, using: SystemClock.init),
                AutoRegister(Greeter.self, parameterTypes: (any Clock).self, using: Greeter.init(clock:)),
            ]
        }
        """
    }

    private static let types = """
        protocol Clock: AnyObject, Sendable {}
        final class SystemClock: Clock {
            init() {}
        }
        final class Greeter: Sendable {
            let clock: any Clock
            init(clock: any Clock) { self.clock = clock }
        }
        enum Hub {}
        """

    /// A feature file resolves from the hub both ways users write it.
    private static func feature(_ index: Int) -> String {
        "func feature\(index)() -> Bool { Hub.resolve((any Clock).self) === Hub.resolveGreeter().clock }\n"
    }

    /// The names of the client's files that `swift build -v` compiled (generated ones included,
    /// the plugins' own sources left out).
    private static func recompiledFiles(in package: URL) throws -> Set<String> {
        let outcome = try Toolchain.swiftBuild(["-v"], in: package)
        try #require(outcome.status == 0, "\(outcome.output)")
        var files: Set<String> = []
        for line in outcome.output.split(separator: "\n") where line.contains("swift-frontend -frontend -c ") {
            let words = line.split(separator: " ")
            for (index, word) in words.enumerated() where word == "-primary-file" && index + 1 < words.count {
                let path = words[index + 1]
                if path.contains(package.lastPathComponent + "/") && !path.contains("/Plugins/") && !path.hasSuffix("Package.swift") {
                    files.insert(String(path.split(separator: "/").last ?? path))
                }
            }
        }
        return files
    }

    /// Writes `text` a second after the last build, whose recorded timestamps could hide it.
    private static func edit(_ file: URL, _ text: String) throws {
        Thread.sleep(forTimeInterval: 1)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test("A lifetime flip recompiles its manifest file and its generated file, not the files that resolve from the hub")
    func lifetimeFlip() throws {
        let package = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/Client")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try BuildPluginDiagnosticsTests.packageManifest.write(
            to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.types.write(to: sources.appendingPathComponent("Types.swift"), atomically: true, encoding: .utf8)
        for index in 0..<Self.features {
            try Self.feature(index).write(to: sources.appendingPathComponent("Feature\(index).swift"), atomically: true, encoding: .utf8)
        }
        try "print(feature0())\n".write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let manifest = sources.appendingPathComponent("Registrations.swift")
        try Self.manifest("AutoRegister").write(to: manifest, atomically: true, encoding: .utf8)
        let first = try Toolchain.swiftBuild(in: package)
        try #require(first.status == 0, "\(first.output)")
        // The plugin lists the sources and reads none: each gets a generated file, which holds
        // a banner alone when the source declares no registration.
        let outputs = try #require(FileManager.default.enumerator(atPath: package.appendingPathComponent(".build/plugins/outputs").path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix("/StaticHubPlugin/Client+Feature0+StaticHub.generated.swift") }
        let emptyOutput = try String(
            contentsOf: package.appendingPathComponent(".build/plugins/outputs").appendingPathComponent(try #require(outputs.first)),
            encoding: .utf8)
        #expect(emptyOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(emptyOutput)")

        let generated = "Client+Registrations+StaticHub.generated.swift"
        for kind in ["SingletonRegister", "AutoRegister", "WeakSingletonRegister", "SingletonRegister"] {
            try Self.edit(manifest, Self.manifest(kind))
            let files = try Self.recompiledFiles(in: package)
            #expect(files == ["Registrations.swift", generated], "flipped to \(kind): \(files.sorted())")
        }

        // An ordinary edit recompiles its file, and no generated one.
        try Self.edit(
            sources.appendingPathComponent("Types.swift"), Self.types.replacingOccurrences(of: "init() {}", with: "init() { _ = 1 }"))
        let files = try Self.recompiledFiles(in: package)
        #expect(files == ["Types.swift"], "\(files.sorted())")
    }
}
