/// Renders one hub: its extension (every registration's accessor, the overload buckets'
/// protocols, and the debug-only mock support), then the buckets' extensions that hold the
/// overloaded names, and the conformances that give them to the hub.
///
/// Why buckets: Swift checks every declaration against all others of the same name in its
/// type, so N overloads of `resolve` directly on a hub take time quadratic in N to
/// type-check (about 10 s at 2,000 registrations). In a protocol extension they are only
/// checked against their own bucket's; but every name lookup inside the hub then looks into
/// each adopted protocol, so one protocol per registration is worse again. About √N buckets
/// of about √N registrations keep both costs small (about 1.4 s at 2,000 in the same test).
/// On a whole generated hub of 1,000 registrations, buckets of √N took fewer instructions
/// than of √N/2, 2√N or 3√N (callgrind), and than bucket protocols that inherit one
/// protocol declaring the accessors as requirements. The accessors stay in the hub's own
/// extension, where the manifest's factory expressions see the hub's members: moved to a
/// protocol extension, whose lookups skip the buckets, they saved only 3%.
struct HubRenderer {
    let hub: HubModel

    private var access: String { hub.access.memberModifier }

    /// One overload bucket: its number (in its protocol's name) and its registrations, in
    /// manifest order.
    private struct Bucket {
        var number: Int
        var members: [RegistrationRenderer]
    }

    /// Registrations split into about √N buckets by a stable hash of their identity, so that
    /// adding a registration moves no other one between buckets (a committed file's diff
    /// stays small). The count is the power of two nearest √N, so it changes only when N
    /// passes 2, 8, 32, 128, 512, 2,048 or 8,192; empty buckets get no protocol.
    private var buckets: [Bucket] {
        guard !hub.registrations.isEmpty else { return [] }
        var count = 1
        while 2 * count * count < hub.registrations.count { count *= 2 }
        var members = Array(repeating: [RegistrationRenderer](), count: count)
        for wired in hub.registrations {
            let number = Int(StableHash.fnv1a(wired.registration.identity.description) % UInt64(count))
            members[number].append(RegistrationRenderer(hub: hub, wired: wired))
        }
        return members.enumerated().compactMap { number, members in
            members.isEmpty ? nil : Bucket(number: number, members: members)
        }
    }

    private func bucketProtocol(_ index: Int) -> String { "_Overloads\(index)" }
    /// The `Mocks` builder's own buckets: in the hub's, its `mock` overloads would also be
    /// checked against the hub's global ones, which share their name.
    private func mockBucketProtocol(_ index: Int) -> String { "_MockOverloads\(index)" }

    func render(into writer: inout SwiftWriter) {
        let buckets = buckets
        renderHubExtension(buckets, into: &writer)
        renderOverloadBuckets(buckets, into: &writer)
        writer.line()
        writer.conditional(GeneratedCode.debugCondition) { writer in
            renderMockBuckets(buckets, into: &writer)
        }
    }

    /// The hub's own extension: every registration's accessor and what it needs, the bucket
    /// protocols, and the debug-only mock registry, `Mocks` builder and scopes.
    private func renderHubExtension(_ buckets: [Bucket], into writer: inout SwiftWriter) {
        writer.block("extension \(hub.name)") { writer in
            for (index, wired) in hub.registrations.enumerated() {
                if index > 0 { writer.line() }
                RegistrationRenderer(hub: hub, wired: wired).renderMembers(into: &writer)
            }
            if !buckets.isEmpty {
                writer.line()
                writer.line("// The overloaded names live in these protocols' extensions (see the end of this file).")
                for bucket in buckets {
                    writer.line("\(access)protocol \(bucketProtocol(bucket.number)) {}")
                }
            }
            writer.line()
            writer.conditional(GeneratedCode.debugCondition) { writer in
                writer.line("// MARK: Mocks")
                writer.line()
                renderMockSupport(into: &writer)
                if !buckets.isEmpty {
                    writer.line()
                    writer.line("// The scoped `mock` overloads live in these protocols' extensions.")
                    for bucket in buckets {
                        writer.line("\(access)protocol \(mockBucketProtocol(bucket.number)) {}")
                    }
                }
            }
        }
    }

    /// The conformances to the bucket protocols, and their extensions with `resolve` and `factory(of:)`.
    private func renderOverloadBuckets(_ buckets: [Bucket], into writer: inout SwiftWriter) {
        guard !buckets.isEmpty else { return }
        let protocols = buckets.map { "\(hub.name).\(bucketProtocol($0.number))" }.joined(separator: ", ")
        writer.line()
        writer.line("extension \(hub.name): \(protocols) {}")
        for bucket in buckets {
            writer.line()
            writer.block("extension \(hub.name).\(bucketProtocol(bucket.number)) where Self == \(hub.name)") { writer in
                for renderer in bucket.members { renderer.renderOverloads(into: &writer) }
            }
        }
    }

    /// Debug only: the `HubMocking` conformance, the global `mock` overloads in the hub's
    /// buckets, and the scoped ones in the `Mocks` builder's.
    private func renderMockBuckets(_ buckets: [Bucket], into writer: inout SwiftWriter) {
        // An isolated hub's `withMocks` runs on its actor, which `HubMocking` cannot express;
        // its own protocol lets the test trait say so.
        let mockingProtocol = hub.globalActor == nil ? GeneratedCode.mockingProtocol : GeneratedCode.globalActorMockingProtocol
        writer.line("extension \(hub.name): \(mockingProtocol) {}")
        guard !buckets.isEmpty else { return }
        // One debug-only block for all global mocks: the compiler evaluates each `#if`
        // separately, and one per registration cost 3% of a large hub's type-check.
        for bucket in buckets {
            writer.line()
            writer.block("extension \(hub.name).\(bucketProtocol(bucket.number)) where Self == \(hub.name)") { writer in
                for renderer in bucket.members { renderer.renderGlobalMock(into: &writer) }
            }
        }
        writer.line()
        let builder = "\(hub.name).\(GeneratedCode.mocksBuilder)"
        let mockProtocols = buckets.map { "\(hub.name).\(mockBucketProtocol($0.number))" }.joined(separator: ", ")
        writer.line("extension \(builder): \(mockProtocols) {}")
        for bucket in buckets {
            writer.line()
            writer.block("extension \(hub.name).\(mockBucketProtocol(bucket.number)) where Self == \(builder)") { writer in
                for renderer in bucket.members { renderer.renderScopedMock(into: &writer) }
            }
        }
    }

    private func renderMockSupport(into writer: inout SwiftWriter) {
        let registry = GeneratedCode.mockRegistry
        let builder = GeneratedCode.mocksBuilder
        // fileprivate: the buckets' extensions in this file set global mocks.
        var importedHubs: [String] = []
        for case let source? in hub.registrations.map(\.importedFrom) where !importedHubs.contains(source.hubName) {
            importedHubs.append(source.hubName)
        }
        let imported = importedHubs.isEmpty ? "" : ", importedHubs: [" + importedHubs.map { $0 + ".self" }.joined(separator: ", ") + "]"
        writer.line("fileprivate static let \(registry) = \(GeneratedCode.mockRegistryType)(hub: \(hub.name).self\(imported))")
        writer.line()
        writer.line("/// The mocks a `withMocks` scope installs: one `mock` function per registration.")
        writer.block("\(access)struct \(builder)") { writer in
            writer.line("fileprivate var overrides = \(GeneratedCode.mockOverridesType)()")
            writer.line()
            writer.line("fileprivate init() {}")
        }
        writer.line()
        let scopeBody: [Statement] = [
            .line("var mocks = \(builder)()"),
            .line("configure(&mocks)"),
        ]
        let configure = FunctionDeclaration.Parameter(label: "_", name: "configure", type: "(inout \(builder)) -> Void")
        var withMocks = FunctionDeclaration(
            documentation: [
                "Runs `operation` with the mocks `configure` sets, for this task and its child tasks only.",
                "Scopes nest (the inner one wins) and win over global mocks; they end with `operation`.",
            ],
            attributes: ["@discardableResult"],
            accessModifier: access,
            name: "withMocks",
            genericParameters: ["Result"],
            parameters: [configure, .init(label: "operation", type: "() throws -> Result")],
            effects: Effects(throwing: .rethrowing),
            result: "Result",
            body: scopeBody + [.line("return try \(registry).withScope(mocks.overrides, operation)")]
        )
        writer.write(withMocks)
        writer.line()
        let asyncOperation = FunctionDeclaration.Parameter(label: "operation", type: "() async throws -> Result")
        if hub.globalActor == nil {
            // `withMocks` itself comes from `HubMocking`, which supplies the caller's isolation.
            writer.write(FunctionDeclaration(
                documentation: ["The scope behind `withMocks(_:isolation:operation:)`; call that instead."],
                accessModifier: access,
                name: "_withMocks",
                genericParameters: ["Result"],
                parameters: [configure, .init(label: "isolation", type: "isolated (any Actor)?"), asyncOperation],
                effects: Effects(isAsync: true, throwing: .rethrowing),
                result: "Result",
                body: scopeBody + [.line("return try await \(registry).withScope(mocks.overrides, isolation: isolation, operation)")]
            ))
        } else {
            withMocks.documentation = ["Runs `operation` on the hub's actor with the mocks `configure` sets, for this task and its child tasks only."]
            withMocks.parameters[1] = asyncOperation
            withMocks.effects.isAsync = true
            withMocks.body = scopeBody + [.line("return try await \(registry).withScope(mocks.overrides, operation)")]
            writer.write(withMocks)
        }
        writer.line()
        writer.write(FunctionDeclaration(
            documentation: ["Removes every mock set with `mock(_:…)`, restoring the real registrations."],
            accessModifier: access,
            name: "resetMocks",
            body: [.line("\(registry).resetGlobals()")]
        ))
    }
}
