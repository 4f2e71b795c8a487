import Foundation
import StaticHubGenerator

/// The generator's only I/O: reading inputs at the start, writing the output at the end.
public enum FileSystem {
    /// Reads a source file, or says why it cannot be read.
    public static func read(_ path: String) -> SourceInput {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return SourceInput(path: path, contents: .unreadable(reason: "no such file"))
        }
        guard !isDirectory.boolValue else {
            return SourceInput(path: path, contents: .unreadable(reason: "it is a directory"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return SourceInput(path: path, contents: .unreadable(reason: "permission denied"))
        }
        return SourceInput(path: path, contents: .bytes(Array(data)))
    }

    /// The text of a file, or nil when it cannot be read.
    public static func readText(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file exists at `path`.
    public static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Reads each path, or for a directory the `.swift` files below it (in path order,
    /// skipping hidden folders such as `.build`), as users type them: `statichub graph Sources`.
    /// An output file is never an input: `generate -o Sources/App/X.swift Sources/App`
    /// regenerates X.
    public static func readSources(_ paths: [String], excluding outputs: [String] = []) -> [SourceInput] {
        let outputURLs = Set(outputs.map { URL(fileURLWithPath: $0).standardizedFileURL })
        let files = paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [path]
            }
            return swiftFiles(below: path)
        }
        // A file under two of the paths given (`Sources/di` and `Sources`) is read once.
        var seen = outputURLs
        return files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL).inserted }.map(read)
    }

    private static func swiftFiles(below directory: String) -> [String] {
        let url = URL(fileURLWithPath: directory)
        guard
            let enumerator = FileManager.default.enumerator(
                at: url,
                includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles, .skipsPackageDescendants]
            )
        else { return [] }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let base = url.standardizedFileURL.path + "/"
        return enumerator.compactMap { item -> String? in
            guard let file = item as? URL, file.pathExtension == "swift",
                (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { return nil }
            // Spelled from the directory as given, so diagnostics read as the user typed it.
            let path = file.standardizedFileURL.path
            return path.hasPrefix(base) ? prefix + path.dropFirst(base.count) : path
        }.sorted()
    }

    /// Writes `text` to `path` only if the file's contents differ, through a temporary
    /// file and a rename, so a reader never sees a half-written file and an unchanged
    /// output keeps its timestamp (incremental builds stay incremental).
    ///
    /// - Returns: whether the file was written.
    @discardableResult
    public static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        var text = text
        // The text's own UTF-8, compared and written without a copy: a hub of 10,000
        // registrations is 28 MB.
        return try text.withUTF8 { bytes in
            let existing = FileManager.default.contents(atPath: path)
            let isUnchanged = existing.map { data in
                data.count == bytes.count
                    && data.withUnsafeBytes { old in bytes.count == 0 || memcmp(old.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
            }
            if isUnchanged == true { return false }
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data =
                bytes.baseAddress.map { Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none) }
                ?? Data()
            try data.write(to: url, options: .atomic)
            return true
        }
    }
}

extension SourceInput {
    /// A digest of the file's bytes, or why it could not be read.
    var digest: String {
        switch contents {
        case .bytes(let bytes): String(StableHash.fnv1a(bytes), radix: 16)
        case .unreadable(let reason): "unreadable \(reason)"
        }
    }
}
