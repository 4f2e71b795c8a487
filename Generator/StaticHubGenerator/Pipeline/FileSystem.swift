import Foundation

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

    /// Writes `text` to `path` only if the file's contents differ, through a temporary
    /// file and a rename, so a reader never sees a half-written file and an unchanged
    /// output keeps its timestamp (incremental builds stay incremental).
    ///
    /// - Returns: whether the file was written.
    @discardableResult
    public static func writeIfChanged(_ text: String, to path: String) throws -> Bool {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data {
            return false
        }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }
}
