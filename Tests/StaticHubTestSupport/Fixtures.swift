import Foundation

/// Where the package's files are, found from this file's path so tests run from anywhere, and
/// the listings tests read fixtures with.
public enum Fixtures {
    /// The StaticHub checkout.
    public static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    public static let runtimeSourcesDirectory = packageDirectory.appendingPathComponent("Sources/StaticHub")

    /// The `.swift` files of a directory, sorted.
    public static func swiftFiles(in directory: URL) throws -> [URL] {
        try files(in: directory, withExtension: "swift")
    }

    public static func files(in directory: URL, withExtension fileExtension: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == fileExtension }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    public static func subdirectories(of directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }
}
