import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// There is no SwiftUI here, so `StaticHubPreviews` (all of it behind `#if canImport(SwiftUI)`)
/// is compiled against a stand-in module declaring the SwiftUI API it uses
/// (`Tests/SwiftUIStandIn`), and a preview's `.hubMocks` trait is type-checked on generated hubs
/// of both kinds the trait takes. What SwiftUI does with a preview is not verified here; the
/// defaults' installation in a preview process is, by `.ci/xcode-template-check`.
@Suite("The preview trait")
struct PreviewTraitTests {
    private static let manifest = """
        final class Store {}
        struct Clock: Sendable { let time: String }
        enum LibraryHub {
            static let manifest: [HubRegistration] = [
                AutoRegister(Clock.self, using: { Clock(time: "09:41") }),
            ]
        }
        @MainActor enum ScreenHub {
            static let manifest: [HubRegistration] = [
                SingletonRegister(Store.self, using: Store.init),
            ]
        }
        """

    private static let previews = """
        import StaticHubPreviews
        import SwiftUI

        @available(macOS 15.0, iOS 18.0, *)
        @MainActor func previewTraits() -> [PreviewTrait<Preview.ViewTraits>] {
            [
                .hubMocks(LibraryHub.self) { $0.mock(Clock.self, singleton: Clock(time: "12:00")) },
                .hubMocks(ScreenHub.self) { mocks in
                    let store = Store()
                    mocks.mock(Store.self, singleton: store)
                },
            ]
        }
        """

    @Test("A preview's '.hubMocks' takes a nonisolated and a main-actor hub, with main-actor builders")
    func typechecks() throws {
        let outcome = try typecheckPreviews(standIn: try String(contentsOf: Self.standInFile, encoding: .utf8))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test("The preview code is really compiled: without the API it uses, the stand-in fails it")
    func standInIsUsed() throws {
        let standIn = try String(contentsOf: Self.standInFile, encoding: .utf8)
        let withoutModifier = standIn.replacingOccurrences(of: "public static func modifier(", with: "public static func other(")
        #expect(withoutModifier != standIn)
        let outcome = try typecheckPreviews(standIn: withoutModifier)
        #expect(outcome.status != 0)
        #expect(outcome.output.contains("has no member 'modifier'"), "\(outcome.output)")
    }

    private static let standInFile = Fixtures.packageDirectory.appendingPathComponent("Tests/SwiftUIStandIn/SwiftUI.swift")

    /// Builds the stand-in SwiftUI and `StaticHubPreviews` over it, then type-checks the
    /// manifest, its generated hubs and the previews' traits in debug.
    private func typecheckPreviews(standIn: String) throws -> Toolchain.Outcome {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let standInSource = directory.appendingPathComponent("SwiftUI.swift")
        try standIn.write(to: standInSource, atomically: true, encoding: .utf8)
        let swiftUI = try Toolchain.emitModule(
            "SwiftUI", files: [standInSource.path], into: directory, swiftVersion: 6, debug: true)
        try #require(swiftUI.status == 0, "\(swiftUI.output)")
        let previewSources = try Fixtures.swiftFiles(in: Fixtures.packageDirectory.appendingPathComponent("Sources/StaticHubPreviews"))
        let previewsModule = try Toolchain.emitModule(
            "StaticHubPreviews", files: previewSources.map(\.path), into: directory, swiftVersion: 6, debug: true)
        if previewsModule.status != 0 { return previewsModule }

        let generated = try #require(generate(Self.manifest).output)
        var files: [String] = []
        for (name, text) in [
            ("Manifest.swift", "import StaticHub\n" + Self.manifest), ("Generated.swift", generated), ("Previews.swift", Self.previews)
        ] {
            let file = directory.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        return try Toolchain.typecheck(files, swiftVersion: 6, modules: directory)
    }
}
