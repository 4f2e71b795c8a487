/// What a migration writes: every file it changes or creates, and its messages.
package struct MigrationResult: Sendable {
    package struct FileChange: Sendable, Equatable {
        package let path: String
        /// Nil for a file the migration creates.
        package let original: String?
        package let migrated: String
    }

    /// In the order of the input, the created hub file last.
    package var changes: [FileChange]
    /// By file and position.
    package var messages: [MigrationMessage]

    /// Whether something was left for a hand to move: the command then exits 1.
    package var leftSomethingUntouched: Bool {
        messages.contains { $0.kind != .caveat }
    }

    /// A unified diff of every change, for `patch -p0` from the folder the paths are relative to.
    package var unifiedDiff: String {
        changes.map { UnifiedDiff.file($0.path, from: $0.original, to: $0.migrated) }.joined()
    }
}
