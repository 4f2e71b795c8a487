import StaticHubGenerator

/// The last pass: `class AppAssembly: Assembly { func assemble(container: Container) { … } }`
/// whose every statement went (moved, none kept as a forwarder) goes as a whole, with its
/// documentation, unless code that stays names it (an `Assembler([AppAssembly()])` that
/// stays) or it is public (apps that import the module may assemble it): then it stays,
/// emptied, and everything that names it still builds.
struct SwinjectAssemblyRemover: SwinjectRewriting {
    let plan: SwinjectPlan
    /// Every edit of the passes before, by path.
    let earlierEdits: [String: [TextEdit]]
    var findings = StyleFindings()

    static func remove(_ plan: SwinjectPlan, after earlierEdits: [String: [TextEdit]]) -> StyleFindings {
        var remover = SwinjectAssemblyRemover(plan: plan, earlierEdits: earlierEdits)
        remover.removeEmptiedAssemblies()
        return remover.findings
    }
}

extension SwinjectAssemblyRemover {
    private mutating func removeEmptiedAssemblies() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let edits = earlierEdits[source.path] ?? []
            // A statement that went: moved, and deleted, not replaced by a forwarder.
            let gone = translated.filter { $0.registration.sourceIndex == sourceIndex }.map(\.registration.statement).filter { statement in
                edits.contains { $0.replacement.isEmpty && $0.range.contains(source.tokens[statement.lowerBound].range.lowerBound) }
            }
            for index in source.tokens.indices where source.isWord(index, "class") || source.isWord(index, "struct") {
                guard source.isKind(index + 1, .identifier),
                    let open = (index..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                    (index..<open).contains(where: { source.isWord($0, "Assembly") }), let close = source.partner(of: open),
                    // Its one member is `func assemble(container:) { … }`.
                    let function = (open..<close).first(where: { source.isWord($0, "func") && source.isWord($0 + 1, "assemble") }),
                    FactoryReader.declarationStart(source, keyword: function) == open + 1,
                    let body = (function..<close).first(where: { source.isKind($0, .leftBrace) }), source.partner(of: body) == close - 1,
                    // An `#if` whose registrations all went leaves only its directive lines.
                    (body + 1..<close - 1).allSatisfy({ token in
                        gone.contains { $0.contains(token) } || source.isOnDirectiveLine(token)
                    }),
                    !SwinjectManifestWriter.isPublic(source, declaration: index),
                    !isNamedByCodeThatStays(source.text(index + 1), besides: sourceIndex, index...close)
                else { continue }
                let start = source.documentationStart(of: FactoryReader.declarationStart(source, keyword: index))
                findings.add(TextEdit(start..<source.lineEnd(of: close), ""), in: source.path)
            }
        }
    }

    /// Whether a file names `name` outside the tokens `declaration` of source `sourceIndex`,
    /// where no edit of the passes before replaced or deleted it.
    private func isNamedByCodeThatStays(_ name: String, besides sourceIndex: Int, _ declaration: ClosedRange<Int>) -> Bool {
        sources.enumerated().contains { index, source in
            let edits = earlierEdits[source.path] ?? []
            return source.tokens.indices.contains { token in
                source.isWord(token, name) && !(index == sourceIndex && declaration.contains(token)) && !edits.replace(token, in: source)
            }
        }
    }
}
