extension SwiftSource {
    /// The names of `replacements` (a closure's resolves, each with the parameter it becomes)
    /// written between an `#if` and its `#endif` within `ranges`, in the order written, each
    /// once: a manifest's closure takes them as parameters, resolved whichever branch is compiled.
    func namesUnderConditions(_ replacements: [(range: ClosedRange<Int>, name: String)], in ranges: [Range<Int>]) -> [String] {
        var conditional: [String] = []
        for range in ranges {
            var depth = 0
            for index in range {
                if isKind(index, .poundKeyword) {
                    switch text(index) {
                    case "#if": depth += 1
                    case "#endif": depth -= 1
                    default: break
                    }
                } else if depth > 0, let resolve = replacements.first(where: { $0.range.lowerBound == index }),
                    !conditional.contains(resolve.name)
                {
                    conditional.append(resolve.name)
                }
            }
        }
        return conditional
    }

    /// The caveat for a registration whose closure resolves `types` only under an `#if`.
    static func conditionalDependenciesCaveat(_ registration: String, _ types: [String]) -> String {
        "\(registration) resolves \(types.map { "'\($0)'" }.joined(separator: ", ")) under '#if', which the manifest's closure takes as "
            + "parameters: each is now resolved whichever branch is compiled; where building one has effects, take "
            + "'.provider(T.self)' and call 'make()' in its branch"
    }
}
