import StaticHubGenerator

/// A test's own overrides keep to that test. Factory's overrides at the top of a test
/// function become a `withMocks` scope around the rest of its body (a scope for each run of
/// them, nested, where other statements come between):
///
///     AppHub.withMocks({ mocks in
///         mocks.mock((any Weather).self) { FakeWeather() }
///     }) {
///         #expect(…)
///     }
///
/// so tests that Swift Testing runs in parallel never see each other's mocks, as a per-test
/// container gave them. Factory's `.container` trait, which gave each test that container,
/// goes: the scope does its work. An override elsewhere in a test file stays a global mock,
/// with a caveat where tests may run in parallel.
extension FactoryOverrideRewriter {
    /// A test function's body: `@Test func x() async throws { … }` or XCTest's `func testX()`.
    struct TestBody: Hashable {
        let sourceIndex: Int
        let open: Int
        let close: Int
        /// `try await ` for an `async throws` function: what the scope's call needs.
        let effects: String
    }

    /// The overrides of moved registrations that are statements at the top of a test
    /// function's body, by that body, in runs of those that follow one another.
    func testScopes(of overrides: [Override]) -> [TestBody: [[Override]]] {
        var scopes: [TestBody: [[Override]]] = [:]
        for override in overrides where override.inTests && translated[sources[override.sourceIndex].text(override.nameToken)] != nil {
            let source = sources[override.sourceIndex]
            guard source.isKind(override.argument, .leftBrace), source.startsLine(override.start),
                let body = Self.testBody(enclosing: override.start, in: source, override.sourceIndex)
            else { continue }
            // One after another: nothing but white space and comments between them.
            if let previous = scopes[body]?.last?.last, source.partner(of: previous.argument).map({ $0 + 1 == override.start }) == true {
                scopes[body]![scopes[body]!.count - 1].append(override)
            } else {
                scopes[body, default: []].append([override])
            }
        }
        return scopes
    }

    /// Writes each test's scopes: each run of overrides becomes the mocks of a scope whose body
    /// is the rest of the test, so a statement between two runs (`let fake = Fake()`) runs
    /// where it did, and the scopes nest.
    mutating func rewriteTestScopes(_ scopes: [TestBody: [[Override]]]) {
        for (body, runs) in scopes.sorted(by: { ($0.key.sourceIndex, $0.key.open) < ($1.key.sourceIndex, $1.key.open) }) {
            let source = sources[body.sourceIndex]
            guard let first = runs.first?.first else { continue }
            let indentation = source.indentation(of: first.start)
            // The file's own step: the body's indentation past the function's.
            let step = String(indentation.dropFirst(source.indentation(of: body.open).count))
            let unit = step.isEmpty ? "    " : step
            var dropped: Set<Int> = []
            for (depth, run) in runs.enumerated() {
                guard let start = run.first?.start, let last = run.last, let lastClose = source.partner(of: last.argument) else { continue }
                let nested = indentation + String(repeating: unit, count: depth)
                findings.add(
                    TextEdit.insertion("\(nested)\(body.effects)\(hub).withMocks({ mocks in\n", at: source.lineStart(of: start)),
                    in: source.path)
                for override in run {
                    guard let moved = translated[source.text(override.nameToken)] else { continue }
                    let tag = moved.entry.tag.map { ", tag: \($0).self" } ?? ""
                    findings.add(
                        source.replacement(override.start, override.argument - 1, with: "mocks.mock(\(moved.entry.type).self\(tag))"),
                        in: source.path)
                    keepOrDropMainActor(moved.entry, source, closureAt: override.argument)
                    claim(body.sourceIndex, override.start...(override.argument - 1))
                }
                findings.add(TextEdit.insertion("\n\(nested)}) {", at: source.tokens[lastClose].range.upperBound), in: source.path)
                if let line = dropFactoryReset(source, body, after: lastClose) { dropped.insert(line) }
            }
            // Each line of a scope's mocks or body one step in for each scope it is in; after the
            // openings, which carry their own indentation, at the same offsets.
            let starts = runs.compactMap { $0.first.map { source.tokens[$0.start].line } }
            indentLines(source, from: starts[0], through: source.tokens[body.close].line - 1, except: dropped) { line in
                String(repeating: unit, count: starts.filter { $0 <= line }.count)
            }
            for depth in runs.indices.reversed() {
                let nested = indentation + String(repeating: unit, count: depth)
                findings.add(TextEdit.insertion("\(nested)}\n", at: source.lineStart(of: body.close)), in: source.path)
            }
        }
    }

    /// Factory's `.container` trait (`@Suite(.container)`, `@Test(.container, .tags(.x))`) of a
    /// test file: each test's scope isolates it now. A file that keeps an override on Factory
    /// keeps the trait that isolates it.
    mutating func removeContainerTraits() {
        for (sourceIndex, source) in sources.enumerated()
        where source.errors.isEmpty && isTestFile(source) && !findings.keepsOldImport.contains(source.path) {
            for index in source.tokens.indices where source.isKind(index, .at) {
                guard source.isWord(index + 1, "Suite") || source.isWord(index + 1, "Test"), source.isKind(index + 2, .leftParen),
                    let close = source.partner(of: index + 2)
                else { continue }
                let arguments = source.commaSeparated(index + 3..<close)
                guard let position = arguments.firstIndex(where: { $0.count == 2 && source.isWord($0.lowerBound + 1, "container") }),
                    source.isKind(arguments[position].lowerBound, .period)
                else { continue }
                let trait = arguments[position]
                if arguments.count == 1 {
                    findings.add(source.deletion(index + 2, close), in: source.path)
                } else if position == arguments.count - 1 {
                    // `, .container`: from the comma before it.
                    findings.add(source.deletion(trait.lowerBound - 1, trait.upperBound - 1), in: source.path)
                } else {
                    // `.container, `: to the next argument.
                    let next = source.tokens[trait.upperBound + 1].range.lowerBound
                    findings.add(TextEdit(source.tokens[trait.lowerBound].range.lowerBound..<next, ""), in: source.path)
                }
                claim(sourceIndex, index...close)
            }
        }
    }

    /// The caveat of an override left a global mock in a Swift Testing file, whose tests run
    /// in parallel unless their suite is `.serialized`.
    mutating func reportGlobalMockInParallelTests(_ override: Override, _ moved: ManifestEntry) {
        let source = sources[override.sourceIndex]
        let runsInParallel =
            source.tokens.indices.contains { source.isWord($0, "import") && source.isWord($0 + 1, "Testing") }
            && !source.tokens.indices.contains { source.isWord($0, "serialized") && source.isKind($0 - 1, .period) }
        guard override.inTests, runsInParallel else { return }
        findings.caveat(
            .globalMockInParallelTests,
            "this override of '\(source.text(override.nameToken))' is not at the top of a test function, so it became a global mock, "
                + "which tests that run in parallel share; set it in each test with '\(hub).withMocks({ $0.mock(\(moved.type).self"
                + "\(moved.tag.map { ", tag: \($0).self" } ?? "")) { … } }) { … }' or the suite's '.hubMocks' trait (see Testing)",
            at: source.location(override.start))
    }

    /// The body of the test function whose body holds the statement starting at `index`
    /// directly, not in a closure or a nested block.
    private static func testBody(enclosing index: Int, in source: SwiftSource, _ sourceIndex: Int) -> TestBody? {
        var open = index - 1
        var depth = 0
        while open >= 0 {
            if [.rightBrace, .rightParen, .rightBracket].contains(source.tokens[open].kind) {
                depth += 1
            } else if [.leftBrace, .leftParen, .leftBracket].contains(source.tokens[open].kind) {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open >= 0, source.isKind(open, .leftBrace), let close = source.partner(of: open),
            let signatureClose = (0..<open).last(where: { source.isKind($0, .rightParen) }),
            let parameters = source.partner(of: signatureClose)
        else { return nil }
        let name = parameters - 1
        guard source.isKind(name, .identifier), source.isWord(name - 1, "func") else { return nil }
        let effectWords = (signatureClose + 1..<open).map { source.text($0) }
        // Nothing but effects between the parameters and the body: no result that a scope would have to return.
        guard effectWords.allSatisfy({ ["async", "throws"].contains($0) }) else { return nil }
        let isTest = source.text(name).hasPrefix("test") || hasTestAttribute(source, before: name - 1)
        guard isTest else { return nil }
        let effects = (effectWords.contains("throws") ? "try " : "") + (effectWords.contains("async") ? "await " : "")
        return TestBody(sourceIndex: sourceIndex, open: open, close: close, effects: effects)
    }

    /// Whether `@Test` is among the attributes before the `func` at `keyword`.
    private static func hasTestAttribute(_ source: SwiftSource, before keyword: Int) -> Bool {
        var index = keyword - 1
        while index > 0 {
            if source.isKind(index, .rightParen), let open = source.partner(of: index) {
                index = open - 1
            } else if source.isKind(index, .identifier), source.isKind(index - 1, .at) {
                if source.isWord(index, "Test") { return true }
                index -= 2
            } else if SwiftSource.declarationModifiers.contains(source.text(index)) {
                index -= 1
            } else {
                return false
            }
        }
        return false
    }

    /// `defer { Container.shared.reset() }` right after the overrides: the scope ends them.
    /// Returns the line that goes.
    private mutating func dropFactoryReset(_ source: SwiftSource, _ body: TestBody, after close: Int) -> Int? {
        let start = close + 1
        guard source.isWord(start, "defer"), source.isKind(start + 1, .leftBrace), let end = source.partner(of: start + 1),
            end == start + 9, isContainer(source, start + 2), source.isWord(start + 4, "shared"), source.isWord(start + 6, "reset"),
            registrationNames.subtracting(translated.keys).isEmpty
        else { return nil }
        findings.add(source.deletion(start, end), in: source.path)
        claim(body.sourceIndex, start...end)
        return source.tokens[start].line
    }

    /// `extra` more at the start of each line `first...last` that holds code.
    private mutating func indentLines(
        _ source: SwiftSource, from first: Int, through last: Int, except deleted: Set<Int>, by extra: (Int) -> String
    ) {
        guard first <= last else { return }
        let bytes = source.file.source.bytes
        let strings = source.tokens.filter { $0.kind == .string }.map(\.range)
        for line in first...last where !deleted.contains(line) {
            let start = source.file.source.lineStarts[line - 1]
            let end = line < source.file.source.lineStarts.count ? source.file.source.lineStarts[line] : bytes.count
            let isBlank = bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
            // A line inside a multi-line string literal is part of its value.
            guard !isBlank, !strings.contains(where: { $0.lowerBound < start && start < $0.upperBound }) else { continue }
            findings.add(TextEdit.insertion(extra(line), at: start), in: source.path)
        }
    }
}
