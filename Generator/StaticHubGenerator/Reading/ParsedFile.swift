/// What the generator needs from one source file. A dependency module's parsed files travel in
/// its summary (`ModuleSummary`) as the compiler encodes them: every field is summarised.
struct ParsedFile: Sendable, Codable {
    let path: String
    let imports: [ImportDeclaration]
    let typeDeclarations: [TypeDeclaration]
    /// `Hub.Clock` for `typealias Clock = …` inside `Hub`: a member type a manifest may name.
    let nestedTypeAliases: [String]
    let manifests: [Manifest]
    /// Names of types declared `@globalActor` here: their attribute isolates a hub.
    let globalActors: [String]

    init(
        path: String, imports: [ImportDeclaration] = [], typeDeclarations: [TypeDeclaration] = [], nestedTypeAliases: [String] = [],
        manifests: [Manifest] = [], globalActors: [String] = []
    ) {
        self.path = path
        self.imports = imports
        self.typeDeclarations = typeDeclarations
        self.nestedTypeAliases = nestedTypeAliases
        self.manifests = manifests
        self.globalActors = globalActors
    }
}

/// An `import` the generated file must repeat, with the `#if` condition around it.
struct ImportDeclaration: Hashable, Sendable, Codable {
    let text: String
    /// Nil when the import is unconditional.
    let condition: String?
}

/// A type declared in the target: a possible hub.
struct TypeDeclaration: Sendable, Codable {
    typealias Kind = TypeKind

    /// `App.Hub` for `enum Hub` inside `enum App`.
    let qualifiedName: String
    let kind: Kind
    let declaredAccess: AccessLevel?
    /// The access modifier of the extension the type is declared in, if any.
    let extensionAccess: AccessLevel?
    let enclosingTypeName: String?
    /// Attribute names without `@`, such as `MainActor`.
    let attributes: [String]
    /// Declared `nonisolated`: the module's default isolation does not apply to it.
    let isNonisolated: Bool
    /// The names in its inheritance clause (`Sendable`, `AnyObject`, `Foundation.NSObject` as
    /// `Foundation`, `NSObject`).
    let inheritedNames: [String]
    let isGeneric: Bool
    let location: SourceLocation
}

/// A `static let …: [HubRegistration] = [ … ]` on a hub.
struct Manifest: Sendable, Codable {
    let hubName: String
    let location: SourceLocation
    let registrations: [Registration]
    let imports: [HubImportReference]
    let requirements: [Requirement]
    /// The `TaskScope(S.self)` elements, in manifest order.
    let taskScopes: [TaskScopeDeclaration]
}
