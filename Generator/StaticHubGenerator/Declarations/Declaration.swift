/// A generated declaration, as a value. Renderers build these from a hub's plans;
/// `SwiftWriter.write(_:)` is the one place that spells them as Swift and maps their lines
/// to the manifest with `#sourceLocation`.
enum Declaration: Sendable {
    case function(FunctionDeclaration)
    case variable(VariableDeclaration)
    case typeAlias(TypeAliasDeclaration)
    case nominalType(NominalTypeDeclaration)
    case typeExtension(ExtensionDeclaration)
    /// An import as the manifest's file wrote it (`@preconcurrency import Foundation`).
    case importStatement(String)
    /// A `//` comment line, without its `// `.
    case comment(String)
    case blankLine
    /// `#if condition` … `#else` … `#endif`.
    indirect case conditional(String, [Declaration], else: [Declaration]? = nil)
}
