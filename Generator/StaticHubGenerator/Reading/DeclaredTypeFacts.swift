/// What the read stage tells of one type declaration, exported for `statichub-migrate`, which
/// decides with the generator's own reading whether a registered type is public, a protocol
/// or a class, isolated, or `Sendable` by what it inherits.
package struct DeclaredTypeFacts: Sendable {
    /// `Outer.Inner` for `struct Inner` inside `Outer`.
    package let qualifiedName: String
    package let kind: TypeKind
    /// Declared `public` or `open`, or inside a `public` extension.
    package let isPublic: Bool
    /// Declared `private` or `fileprivate`, or inside such an extension: no other file sees it.
    package let isFilePrivate: Bool
    /// Marked `@MainActor`.
    package let isMainActor: Bool
    /// A protocol that requires `AnyObject` (or `class`).
    package let isClassBound: Bool
    /// Lists `Sendable` (or `@unchecked Sendable`) among what it inherits.
    package let declaresSendable: Bool
    /// Where its name is written.
    package let location: SourceLocation

    /// The types `file` declares, in the order written, as the read stage finds them; none
    /// when its brackets do not match.
    package static func declared(in file: LexedFile) -> [DeclaredTypeFacts] {
        FileParser.parse(file).file.typeDeclarations.map { declaration in
            DeclaredTypeFacts(
                qualifiedName: declaration.qualifiedName, kind: declaration.kind,
                isPublic: (declaration.declaredAccess ?? declaration.extensionAccess ?? .internal) >= .public,
                isFilePrivate: (declaration.declaredAccess ?? declaration.extensionAccess ?? .internal) <= .fileprivate,
                isMainActor: declaration.attributes.contains("MainActor"),
                isClassBound: declaration.kind == .protocol
                    && (declaration.inheritedNames.contains("AnyObject") || declaration.inheritedNames.contains("class")),
                declaresSendable: declaration.inheritedNames.contains("Sendable"), location: declaration.location)
        }
    }
}
