import Foundation
import StaticHubTestSupport

/// The Swift blocks of a README section or a DocC article that claim to compile: those whose
/// first line names the file they are (`// Sources/MyApp/main.swift`), or a package manifest
/// by its tools-version line. Other blocks are excerpts and fragments.
enum DocumentationFiles {
    /// Each claiming block as (path in the package, text as written).
    static func files(in text: Substring) -> [(path: String, text: String)] {
        text.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
            guard let code = block.components(separatedBy: "```\n").first else { return nil }
            let firstLine = String(code.prefix { $0 != "\n" })
            if firstLine.hasPrefix("// swift-tools-version:") { return ("Package.swift", code) }
            guard firstLine.hasPrefix("// Sources/") || firstLine.hasPrefix("// Tests/") else { return nil }
            return (String(firstLine.dropFirst(3)), code)
        }
    }

    /// Writes `files` into `package`, making their folders.
    static func write(_ files: [(path: String, text: String)], into package: URL) throws {
        for file in files {
            let url = package.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// `files` with their `Package.swift` pointed at this checkout, whose default trait builds the
    /// generator from source: a documented package depends on a release
    /// (`.package(url: "https://github.com/statichub/StaticHub", from: …)`), this test on the
    /// code it tests, wherever it is, and SwiftPM names a package by its folder. Nil when the
    /// manifest no longer says that.
    static func pointingAtThisCheckout(_ files: [(path: String, text: String)]) -> [(path: String, text: String)]? {
        var files = files
        let checkout = Fixtures.packageDirectory
        for index in files.indices where files[index].path == "Package.swift" {
            let code = files[index].text
            var text = code.replacingOccurrences(
                of: #"\.package\(url: "https://github\.com/statichub/StaticHub", from: "[0-9]+\.[0-9]+\.[0-9]+"\)"#,
                with: ".package(path: \"\(checkout.path)\")", options: .regularExpression)
            guard text != code else { return nil }
            text = text.replacingOccurrences(of: #"package: "StaticHub")"#, with: "package: \"\(checkout.lastPathComponent)\")")
            files[index].text = text
        }
        return files
    }
}
