/// The declarations the interface stage needs besides the files that declare hubs, which it
/// asks the read for (`ReadModule.parsingFiles(naming:)`).
///
/// A hub above `internal` gives its members the access of the types their signatures name (an
/// `internal` protocol makes its `resolve` internal), wherever those types are declared. The
/// type of a registration an actor isolates is needed too: its declaration tells the catalog
/// whether an `.async` dependent can await it (`Sendability`). An internal hub's members are
/// internal whatever they name, so an app's hub asks for nothing unless it isolates one.
enum NamedTypeDeclarations {
    /// `read`, with the files that may declare a type these rules need parsed.
    static func completing(_ read: ReadModule) -> ReadModule {
        guard read.hasUnreadFiles else { return read }
        return read.parsingFiles(naming: undeclaredNames(in: read.files))
    }

    /// The last name component of each type a rule needs that no file in `files` declares.
    static func undeclaredNames(in files: [ParsedFile]) -> Set<String> {
        let declarations = files.flatMap(\.typeDeclarations)
        let declared = Set(declarations.map(\.qualifiedName))
        let hubsAboveInternal = Set(
            declarations.filter { ($0.declaredAccess ?? $0.extensionAccess ?? .internal) > .internal }.map(\.qualifiedName))
        var names: Set<String> = []
        for manifest in files.flatMap(\.manifests) {
            let namesSignatureTypes = hubsAboveInternal.contains(manifest.hubName)
            for registration in manifest.registrations where namesSignatureTypes || registration.declaredEffects.isolation != nil {
                var types = [registration.writtenType]
                if namesSignatureTypes {
                    types += (registration.writtenTag.map { [$0] } ?? []) + registration.explicitParameters.map(\.type)
                }
                for name in types.flatMap(\.nominalNames) where !declared.contains(name) {
                    let last = name.lastNameComponent
                    if !Vocabulary.runtimeValueTypes.contains(last) { names.insert(last) }
                }
            }
        }
        return names
    }
}
