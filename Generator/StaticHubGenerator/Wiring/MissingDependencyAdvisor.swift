/// Chooses the most helpful message for a resolved parameter no registration provides:
/// a close registered spelling, or a hint that the type is a runtime value.
enum MissingDependencyAdvisor {
    static func message(for required: RegistrationIdentity, hub: String, registered all: [some CatalogFacts]) -> DiagnosticMessage {
        let imported = importedHubNames(in: all)
        // A collection's elements are never one dependency (`collectionTakenAsSingle` says so).
        let registered = all.filter { !$0.registration.kind.isCollectionElement }
        let type = required.type
        // The type is registered, under other tags (or none): those are what was meant.
        let otherTags = registered.map(\.registration).filter { $0.registeredType == type }.map {
            $0.tag.map { "'tag: \($0.metatypeExpression)'" } ?? "no tag"
        }
        if !otherTags.isEmpty {
            return .Graph.missingTag(required.description, hub: hub, imported: imported, type: type.spelling, registeredTags: otherTags)
        }
        let spelling = required.description
        if let candidate = closestSpelling(to: type, among: registered.map(\.registration.registeredType)) {
            return .Graph.missingDependency(spelling, hub: hub, imported: imported, didYouMean: candidate)
        }
        if isRuntimeValue(type) {
            return .Graph.missingRuntimeValue(spelling, hub: hub, imported: imported)
        }
        return .Graph.missingDependency(spelling, hub: hub, imported: imported)
    }

    /// Every hub a missing dependency was searched in besides the hub itself: those its
    /// registrations are imported from, in order.
    static func importedHubNames(in registered: [some CatalogFacts]) -> [String] {
        var imported: [String] = []
        for case let source? in registered.map(\.importedFrom) where !imported.contains(source.hubName) {
            imported.append(source.hubName)
        }
        return imported
    }

    /// `String`, `[Int]`, `Date?`, `[String: URL]` and the like.
    static func isRuntimeValue(_ type: TypeSyntax) -> Bool {
        switch type {
        case .nominal(let components):
            let names = components.map(\.name)
            let name =
                names.first == "Swift" || names.first == "Foundation"
                ? names.dropFirst().joined(separator: ".") : names.joined(separator: ".")
            return Vocabulary.runtimeValueTypes.contains(name)
        case .optional(let wrapped), .array(let wrapped):
            return isRuntimeValue(wrapped)
        case .dictionary(let key, let value):
            return isRuntimeValue(key) && isRuntimeValue(value)
        default:
            return false
        }
    }

    /// The registered spelling that is the same type written differently (`ThemeProtocol` for
    /// `any ThemeProtocol`), or a plausible typo of it: one edit away, two for names of six
    /// letters or more. (A fifth of the length also took a word more or less as a typo,
    /// offering `any MergeProcessInteractor` for `any MergeProcessTestsInteractor`.)
    static func closestSpelling(to type: TypeSyntax, among registered: [TypeSyntax]) -> String? {
        let spelling = type.spelling
        if let samePlainName = registered.first(where: { $0.plainName == type.plainName }) {
            return samePlainName.spelling
        }
        let allowed = type.plainName.count < 6 ? 1 : 2
        var best: (distance: Int, spelling: String)?
        for candidate in registered.map(\.spelling) {
            let distance = editDistance(spelling, candidate, limit: allowed)
            guard distance <= allowed else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.spelling) {
                best = (distance, candidate)
            }
        }
        return best?.spelling
    }

    /// Levenshtein distance, stopping early once every path exceeds `limit`.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard abs(left.count - right.count) <= limit else { return limit + 1 }
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[right.count]
    }
}
