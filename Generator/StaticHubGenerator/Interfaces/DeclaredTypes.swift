/// The types the files of a module declare, by qualified name, and the access generated code
/// can give what names them. Made by the interface stage; wiring reads it for collections.
struct DeclaredTypes: Sendable {
    private let declarations: [String: TypeDeclaration]

    /// The first declaration of each name wins (the compiler reports a redeclaration).
    init(_ files: [ParsedFile]) {
        var declarations: [String: TypeDeclaration] = [:]
        for declaration in files.flatMap(\.typeDeclarations) where declarations[declaration.qualifiedName] == nil {
            declarations[declaration.qualifiedName] = declaration
        }
        self.declarations = declarations
    }

    subscript(qualifiedName: String) -> TypeDeclaration? { declarations[qualifiedName] }

    var all: Dictionary<String, TypeDeclaration>.Values { declarations.values }

    /// The most restrictive access along the chain of enclosing types.
    func effectiveAccess(of declaration: TypeDeclaration) -> AccessLevel {
        var access = declaration.declaredAccess ?? declaration.extensionAccess ?? .internal
        var enclosingName = declaration.enclosingTypeName
        var visited: Set<String> = [declaration.qualifiedName]
        while let name = enclosingName, visited.insert(name).inserted, let enclosing = declarations[name] {
            access = min(access, enclosing.declaredAccess ?? enclosing.extensionAccess ?? .internal)
            enclosingName = enclosing.enclosingTypeName
        }
        return access
    }

    /// The hub's access, lowered to that of the least accessible of `named` where the files
    /// read declare it (never below `internal`), and an error for each private or fileprivate
    /// one, which generated code in another file cannot name: the caller reports those when
    /// a registration's own signature names the type. Types declared elsewhere are the
    /// compiler's to check (its error lands on the registration through `#sourceLocation`).
    func access(naming named: [(TypeSyntax, SourceLocation)], hubAccess: AccessLevel) -> (
        access: AccessLevel, limitedBy: String?, notVisible: [Diagnostic]
    ) {
        var access = hubAccess
        var limitedBy: String?
        var notVisible: [Diagnostic] = []
        for (type, location) in named {
            for name in type.nominalNames {
                guard let declaration = declarations[name] else { continue }
                let declared = effectiveAccess(of: declaration)
                if declared < .internal {
                    notVisible.append(Diagnostic(.Hubs.typeNotVisibleToGeneratedCode(name, access: declared.rawValue), at: location))
                }
                if declared < access {
                    access = declared
                    limitedBy = name
                }
            }
        }
        return (max(access, .internal), limitedBy, notVisible)
    }
}
