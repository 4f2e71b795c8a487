import Testing

@testable import StaticHubGenerator

/// The layout stage alone: the wired model in, each hub's overload buckets and each manifest
/// file's share of registrations and buckets out.
@Suite("Stage: layout")
struct LayoutStageTests {
    private func layout(_ files: [(path: String, text: String)]) -> GenerationLayout {
        GenerationLayout(StageText.wired(files).model)
    }

    /// `Hub.swift: Clock, Store | buckets Hub_0`: a file's registrations by slot, then its buckets.
    private func shares(of hub: HubLayout) -> [String] {
        hub.byFile.keys.sorted().map { path in
            let share = hub.byFile[path]!
            let names = share.slots.map { hub.registrations[$0].plainName }
            return "\(path): " + names.joined(separator: ", ") + " | buckets " + share.buckets.map(\.name).joined(separator: ", ")
        }
    }

    @Test("Each manifest file holds its own registrations and buckets, named after the file")
    func sharesFollowManifestFiles() {
        let layout = layout([
            (
                "Hub.swift",
                """
                enum Hub {}
                extension Hub {
                    static var core: [HubRegistration] { [
                        SingletonRegister(Clock.self, using: Clock.init),
                        AutoRegister(Store.self, parameterTypes: Clock.self, using: Store.init),
                    ] }
                }
                """
            ),
            (
                "Features/Settings.swift",
                """
                extension Hub {
                    static var settings: [HubRegistration] { [
                        AutoRegister(SettingsScreen.self, parameterTypes: Store.self, using: SettingsScreen.init),
                    ] }
                }
                """
            )
        ])
        let hub = layout.hubs[0]
        // Slots follow manifest order, which reads files in path order.
        #expect(hub.registrations.map(\.plainName) == ["SettingsScreen", "Clock", "Store"])
        #expect(
            shares(of: hub) == ["Features/Settings.swift: SettingsScreen | buckets Settings_0", "Hub.swift: Clock, Store | buckets Hub_0"])
        #expect(hub.buckets.map { "\($0.name): \($0.slots)" } == ["Settings_0: [0]", "Hub_0: [1, 2]"])
        #expect(hub.share(of: ["Hub.swift"]).slots == [1, 2])
        #expect(hub.whole.slots == [0, 1, 2])
    }

    @Test("Past 64 registrations a file's overloads spread over more buckets, and a file without registrations has an empty share")
    func largeFilesSplitIntoBuckets() {
        let registrations = (0..<65).map { "        AutoRegister(T\($0).self, using: T\($0).init)," }.joined(separator: "\n")
        let layout = layout([
            ("Big.swift", "enum Hub {}\nextension Hub {\n    static var all: [HubRegistration] { [\n\(registrations)\n    ] }\n}\n")
        ])
        let hub = layout.hubs[0]
        #expect(Set(hub.buckets.map(\.name)) == ["Big_0", "Big_1"])
        #expect(hub.buckets.map(\.slots.count).reduce(0, +) == 65)
        #expect(hub.byFile["Elsewhere.swift"] == nil)
        #expect(hub.share(of: ["Elsewhere.swift"]).slots.isEmpty)
    }
}
