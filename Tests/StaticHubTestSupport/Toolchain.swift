import Foundation

/// The real Swift toolchain, for tests that compile, build and run code: the compiler on the
/// PATH, a program run to completion, and `swift build` on a package.
public enum Toolchain {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    public struct Outcome {
        public let status: Int32
        public let output: String
        /// The signal that ended the program, if one did.
        public var signal: Int32? = nil

        public init(status: Int32, output: String, signal: Int32? = nil) {
            self.status = status
            self.output = output
            self.signal = signal
        }

        /// Whether the program died of SIGSEGV with libdispatch on top of the crashed thread: a
        /// toolchain bug that now and then kills `swift build` itself on Linux
        /// (swiftlang/swift#87033), with nothing of the package's on the stack.
        public var crashedInLibdispatch: Bool {
            guard signal == SIGSEGV else { return false }
            let lines = output.split(separator: "\n")
            guard let crashed = lines.firstIndex(where: { $0.hasSuffix("crashed:") }),
                let top = lines[(crashed + 1)...].first(where: { $0.contains(" in ") })
            else { return false }
            return top.hasSuffix(" in libdispatch.so") || top.contains(" in libdispatch.so ")
        }
    }

    /// `swiftc` from the PATH, as `swift test` itself was found.
    public static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs a program to completion, capturing standard output and error together.
    public static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
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
    public static func swiftBuild(_ arguments: [String] = [], in directory: URL) throws -> Outcome {
        let build = { try run("/usr/bin/env", ["swift", "build", "--package-path", directory.path] + arguments) }
        var outcome = try build()
        for _ in 1..<3 where outcome.crashedInLibdispatch {
            outcome = try build()
        }
        return outcome
    }
}

/// A fresh temporary directory, removed by the caller.
public func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statichub-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
