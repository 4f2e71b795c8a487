import StaticHubGenerator

/// Moves Factory (FactoryKit 2.x) registrations to manifests and its call sites to the hub:
/// read (`FactoryReader`, `FactoryContext`), plan (`FactoryConfigurationReader`, then
/// `FactoryPlanner` → `FactoryPlan`), then the rewriters in order, each given the plan and
/// the ranges claimed before it, each returning its edits and messages
/// (`FactoryOverrideRewriter`, `FactoryCallSiteRewriter`, `FactoryManifestWriter`).
enum FactoryMigration {
    static func run(
        _ sources: [SwiftSource], _ types: TypeDirectory, hub: String, hubIsMainActor: Bool, hubIsInApp: Bool, testFiles: Set<String>
    ) -> StyleFindings {
        let reader = FactoryReader(sources, types)
        let context = FactoryContext(
            reader, sources, types, hub: hub, hubIsMainActor: hubIsMainActor, hubIsInApp: hubIsInApp, testFiles: testFiles)
        let configured = FactoryConfigurationReader.read(reader, in: context)
        let planned = FactoryPlanner.plan(
            reader, in: context, overrides: configured.overrides, configurations: configured.configurations,
            staying: configured.staying.merging(reader.namesDeclaredMoreThanOnce) { first, _ in first })
        let overrides = FactoryOverrideRewriter.rewrite(planned.plan, after: planned.claimed)
        let callSites = FactoryCallSiteRewriter.rewrite(planned.plan, after: overrides.claimed)
        var findings = planned.findings
        findings.merge(overrides.findings)
        findings.merge(callSites.findings)
        findings.merge(FactoryManifestWriter.write(planned.plan, reader, after: findings.edits, claimed: callSites.claimed))
        findings.markers = planned.plan.markers
        return findings
    }
}
