/// What the generator needs from one source file.
struct ParsedFile: Sendable {
    var path: String
    var imports: [ImportDeclaration] = []
    var typeDeclarations: [TypeDeclaration] = []
    /// `Hub.Clock` for `typealias Clock = …` inside `Hub`: a member type a manifest may name.
    var nestedTypeAliases: [String] = []
    var manifests: [Manifest] = []
    /// Names of types declared `@globalActor` here: their attribute isolates a hub.
    var globalActors: [String] = []
    var diagnostics: [Diagnostic] = []
}

/// An `import` the generated file must repeat, with the `#if` condition around it.
struct ImportDeclaration: Hashable, Sendable {
    var text: String
    /// Nil when the import is unconditional.
    var condition: String?
}

/// A type declared in the target: a possible hub.
struct TypeDeclaration: Sendable {
    enum Kind: String, Sendable {
        case `enum`, `struct`, `class`, actor, `protocol`
    }

    /// `App.Hub` for `enum Hub` inside `enum App`.
    var qualifiedName: String
    var kind: Kind
    var declaredAccess: AccessLevel?
    /// The access modifier of the extension the type is declared in, if any.
    var extensionAccess: AccessLevel?
    var enclosingTypeName: String?
    /// Attribute names without `@`, such as `MainActor`.
    var attributes: [String]
    /// Declared `nonisolated`: the module's default isolation does not apply to it.
    var isNonisolated = false
    /// The names in its inheritance clause (`Sendable`, `AnyObject`, `Foundation.NSObject` as
    /// `Foundation`, `NSObject`).
    var inheritedNames: [String] = []
    var isGeneric: Bool
    var location: SourceLocation
}

/// A `static let …: [HubRegistration] = [ … ]` on a hub.
struct Manifest: Sendable {
    var hubName: String
    var location: SourceLocation
    var registrations: [Registration]
    var imports: [HubImportReference] = []
    var requirements: [Requirement] = []
}
