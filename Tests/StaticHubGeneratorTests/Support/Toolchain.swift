import Foundation
import StaticHubTestSupport

@testable import StaticHubGenerator

/// The compiler on generated code: the runtime compiled once per test run, and the modes a
/// fixture is compiled in.
extension Toolchain {
    /// The StaticHub runtime compiled once per test run into a temporary folder, so that
    /// generated code can `import StaticHub` exactly as a user's does.
    static let runtimeModuleDirectory: Result<URL, Failure> = {
        guard let swiftc else { return .failure(Failure(description: "swiftc is not on the PATH")) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statichub-runtime-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // The runtime's C module, found by the compiler through a module map beside it
            // (SwiftPM writes one of its own for the package build).
            let header = Fixtures.packageDirectory.appendingPathComponent("Sources/StaticHubAtomics/include/StaticHubAtomics.h")
            try "module StaticHubAtomics {\n    header \"\(header.path)\"\n    export *\n}\n"
                .write(to: directory.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
            let sources = try Fixtures.swiftFiles(in: Fixtures.runtimeSourcesDirectory).map(\.path)
            let outcome = try run(
                swiftc,
                [
                    "-emit-module", "-module-name", "StaticHub", "-parse-as-library", "-swift-version", "6",
                    "-I", directory.path, "-emit-module-path", directory.appendingPathComponent("StaticHub.swiftmodule").path
                ] + sources)
            guard outcome.status == 0 else { return .failure(Failure(description: outcome.output)) }
            return .success(directory)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// `StaticHubTesting` compiled once per test run beside the runtime, for fixtures that use
    /// the `.hubMocks` trait.
    static let testingModuleDirectory: Result<URL, Failure> = {
        guard let swiftc else { return .failure(Failure(description: "swiftc is not on the PATH")) }
        do {
            let directory = try runtimeModuleDirectory.get()
            let sources = try Fixtures.swiftFiles(in: Fixtures.packageDirectory.appendingPathComponent("Sources/StaticHubTesting")).map(
                \.path)
            let outcome = try run(
                swiftc,
                [
                    "-emit-module", "-module-name", "StaticHubTesting", "-parse-as-library", "-swift-version", "6",
                    "-I", directory.path, "-emit-module-path", directory.appendingPathComponent("StaticHubTesting.swiftmodule").path
                ] + sources)
            guard outcome.status == 0 else { return .failure(Failure(description: outcome.output)) }
            return .success(directory)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// Type-checks `files` as one module that imports StaticHub, and the modules in `modules`,
    /// with the upcoming language `features` enabled.
    static func typecheck(
        _ files: [String], swiftVersion: Int, debug: Bool = true, modules: URL? = nil, features: [String] = [],
        defaultIsolation: DefaultIsolation = .nonisolated
    ) throws -> Outcome {
        let mode = ["-typecheck", "-module-name", "Fixture"] + settings(features: features, defaultIsolation: defaultIsolation)
        return try compile(mode, files, swiftVersion: swiftVersion, debug: debug, modules: modules)
    }

    /// Compiles `files` into the module `name` in `directory`, which may hold modules it imports.
    static func emitModule(
        _ name: String, files: [String], into directory: URL, swiftVersion: Int, debug: Bool, features: [String] = [],
        defaultIsolation: DefaultIsolation = .nonisolated
    ) throws -> Outcome {
        let path = directory.appendingPathComponent("\(name).swiftmodule").path
        return try compile(
            ["-emit-module", "-module-name", name, "-emit-module-path", path]
                + settings(features: features, defaultIsolation: defaultIsolation),
            files, swiftVersion: swiftVersion, debug: debug, modules: directory)
    }

    /// The upcoming features and the default isolation (`-default-isolation`, what SwiftPM
    /// passes for `.defaultIsolation(MainActor.self)`) as compiler arguments.
    private static func settings(features: [String], defaultIsolation: DefaultIsolation) -> [String] {
        features.flatMap { ["-enable-upcoming-feature", $0] } + ["-default-isolation", defaultIsolation.rawValue]
    }

    /// What a new Xcode app's targets are built with: "approachable concurrency".
    static let approachableConcurrency = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]

    private static func compile(_ mode: [String], _ files: [String], swiftVersion: Int, debug: Bool, modules: URL?) throws -> Outcome {
        guard let swiftc else { throw Failure(description: "swiftc is not on the PATH") }
        var arguments =
            mode + [
                "-parse-as-library", "-swift-version", "\(swiftVersion)", "-warnings-as-errors",
                "-I", try runtimeModuleDirectory.get().path
            ]
        if let modules { arguments += ["-I", modules.path] }
        if debug { arguments += ["-D", "DEBUG"] }
        return try run(swiftc, arguments + files)
    }
}
