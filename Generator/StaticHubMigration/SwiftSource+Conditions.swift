extension SwiftSource {
    /// The names of `replacements` (a closure's resolves, each with the parameter it becomes)
    /// written only between an `#if` and its `#endif` within `ranges`, in the order written,
    /// each once: a manifest's closure takes them as parameters, resolved whichever branch is
    /// compiled. A name also resolved outside every `#if`, or in each branch of an `#if` that
    /// has an `#else`, was resolved in every build already.
    func namesUnderConditions(_ replacements: [(range: ClosedRange<Int>, name: String)], in ranges: [Range<Int>]) -> [String] {
        var conditional: [String] = []
        var everyBuild: Set<String> = []
        for range in ranges {
            var depth = 0
            // The outermost `#if` under way: the names each of its branches resolves, directly.
            var branches: [Set<String>] = []
            var hasElse = false
            for index in range {
                if isKind(index, .poundKeyword) {
                    switch text(index) {
                    case "#if":
                        depth += 1
                        if depth == 1 { (branches, hasElse) = ([[]], false) }
                    case "#elseif" where depth == 1: branches.append([])
                    case "#else" where depth == 1:
                        branches.append([])
                        hasElse = true
                    case "#endif":
                        depth -= 1
                        if depth == 0, hasElse { everyBuild.formUnion(branches.dropFirst().reduce(branches[0]) { $0.intersection($1) }) }
                    default: break
                    }
                } else if let resolve = replacements.first(where: { $0.range.lowerBound == index }) {
                    if depth == 0 {
                        everyBuild.insert(resolve.name)
                    } else {
                        if depth == 1 { branches[branches.count - 1].insert(resolve.name) }
                        if !conditional.contains(resolve.name) { conditional.append(resolve.name) }
                    }
                }
            }
        }
        return conditional.filter { !everyBuild.contains($0) }
    }

    /// The caveat for a registration whose closure resolves `types` only under an `#if`.
    static func conditionalDependenciesCaveat(_ registration: String, _ types: [String]) -> String {
        "\(registration) resolves \(types.map { "'\($0)'" }.joined(separator: ", ")) under '#if', which the manifest's closure takes as "
            + "parameters: each is now resolved whichever branch is compiled; where building one has effects, take "
            + "'.provider(T.self)' and call 'make()' in its branch"
    }
}
