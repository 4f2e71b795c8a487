/// What the runs of the modules importing a module's hubs compare of it, written beside its
/// summary (`statichub generate --summary`) so that an importer's run can tell, without
/// decoding a summary, whether what changed in it can change the importer's output.
///
/// A summary changes with every registration added to the module; most importers use none of
/// them. The surface splits the summary into its *structure* (hubs, imports, requirements,
/// the registrations that are not plain services: collection elements, defaults, scope
/// inputs; everything but positions), and digests of each plain registration and each type
/// declaration with the names they mention. It keeps the previous version's alongside, so an
/// importer whose stamp recorded the previous summary sees exactly what changed
/// (`DependencyChange`).
public struct ModuleSurface: Sendable, Equatable {
    /// One plain registration or type declaration: a digest of it without positions, and
    /// the names that say what it is (its type's and tag's names, a name override).
    struct Entry: Sendable, Equatable {
        let digest: UInt64
        let names: [String]
        /// What it names besides: a registration's parameters' types and tags, its scope.
        let mentions: [String]
    }

    /// One version of the module's surface.
    struct Version: Sendable, Equatable {
        /// A digest of the summary's text: what importers' stamps record.
        let summary: UInt64
        let structure: UInt64
        /// Whether a manifest of the module declares a `HubRequirement`: a registration added
        /// there may be open, which changes what importers build.
        let hasRequirements: Bool
        let registrations: [Entry]
        let types: [Entry]
        /// Every name the structure mentions: hubs, imports, requirements, the registrations
        /// that are not plain.
        let mentioned: Set<String>
    }

    public let module: String
    let current: Version
    /// The version before the last change of the summary, if the module had one.
    let previous: Version?

    /// The surface of `summary`, written as `text`; `previous` is the surface of the summary
    /// this one replaces, if any (its own previous version is dropped).
    public init(_ summary: ModuleSummary, text: String, replacing previous: ModuleSurface?) {
        module = summary.module
        current = Self.version(of: summary, digest: StableHash.fnv1a(text))
        self.previous = previous.map(\.current)
    }

    /// Whether `text` is the summary this surface describes.
    public func describes(summaryText text: String) -> Bool {
        current.summary == StableHash.fnv1a(text)
    }

    /// The digest of the summary it describes, which a stamp records.
    public var summaryDigest: UInt64 { current.summary }

    /// The module and summary digest of the surface file `text`; nil when it is not one.
    public static func summaryDigest(inText text: String) -> (module: String, digest: UInt64)? {
        Glance(text).map { ($0.module, $0.summary) }
    }

    init(module: String, current: Version, previous: Version?) {
        self.module = module
        self.current = current
        self.previous = previous
    }

    private static func version(of summary: ModuleSummary, digest: UInt64) -> Version {
        var structure: [String] = ["isolation \(summary.defaultIsolation)"]
        var registrations: [Entry] = []
        var mentioned: Set<String> = []
        var hasRequirements = false
        var hubs: [String: [String]] = [:]
        var hasCollections = false
        for file in summary.files {
            structure += file.globalActors.map { "globalActor \($0)" } + file.nestedTypeAliases.map { "alias \($0)" }
            for manifest in file.manifests {
                mentioned.formUnion(manifest.hubName.split(separator: ".").map(String.init))
                var lines = hubs[manifest.hubName] ?? []
                for reference in manifest.imports {
                    lines.append("import \(reference.hubName)")
                    mentioned.formUnion(reference.hubName.split(separator: ".").map(String.init))
                }
                for requirement in manifest.requirements {
                    hasRequirements = true
                    let names = SurfaceNames.of(requirement.type) + (requirement.tag.map(SurfaceNames.of) ?? [])
                    lines.append("requirement \(names.joined(separator: " ")) default \(requirement.hasDefault)")
                    mentioned.formUnion(names)
                }
                for registration in manifest.registrations {
                    let located = registration.withoutPositions
                    // A scoped one brings its scope's functions to every importer: not plain.
                    if registration.kind.facts.role == .service, registration.kind.lifetime != .scoped {
                        registrations.append(
                            Entry(
                                digest: StableHash.fnv1a(String(reflecting: located)),
                                names: SurfaceNames.unique(SurfaceNames.identity(of: registration)),
                                mentions: SurfaceNames.unique(SurfaceNames.mentioned(by: registration))))
                    } else {
                        mentioned.formUnion(SurfaceNames.identity(of: registration) + SurfaceNames.mentioned(by: registration))
                        hasCollections = hasCollections || registration.kind.isCollectionElement
                        lines.append("other \(String(reflecting: located))")
                    }
                }
                hubs[manifest.hubName] = lines
            }
        }
        // A hub's files' imports are what an importer composing its collection elements imports.
        if hasCollections {
            structure += summary.files.filter { !$0.manifests.isEmpty }.flatMap(\.imports).map {
                "fileImport \($0.text) \($0.condition ?? "")"
            }
        }
        for name in hubs.keys.sorted() {
            structure += ["hub \(name)"] + hubs[name]!
        }
        let types = summary.files.flatMap(\.typeDeclarations).map { declaration in
            Entry(
                digest: StableHash.fnv1a(String(reflecting: declaration.withoutPosition)),
                names: declaration.qualifiedName.split(separator: ".").map(String.init), mentions: declaration.inheritedNames)
        }
        // The names the module's files declare decide which modules an importer reads: one
        // added or removed is a change like a type's.
        let typeNames = summary.typeNames.map { Entry(digest: StableHash.fnv1a($0), names: [$0], mentions: []) }
        return Version(
            summary: digest, structure: StableHash.fnv1a(structure.joined(separator: "\n")), hasRequirements: hasRequirements,
            registrations: registrations, types: types + typeNames, mentioned: mentioned)
    }
}

// MARK: The surface file

extension ModuleSurface {
    fileprivate static let header = "statichub-surface 1"

    /// What an importer reads of a surface whose summary it read last time: which summary it
    /// describes, and every name the module mentions.
    struct Glance {
        let module: String
        let summary: UInt64
        let names: [Substring]

        /// The first lines of a surface file's text.
        init?(_ text: String) {
            let lines = text.split(separator: "\n", maxSplits: 4)
            guard lines.count > 3, lines[0] == Substring(ModuleSurface.header), lines[1].hasPrefix("module "),
                let summary = ModuleSurface.number(lines[2], "summary "), lines[3].hasPrefix("names")
            else { return nil }
            module = String(lines[1].dropFirst("module ".count))
            self.summary = summary
            names = lines[3].split(separator: " ").dropFirst().map { $0 }
        }
    }

    /// The surface as the lines of its file: the glance, then each version.
    public var text: String {
        let names = current.mentioned.union(current.registrations.flatMap { $0.names + $0.mentions })
        var lines = [
            Self.header, "module \(module)", "summary \(hex(current.summary))", (["names"] + names.sorted()).joined(separator: " ")
        ]
        for (label, version) in [("current", current), ("previous", previous)] {
            guard let version else { continue }
            lines += [
                "version \(label)", "summary \(hex(version.summary))", "structure \(hex(version.structure))",
                "requirements \(version.hasRequirements)"
            ]
            lines += version.registrations.map { "registration \(hex($0.digest)) \(entryFields($0))" }
            lines += version.types.map { "type \(hex($0.digest)) \(entryFields($0))" }
            lines.append("mentioned " + version.mentioned.sorted().joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a surface file's text; nil when it is not one (another release's, or damaged).
    public init?(text: String) {
        var lines = text.split(separator: "\n")[...]
        guard lines.popFirst() == Substring(Self.header), let moduleLine = lines.popFirst(), moduleLine.hasPrefix("module "),
            lines.popFirst()?.hasPrefix("summary ") == true, lines.popFirst()?.hasPrefix("names") == true
        else {
            return nil
        }
        var versions: [String: Version] = [:]
        while let label = lines.popFirst() {
            guard label.hasPrefix("version "), let summary = lines.popFirst().flatMap({ Self.number($0, "summary ") }),
                let structure = lines.popFirst().flatMap({ Self.number($0, "structure ") }), let requirements = lines.popFirst(),
                requirements.hasPrefix("requirements ")
            else { return nil }
            var registrations: [Entry] = []
            var types: [Entry] = []
            var mentioned: Set<String>?
            while mentioned == nil, let line = lines.popFirst() {
                let fields = line.split(separator: " ").map(String.init)
                switch fields.first {
                case "registration", "type":
                    guard fields.count >= 2, let digest = UInt64(fields[1], radix: 16) else { return nil }
                    let rest = fields.dropFirst(2)
                    let separator = rest.firstIndex(of: "/") ?? rest.endIndex
                    let entry = Entry(
                        digest: digest, names: Array(rest[..<separator]), mentions: Array(rest[separator...].dropFirst()))
                    if fields[0] == "type" { types.append(entry) } else { registrations.append(entry) }
                case "mentioned": mentioned = Set(fields.dropFirst())
                default: return nil
                }
            }
            guard let mentioned else { return nil }
            versions[String(label.dropFirst("version ".count))] = Version(
                summary: summary, structure: structure, hasRequirements: requirements == "requirements true",
                registrations: registrations, types: types, mentioned: mentioned)
        }
        guard let current = versions["current"] else { return nil }
        self.init(module: String(moduleLine.dropFirst("module ".count)), current: current, previous: versions["previous"])
    }

    fileprivate static func number(_ line: Substring, _ prefix: String) -> UInt64? {
        guard line.hasPrefix(prefix) else { return nil }
        return UInt64(line.dropFirst(prefix.count), radix: 16)
    }

    private func hex(_ value: UInt64) -> String { String(value, radix: 16) }

    /// `Names… / mentions…`: names never contain a slash.
    private func entryFields(_ entry: Entry) -> String {
        (entry.names + ["/"] + entry.mentions).joined(separator: " ")
    }
}

/// The names a surface compares, from the types a manifest writes.
enum SurfaceNames {
    /// Every name in `type`: `Repository<User>` gives `Repository` and `User`.
    static func of(_ type: TypeSyntax) -> [String] {
        var names: [String] = []
        if case .nominal(let components) = type {
            names += components.map(\.name)
        }
        return names + type.children.flatMap(of)
    }

    /// What tells a registration apart, and names its accessor: its type's and tag's names and
    /// its name override.
    static func identity(of registration: Registration) -> [String] {
        of(registration.registeredType) + of(registration.writtenType) + (registration.tag.map(of) ?? [])
            + [registration.nameOverride].compactMap { $0 }
    }

    /// `names` without repeats, in order.
    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// Every name `files`' manifests mention: what a target's stamp keeps of its own manifests.
    static func mentioned(in files: [ParsedFile]) -> Set<String> {
        var names: Set<String> = []
        for manifest in files.flatMap(\.manifests) {
            names.formUnion(manifest.hubName.split(separator: ".").map(String.init))
            names.formUnion(manifest.imports.flatMap { $0.hubName.split(separator: ".").map(String.init) })
            names.formUnion(manifest.requirements.flatMap { of($0.type) + ($0.tag.map(of) ?? []) })
            names.formUnion(manifest.taskScopes.flatMap { of($0.scope) })
            names.formUnion(manifest.registrations.flatMap { identity(of: $0) + mentioned(by: $0) })
        }
        return names
    }

    /// What a registration names besides what tells it apart: its parameters' types and tags,
    /// and its scope.
    static func mentioned(by registration: Registration) -> [String] {
        registration.parameters.flatMap { of($0.type) + ($0.tag.map(of) ?? []) }
            + (registration.scope.map { of($0.type) } ?? [])
    }
}

extension Registration {
    /// The same registration with every position the same: what an importer may depend on.
    var withoutPositions: Registration {
        let nowhere = SourceLocation(path: "", line: 0, column: 0)
        return Registration(
            kind: kind, location: nowhere, hubName: hubName, registeredType: registeredType, writtenType: writtenType,
            registeredTypeLocation: nowhere, tag: tag, writtenTag: writtenTag, parameters: parameters.map { $0.located(at: nowhere) },
            factory: Factory(text: factory.text, location: nowhere, compoundNameBase: factory.compoundNameBase),
            nameOverride: nameOverride, scope: scope.map { Scope(type: $0.type, location: nowhere, isTask: $0.isTask) },
            declaredEffects: declaredEffects, effectsLocation: effectsLocation.map { _ in nowhere }, mustMockInTests: mustMockInTests,
            scopeEnd: scopeEnd.map { Factory(text: $0.text, location: nowhere, compoundNameBase: nil) }, condition: condition)
    }
}

extension TypeDeclaration {
    /// The same declaration at no position.
    var withoutPosition: TypeDeclaration {
        TypeDeclaration(
            qualifiedName: qualifiedName, kind: kind, declaredAccess: declaredAccess, extensionAccess: extensionAccess,
            enclosingTypeName: enclosingTypeName, attributes: attributes, isNonisolated: isNonisolated,
            inheritedNames: inheritedNames, isGeneric: isGeneric, location: SourceLocation(path: "", line: 0, column: 0))
    }
}
