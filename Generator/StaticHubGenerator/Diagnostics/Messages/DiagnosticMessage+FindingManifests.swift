/// The messages filed under "Finding manifests" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum FindingManifests {
        static func elementUnderCondition(_ element: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .elementUnderCondition,
                "'\(element)' cannot be in a manifest under '#if': the hub declares what it makes of it once, for every build; "
                    + "move it to a manifest outside the '#if' block"
            )
        }

        static func hubUnderCondition(_ hub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .hubUnderCondition,
                "'\(hub)' is declared under '#if', which the code generated for it cannot repeat; declare the hub outside the '#if' "
                    + "block (its manifests may be under '#if'), or this manifest is not read"
            )
        }

        static let manifestNotStatic = DiagnosticMessage(
            .manifestNotStatic,
            "a '[HubRegistration]' manifest must be a 'static' property of the hub type; this one is ignored"
        )

        static func manifestWithoutTypeAnnotation(_ name: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .manifestWithoutTypeAnnotation,
                "'\(name)' looks like a manifest but has no type annotation, so it is ignored; declare it 'static var \(name): [HubRegistration] { [ … ] }'"
            )
        }

        static func manifestIsVariable(_ name: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .manifestIsVariable,
                "a manifest must be a 'static var' whose getter is one array literal, or a 'static let'; the 'var' '\(name)' is ignored: "
                    + "declare it 'static var \(name): [HubRegistration] { [ … ] }'"
            )
        }

        static func manifestTooLong(_ name: String, registrations: Int, limit: Int) -> DiagnosticMessage {
            DiagnosticMessage(
                .manifestTooLong,
                "'\(name)' holds \(registrations) registrations in one array, which the compiler type-checks in time and memory that grow "
                    + "faster than its length (one of 2000 takes about 4 GB); split it into manifests of at most \(limit)"
            )
        }

        static let manifestNotArrayLiteral = DiagnosticMessage(
            .manifestNotArrayLiteral,
            "manifest is not an array literal; the generator reads registrations only from '[ … ]' and ignores this one"
        )
    }
}
