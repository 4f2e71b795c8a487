import StaticHubGenerator

/// The records a Factory migration's passes hand on: where the app registers again, what a
/// run-time configuration becomes, and the test and preview contexts of what moved.
extension FactoryMigration {
    struct Override {
        let sourceIndex: Int
        /// The registration's name token.
        let nameToken: Int
        /// The first token of the receiver (`Container` of `Container.shared.x`), or the
        /// name's when nothing precedes it (`x.register` in `autoRegister()`).
        let start: Int
        /// The closure's opening brace, or the `(` of `register(factory:)`.
        let argument: Int
        let inTests: Bool
        /// In `#Preview { … }` or a `PreviewProvider`'s `previews`.
        let inPreview: Bool
        /// In `autoRegister()`, which Factory calls when the container is first used: moved to
        /// a scope's start there, nothing would call it once nothing uses the container.
        let inAutoRegister: Bool

        /// Made for a test or a preview, not for the app's run.
        var isOverride: Bool { inTests || inPreview }
    }

    struct Configuration {
        enum Shape: Equatable {
            /// `using:` the initializer both closures call (`Backend.init(host:)`), with its inputs.
            case arguments(factory: String, inputs: [Input])
            /// The registration is the input.
            case value(Input)
        }

        /// A re-registration, and the values it passes: `startScope`'s arguments, one per input.
        struct Site {
            let override: Override
            let values: [String]
        }

        let shape: Shape
        let sites: [Site]

        var inputs: [Input] {
            switch shape {
            case .arguments(_, let inputs): inputs
            case .value(let input): [input]
            }
        }
    }

    struct Input: Equatable {
        /// `startScope`'s label: an initializer's argument label (the input's `name:`), or the
        /// registration's accessor without `resolve`.
        let label: String
        /// As a manifest spells it: `String`, `URL?`, `(any Loader)`.
        let type: String
        /// What the original registration made, the input's `default:`; nil for none (the
        /// original stopped the process: `fatalError("configure first")`).
        let original: String?
    }

    struct ContextDefault {
        enum Context { case test, preview }

        let context: Context
        /// The registration's property name.
        let name: String
        /// The registered type, as a manifest spells it.
        let type: String
        /// The tag a second registration of the type got.
        let tag: String?
        /// The mock's closure as written: `{ MockAnalytics() }`.
        let closure: String
        let location: SourceLocation

        /// `mocks.mock((any Analytics).self) { MockAnalytics() }`, in a `testDefaults`.
        var mockCall: String {
            "mocks.mock(\(type).self\(tag.map { ", tag: \($0).self" } ?? "")) \(closure)"
        }
    }
}
