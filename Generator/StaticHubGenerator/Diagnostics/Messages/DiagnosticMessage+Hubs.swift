/// The messages filed under "Hubs" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum Hubs {
        static func hubNotFound(_ hub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .hubNotFound,
                "cannot find the declaration of hub '\(hub)' in this target's sources; declare the hub type in the same target as its manifests"
            )
        }

        static func hubNotExtendable(_ hub: String, access: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .hubNotExtendable, "hub '\(hub)' is \(access); generated code lives in another file, so a hub must be at least internal")
        }

        static func typeNotVisibleToGeneratedCode(_ type: String, access: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .typeNotVisibleToGeneratedCode,
                "'\(type)' is \(access), but the code generated for this registration lives in another file of the module; make '\(type)' at least internal"
            )
        }

        static func genericHub(_ hub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .genericHub, "hub '\(hub)' is generic; a hub stores its singletons in static properties, which generic types cannot have")
        }

        static func hubIsProtocol(_ hub: String) -> DiagnosticMessage {
            DiagnosticMessage(.hubIsProtocol, "hub '\(hub)' is a protocol; a hub must be an enum, struct, class or actor")
        }
    }
}
