/// The stem of the identifiers the generator writes for a type written as `text`
/// (`ThemeProtocol` for `any ThemeProtocol`), or nil when `text` is not one type.
///
/// For tools built on the generator: the migration tool rewrites call sites to the accessors
/// the generator will name.
package func plainTypeName(_ text: String) -> String? {
    let file = Lexer.tokenize(SourceFile(path: "", text: text))
    guard !file.diagnostics.containsError, let type = try? TypeParser.parse(file, 0..<file.tokens.count) else { return nil }
    return type.plainName
}
