/// The release of the StaticHub runtime a target links, read from the runtime's sources, and
/// the check that the generator comes from the same release.
///
/// A generator built from this package always does; a prebuilt one (StaticHubPrebuilt) is a
/// separate download that can lag or lead the runtime package, so its build plugin hands the
/// runtime's folder to the generator (`--runtime`), which refuses to generate for another release.
package enum RuntimeRelease {
    /// The runtime file that declares its release (`StaticHubRelease.version`).
    package static let fileName = "StaticHubRelease.swift"

    /// An error on the runtime's version literal when it is not `generatorVersion`, or on the
    /// file when it declares no version; nothing when the two match.
    package static func check(_ input: SourceInput, generatorVersion: String) -> [Diagnostic] {
        let bytes: [UInt8]
        switch input.contents {
        case .bytes(let contents): bytes = contents
        case .unreadable(let reason):
            return [Diagnostic(.ReadingFiles.unreadableFile(reason), at: SourceLocation(path: input.path, line: 1, column: 1))]
        }
        guard let (version, location) = declaredVersion(in: bytes, path: input.path) else {
            return [Diagnostic(.ReadingFiles.runtimeReleaseNotFound, at: SourceLocation(path: input.path, line: 1, column: 1))]
        }
        guard version == generatorVersion else {
            return [Diagnostic(.ReadingFiles.runtimeReleaseMismatch(generator: generatorVersion, runtime: version), at: location)]
        }
        return []
    }

    /// The string of `static let version = "…"` and where it starts, found line by line: the
    /// file is the runtime's own, one small declaration, so no lexer is needed.
    package static func declaredVersion(in bytes: [UInt8], path: String) -> (String, SourceLocation)? {
        let declaration = "static let version = \""
        for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let found = line.indices.first(where: { line[$0...].hasPrefix(declaration) }),
                case let start = line.index(found, offsetBy: declaration.count),
                let end = line[start...].firstIndex(of: "\"")
            else { continue }
            let column = line.utf8.distance(from: line.startIndex, to: start)
            return (String(line[start..<end]), SourceLocation(path: path, line: index + 1, column: column))
        }
        return nil
    }
}
