/// The library a codebase moves from.
package enum MigrationStyle: String, CaseIterable, Sendable {
    case factory, swinject, mdi

    /// The modules whose imports become `import StaticHub`.
    var modules: Set<String> {
        switch self {
        case .factory: ["FactoryKit", "Factory", "FactoryTesting"]
        case .swinject: ["Swinject", "SwinjectAutoregistration"]
        case .mdi: ["MDI"]
        }
    }

    /// Members of the library's types that code names without the type, as implicit member
    /// expressions: Factory's `.shared` container passed where a `Container` is expected.
    var implicitMembers: Set<String> {
        self == .factory ? ["shared"] : []
    }

    /// The library's own names a file can use: one still named once the migration's edits
    /// apply keeps the library's import in that file.
    var publicNames: Set<String> {
        switch self {
        case .factory:
            [
                "Container", "Factory", "ParameterFactory", "SharedContainer", "ManagedContainer", "Scope", "FactoryContext", "Injected",
                "LazyInjected", "WeakLazyInjected", "InjectedObject", "InjectedObservable", "DynamicInjected", "AutoRegistering"
            ]
        case .swinject: ["Container", "Assembly", "Assembler", "Resolver", "ObjectScope", "ServiceEntry", "autoregister"]
        case .mdi: []
        }
    }

    /// The first of `files` outside a test folder that imports the library: where its
    /// registrations most likely are.
    package func firstImporter(in files: [(path: String, text: String)]) -> String? {
        files.first { file in
            !file.path.split(separator: "/").contains { $0.hasSuffix("Tests") }
                && !SwiftSource(path: file.path, text: file.text).imports(of: self).isEmpty
        }?.path
    }

    /// The styles whose modules the files import.
    package static func detected(in files: [(path: String, text: String)]) -> [MigrationStyle] {
        let sources = files.map { SwiftSource(path: $0.path, text: $0.text) }
        return allCases.filter { style in
            sources.contains { !$0.imports(of: style).isEmpty }
        }
    }
}

extension SwiftSource {
    /// The indexes of the `import` keywords of `style`'s modules.
    func imports(of style: MigrationStyle) -> [Int] {
        tokens.indices.filter { index in
            isWord(index, "import") && style.modules.contains(text(index + 1)) && !isKind(index + 2, .period)
        }
    }
}
