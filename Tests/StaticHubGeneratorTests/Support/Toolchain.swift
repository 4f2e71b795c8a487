import Foundation

@testable import StaticHubGenerator

/// The real Swift compiler, for tests that compile generated code.
enum Toolchain {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Outcome {
        let status: Int32
        let output: String
        /// The signal that ended the program, if one did.
        var signal: Int32? = nil

        /// Whether the program died of SIGSEGV with libdispatch on top of the crashed thread: a
        /// toolchain bug that now and then kills `swift build` itself on Linux
        /// (swiftlang/swift#87033), with nothing of the package's on the stack.
        var crashedInLibdispatch: Bool {
            guard signal == SIGSEGV else { return false }
            let lines = output.split(separator: "\n")
            guard let crashed = lines.firstIndex(where: { $0.hasSuffix("crashed:") }),
                let top = lines[(crashed + 1)...].first(where: { $0.contains(" in ") })
            else { return false }
            return top.hasSuffix(" in libdispatch.so") || top.contains(" in libdispatch.so ")
        }
    }

    /// `swiftc` from the PATH, as `swift test` itself was found.
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

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

    /// Runs a program to completion, capturing standard output and error together.
    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        )
    }

    /// `swift build --package-path directory` with `arguments`, run again (twice at most) only
    /// when SwiftPM itself crashed in libdispatch.
    static func swiftBuild(_ arguments: [String] = [], in directory: URL) throws -> Outcome {
        let build = { try run("/usr/bin/env", ["swift", "build", "--package-path", directory.path] + arguments) }
        var outcome = try build()
        for _ in 1..<3 where outcome.crashedInLibdispatch {
            outcome = try build()
        }
        return outcome
    }
}

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statichub-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
