/// A dependency module's parsed files travel in its summary (`ModuleSummary`) without their
/// diagnostics: a dependency's problems are its own build's to report.
extension ParsedFile: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, imports, typeDeclarations, nestedTypeAliases, manifests, globalActors
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try values.decode(String.self, forKey: .path),
            imports: try values.decode([ImportDeclaration].self, forKey: .imports),
            typeDeclarations: try values.decode([TypeDeclaration].self, forKey: .typeDeclarations),
            nestedTypeAliases: try values.decode([String].self, forKey: .nestedTypeAliases),
            manifests: try values.decode([Manifest].self, forKey: .manifests),
            globalActors: try values.decode([String].self, forKey: .globalActors))
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(path, forKey: .path)
        try values.encode(imports, forKey: .imports)
        try values.encode(typeDeclarations, forKey: .typeDeclarations)
        try values.encode(nestedTypeAliases, forKey: .nestedTypeAliases)
        try values.encode(manifests, forKey: .manifests)
        try values.encode(globalActors, forKey: .globalActors)
    }
}

/// A registration as a summary carries it: its scope, a pair in memory, is two fields.
extension Registration: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, location, hubName, registeredType, writtenType, registeredTypeLocation, tag, writtenTag, parameters, factory
        case nameOverride, scopeType, scopeLocation, declaredEffects, effectsLocation, mustMockInTests
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let scopeType = try values.decodeIfPresent(TypeSyntax.self, forKey: .scopeType)
        let scopeLocation = try values.decodeIfPresent(SourceLocation.self, forKey: .scopeLocation)
        self.init(
            kind: try values.decode(RegistrationKind.self, forKey: .kind),
            location: try values.decode(SourceLocation.self, forKey: .location),
            hubName: try values.decode(String.self, forKey: .hubName),
            registeredType: try values.decode(TypeSyntax.self, forKey: .registeredType),
            writtenType: try values.decode(TypeSyntax.self, forKey: .writtenType),
            registeredTypeLocation: try values.decode(SourceLocation.self, forKey: .registeredTypeLocation),
            tag: try values.decodeIfPresent(TypeSyntax.self, forKey: .tag),
            writtenTag: try values.decodeIfPresent(TypeSyntax.self, forKey: .writtenTag),
            parameters: try values.decode([Parameter].self, forKey: .parameters),
            factory: try values.decode(Factory.self, forKey: .factory),
            nameOverride: try values.decodeIfPresent(String.self, forKey: .nameOverride),
            scope: scopeType.flatMap { type in scopeLocation.map { (type, $0) } },
            declaredEffects: try values.decode(Effects.self, forKey: .declaredEffects),
            effectsLocation: try values.decodeIfPresent(SourceLocation.self, forKey: .effectsLocation),
            mustMockInTests: try values.decode(Bool.self, forKey: .mustMockInTests))
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(kind, forKey: .kind)
        try values.encode(location, forKey: .location)
        try values.encode(hubName, forKey: .hubName)
        try values.encode(registeredType, forKey: .registeredType)
        try values.encode(writtenType, forKey: .writtenType)
        try values.encode(registeredTypeLocation, forKey: .registeredTypeLocation)
        try values.encodeIfPresent(tag, forKey: .tag)
        try values.encodeIfPresent(writtenTag, forKey: .writtenTag)
        try values.encode(parameters, forKey: .parameters)
        try values.encode(factory, forKey: .factory)
        try values.encodeIfPresent(nameOverride, forKey: .nameOverride)
        try values.encodeIfPresent(scope?.type, forKey: .scopeType)
        try values.encodeIfPresent(scope?.location, forKey: .scopeLocation)
        try values.encode(declaredEffects, forKey: .declaredEffects)
        try values.encodeIfPresent(effectsLocation, forKey: .effectsLocation)
        try values.encode(mustMockInTests, forKey: .mustMockInTests)
    }
}
