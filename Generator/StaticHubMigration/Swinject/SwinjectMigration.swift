import StaticHubGenerator

/// Moves Swinject (with SwinjectAutoregistration) registrations to manifests and its resolves
/// to the hub; removes the lines that only build the container. Read (`SwinjectReader`), plan
/// (`SwinjectPlanner` → `SwinjectPlan`), then the rewriters in order, each given the plan and
/// what the passes before it claimed, each returning its edits and messages
/// (`SwinjectManifestWriter`, `SwinjectCallSiteRewriter`, `SwinjectForwarderWriter`,
/// `SwinjectAssemblyRemover`).
enum SwinjectMigration {
    static func run(
        _ sources: [SwiftSource], _ types: TypeDirectory, hub: String, hubIsMainActor: Bool, hubIsInApp: Bool
    ) -> StyleFindings {
        let reader = SwinjectReader(sources, types)
        let input = SwinjectInput(sources: sources, types: types, hub: hub, hubIsInApp: hubIsInApp)
        let planned = SwinjectPlanner.plan(reader, input, hubIsMainActor: hubIsMainActor)
        var findings = planned.findings
        let manifests = SwinjectManifestWriter.write(planned.plan, after: planned.claimed)
        findings.merge(manifests.findings)
        let callSites = SwinjectCallSiteRewriter.rewrite(planned.plan, reader, after: findings, claimed: manifests.claimed)
        findings.merge(callSites.findings)
        findings.merge(SwinjectForwarderWriter.write(planned.plan, after: findings.edits))
        findings.merge(SwinjectAssemblyRemover.remove(planned.plan, after: findings.edits))
        findings.markers = planned.plan.markers
        return findings
    }
}
