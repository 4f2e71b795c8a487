extension TypeSyntax {
    /// The type with every path that starts at one of the hub's member types spelled from the
    /// hub: `Inner` → `Hub.Inner`, `Repository<Inner>` → `Repository<Hub.Inner>`.
    ///
    /// A manifest is written inside the hub, where `Inner` finds `Hub.Inner`; the overloads
    /// are generated in protocol extensions outside it, where it would not.
    func qualifyingMembers(_ memberTypeNames: Set<String>, of hubName: String) -> TypeSyntax {
        guard !memberTypeNames.isEmpty else { return self }
        let qualified = mappingChildren { $0.qualifyingMembers(memberTypeNames, of: hubName) }
        guard case .nominal(let components) = qualified, let first = components.first, memberTypeNames.contains(first.name) else {
            return qualified
        }
        let hubPath = hubName.split(separator: ".").map { NominalComponent(name: String($0), genericArguments: []) }
        return .nominal(hubPath + components)
    }
}
