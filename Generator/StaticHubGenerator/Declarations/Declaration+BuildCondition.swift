extension Declaration {
    /// `declarations` under `#if`, one block per clause of `condition`.
    static func declared(_ declarations: [Declaration], under condition: BuildCondition) -> [Declaration] {
        guard !declarations.isEmpty else { return declarations }
        return condition.clauses.reversed().reduce(declarations) { inner, clause in [.conditional(clause, inner)] }
    }
}
