/// How the summaries of the modules a target depends on changed since its last run, told from
/// their surfaces (`ModuleSurface`) without decoding one: an importer whose dependencies only
/// gained or lost registrations and types that nothing it reaches names writes what it wrote.
///
/// Such a registration changes nothing an importer generates: the importer names the hubs it
/// imports, not their registrations (`ImportedHub.adoptsThroughReach`); no registration
/// resolves it, so no effect, isolation or cycle moves; and no other registration has its
/// type or tag, so no check finds a duplicate. Names are compared whole and case-blind, so
/// the test errs toward running again.
public enum DependencyChange: Equatable, Sendable {
    /// Every summary is the one the last run read.
    case unchanged
    /// Only registrations and types nothing else names came, went or changed.
    case unused
    /// Something the target's output may depend on changed: run again.
    case relevant

    /// `recorded`: the digest of each module's summary as the last run read it; `surfaces`: the
    /// text of each module's surface file now; `named`: the names the target's own manifests
    /// mention, nil when the last run's output depends on more of its imports (it names their
    /// hubs' buckets, see `ImportedHub.adoptsThroughReach`). Only a changed module's surface is
    /// read whole.
    public static func between(recorded: [String: UInt64], surfaces: [String], named: Set<String>?) -> DependencyChange {
        let glances = surfaces.compactMap(ModuleSurface.Glance.init)
        guard glances.count == surfaces.count, recorded.count == glances.count, glances.allSatisfy({ recorded[$0.module] != nil })
        else { return .relevant }
        let changed = surfaces.indices.filter { glances[$0].summary != recorded[glances[$0].module] }
        guard !changed.isEmpty else { return .unchanged }
        guard let named else { return .relevant }
        var others = Set(named.map { $0.lowercased() })
        for (index, glance) in glances.enumerated() where !changed.contains(index) {
            others.formUnion(glance.names.map { $0.lowercased() })
        }
        var changedNames: Set<String> = []
        for index in changed {
            guard let surface = ModuleSurface(text: surfaces[index]) else { return .relevant }
            let current = surface.current
            guard let previous = surface.previous, previous.summary == recorded[surface.module],
                previous.structure == current.structure, !previous.hasRequirements, !current.hasRequirements
            else { return .relevant }
            others.formUnion(current.mentioned.map { $0.lowercased() })
            // A type's declaration matters to the registrations that name it: a type that is
            // kept names nothing new.
            let (kept, differing) = split(current.registrations, against: previous.registrations)
            for entry in kept {
                others.formUnion((entry.names + entry.mentions).map { $0.lowercased() })
            }
            for entry in differing + split(current.types, against: previous.types).differing {
                changedNames.formUnion(entry.names.map { $0.lowercased() })
            }
        }
        return changedNames.isDisjoint(with: others) ? .unused : .relevant
    }

    /// `between(recorded:surfaces:named:)` with the surfaces as values.
    static func between(recorded: [String: UInt64], surfaces: [ModuleSurface], named: Set<String>?) -> DependencyChange {
        between(recorded: recorded, surfaces: surfaces.map(\.text), named: named)
    }

    /// The entries of `after` that `before` also has (as many times as it has them), and every
    /// entry that only one of the two has.
    private static func split(
        _ after: [ModuleSurface.Entry], against before: [ModuleSurface.Entry]
    ) -> (kept: [ModuleSurface.Entry], differing: [ModuleSurface.Entry]) {
        var counts: [UInt64: Int] = [:]
        for entry in before { counts[entry.digest, default: 0] += 1 }
        var kept: [ModuleSurface.Entry] = []
        var differing: [ModuleSurface.Entry] = []
        for entry in after {
            if let count = counts[entry.digest], count > 0 {
                counts[entry.digest] = count - 1
                kept.append(entry)
            } else {
                differing.append(entry)
            }
        }
        let gone = Dictionary(grouping: before, by: \.digest)
        for (digest, count) in counts where count > 0 {
            differing += gone[digest]!.prefix(count)
        }
        return (kept, differing)
    }
}
