import StaticHubGenerator

/// A place that resolves from Swinject: `c.resolve(P.self)`, `r ~> P.self`, a resolve on the
/// container's `self` in an extension of it, or one whose type the code does not spell and
/// that can therefore ask for any registration.
struct SwinjectResolveSite {
    enum Target: Equatable {
        case dependency(SwinjectDependency)
        /// A generic parameter (`resolve(S.self)` in `func resolve<S>()`), a metatype value
        /// (`resolve(type)`, `resolve(type.self)`), or a type the context infers
        /// (`let config: Config = container.resolve()`).
        case anyType
    }

    let target: Target
    /// The `resolve` word or the `~>` operator.
    let token: Int
    /// The call as written, on one line.
    let text: String

    /// The resolves of `source`, but the hub's own.
    static func all(in source: SwiftSource, hub: String, _ types: TypeDirectory) -> [SwinjectResolveSite] {
        let generic = SwinjectReader.genericParameterNames(in: source)
        var sites: [SwinjectResolveSite] = []
        for index in source.tokens.indices {
            if source.isOperator(index, "~>") {
                if let type = operatorOperand(source, after: index) {
                    let dependency = SwinjectDependency(type: ManifestEntry.spelled(type, types))
                    sites.append(SwinjectResolveSite(target: .dependency(dependency), token: index, text: "~> \(type).self"))
                }
                continue
            }
            guard source.isWord(index, "resolve"), source.isKind(index + 1, .leftParen), let close = source.partner(of: index + 1),
                !source.isWord(index - 1, "func")
            else { continue }
            let hasReceiver = source.isKind(index - 1, .period)
            guard hasReceiver ? !source.isWord(index - 2, hub) : isInSwinjectExtension(source, index) else { continue }
            let start = hasReceiver ? SwinjectReader.chainStart(source, period: index - 1) ?? index : index
            let text = source.oneLine(start, close)
            let arguments = source.commaSeparated(index + 2..<close)
            guard let first = arguments.first else {
                sites.append(SwinjectResolveSite(target: .anyType, token: index, text: text))
                continue
            }
            if let written = SwinjectReader.metatype(source, first) {
                // `S.self` of a generic parameter, `type.self` of a value: not a type of the code.
                let isType = !generic.contains(written) && written.first?.isLowercase != true
                let name = arguments.dropFirst().first { source.isWord($0.lowerBound, "name") }
                    .flatMap { SwinjectReader.stringValue(source, $0.lowerBound + 2) }
                let target = Target.dependency(SwinjectDependency(type: ManifestEntry.spelled(written, types), name: name))
                sites.append(SwinjectResolveSite(target: isType ? target : .anyType, token: index, text: text))
            } else if first.count == 1, source.isKind(first.lowerBound, .identifier) {
                sites.append(SwinjectResolveSite(target: .anyType, token: index, text: text))
            }
        }
        return sites
    }

    /// `P` of `r ~> P.self` or `r ~> (P.self)`.
    private static func operatorOperand(_ source: SwiftSource, after index: Int) -> String? {
        if source.isKind(index + 1, .leftParen), let close = source.partner(of: index + 1) {
            return SwinjectReader.metatype(source, index + 2..<close)
        }
        guard let last = (index + 1..<min(index + 12, source.tokens.count)).first(where: { source.isWord($0, "self") }) else {
            return nil
        }
        return SwinjectReader.metatype(source, index + 1..<last + 1)
    }

    /// Whether token `index` is in the body of an extension of Swinject's `Container` or
    /// `Resolver`, where a call without a receiver resolves on the container itself.
    private static func isInSwinjectExtension(_ source: SwiftSource, _ index: Int) -> Bool {
        var position = index
        var depth = 0
        while position > 0 {
            position -= 1
            if source.isKind(position, .rightBrace) {
                depth += 1
            } else if source.isKind(position, .leftBrace) {
                if depth > 0 {
                    depth -= 1
                    continue
                }
                var keyword = position - 1
                while keyword > 0, source.tokens[keyword].line == source.tokens[position].line, !source.isWord(keyword, "extension") {
                    keyword -= 1
                }
                if source.isWord(keyword, "extension") {
                    return ["Container", "Resolver"].contains(source.text(keyword + 1))
                }
            }
        }
        return false
    }
}
