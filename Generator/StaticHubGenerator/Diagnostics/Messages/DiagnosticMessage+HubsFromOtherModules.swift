/// The messages filed under "Hubs from other modules" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum HubsFromOtherModules {
        static let expectedImportedHub = DiagnosticMessage(
            .expectedImportedHub, "'HubImport' takes one hub type, written as 'SomeHub.self'")

        static func importedHubNotFound(_ hub: String, searched modules: [String]) -> DiagnosticMessage {
            let searched =
                modules.isEmpty
                ? "this target has no dependency modules the build plugin could read"
                : "searched this target and its dependencies " + modules.map { "'\($0)'" }.joined(separator: ", ")
            return DiagnosticMessage(
                .importedHubNotFound,
                "no hub named '\(hub)' has a manifest in this target or its dependencies (\(searched)); "
                    + "check the name, and that the hub's module is a dependency of this target and declares a '[HubRegistration]' manifest"
            )
        }

        static func importedHubNotPublic(_ hub: String, module: String, access: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .importedHubNotPublic, "hub '\(hub)' of module '\(module)' is \(access); declare it 'public' so other modules can import it"
            )
        }

        static func importedRegistrationNotPublic(_ type: String, hub: String, module: String, culprit: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .importedRegistrationNotPublic,
                "the imported hub '\(hub)' registers '\(type)', but not publicly: '\(culprit)' is internal to module '\(module)'; "
                    + "make '\(culprit)' public to resolve it from other modules"
            )
        }

        static func duplicatesImportedRegistration(_ type: String, hub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .duplicatesImportedRegistration,
                "'\(type)' is already provided by the imported hub '\(hub)'; remove this registration, or the import")
        }

        static func importedRegistration(_ type: String, hub: String) -> DiagnosticMessage {
            DiagnosticMessage(.importedRegistration, "hub '\(hub)' registers '\(type)' here")
        }

        static func importedRegistrationConflict(_ type: String, first: String, second: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .importedRegistrationConflict,
                "hubs '\(first)' and '\(second)' both register '\(type)', so importing both would provide it twice; import one of them, or remove one registration"
            )
        }

        static func hubImportCycle(_ path: [String]) -> DiagnosticMessage {
            DiagnosticMessage(
                .hubImportCycle,
                "hubs import each other in a cycle: " + path.joined(separator: " → ") + "; a hub cannot provide what it imports from itself"
            )
        }
    }
}
