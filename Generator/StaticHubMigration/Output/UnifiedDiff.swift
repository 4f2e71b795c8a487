/// The unified diff that `diff -u` would print for one file, with three lines of context.
enum UnifiedDiff {
    fileprivate enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    static let context = 3

    /// The diff of `path` from `original` (nil: a new file) to `migrated`; empty when equal.
    static func file(_ path: String, from original: String?, to migrated: String) -> String {
        guard original != migrated else { return "" }
        let old = original.map(lines) ?? []
        let new = lines(migrated)
        // A tab ends a name with spaces (`App/Keyboard Handling/View.swift`), as `patch` reads it.
        let name = path.contains(" ") ? path + "\t" : path
        var output = "--- \(original == nil ? "/dev/null" : name)\n+++ \(name)\n"
        for hunk in hunks(shortestEdit(from: old, to: new)) {
            output += hunk
        }
        return output
    }

    /// Lines with their line breaks, so a last line without one diffs as such.
    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Myers' greedy shortest edit script between two line arrays.
    private static func shortestEdit(from old: [String], to new: [String]) -> [Line] {
        let maximum = old.count + new.count
        let offset = maximum + 1
        var furthest = Array(repeating: 0, count: 2 * maximum + 3)
        var trace: [[Int]] = []
        search: for depth in 0...maximum {
            trace.append(furthest)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if diagonal == -depth || (diagonal != depth && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1]) {
                    x = furthest[offset + diagonal + 1]
                } else {
                    x = furthest[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < old.count, y < new.count, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= old.count, y >= new.count { break search }
            }
        }
        // Walk the trace back from the end.
        var script: [Line] = []
        var x = old.count
        var y = new.count
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[depth]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -depth || (diagonal != depth && previous[offset + diagonal - 1] < previous[offset + diagonal + 1]) {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = depth == 0 ? 0 : previous[offset + previousDiagonal]
            let previousY = depth == 0 ? 0 : previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                script.append(.same(old[x]))
            }
            if depth > 0 {
                if x == previousX {
                    y -= 1
                    script.append(.added(new[y]))
                } else {
                    x -= 1
                    script.append(.removed(old[x]))
                }
            }
        }
        return script.reversed()
    }

    /// The script grouped into hunks, each change with up to `context` unchanged lines around.
    private static func hunks(_ script: [Line]) -> [String] {
        let changed = script.indices.filter { script[$0].isAdded || script[$0].isRemoved }
        guard !changed.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        // Line numbers before each script entry.
        var oldLine = [Int](repeating: 0, count: script.count + 1)
        var newLine = [Int](repeating: 0, count: script.count + 1)
        for (index, line) in script.enumerated() {
            oldLine[index + 1] = oldLine[index] + (line.isAdded ? 0 : 1)
            newLine[index + 1] = newLine[index] + (line.isRemoved ? 0 : 1)
        }
        return groups.map { group in
            let first = max(0, group.lowerBound - context)
            let last = min(script.count - 1, group.upperBound + context)
            let oldCount = oldLine[last + 1] - oldLine[first]
            let newCount = newLine[last + 1] - newLine[first]
            // An empty side is numbered by the line before it, as diff does.
            let oldStart = oldCount == 0 ? oldLine[first] : oldLine[first] + 1
            let newStart = newCount == 0 ? newLine[first] : newLine[first] + 1
            var hunk = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for line in script[first...last] {
                let (sign, body) =
                    switch line {
                    case .same(let body): (" ", body)
                    case .removed(let body): ("-", body)
                    case .added(let body): ("+", body)
                    }
                hunk += sign + body
                if !body.hasSuffix("\n") { hunk += "\n\\ No newline at end of file\n" }
            }
            return hunk
        }
    }
}

extension UnifiedDiff.Line {
    fileprivate var isAdded: Bool { if case .added = self { true } else { false } }
    fileprivate var isRemoved: Bool { if case .removed = self { true } else { false } }
}
