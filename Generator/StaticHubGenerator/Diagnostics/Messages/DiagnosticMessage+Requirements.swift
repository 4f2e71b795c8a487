/// The messages filed under "Requirements" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum Requirements {
        static let unexpectedRequirementArgument = DiagnosticMessage(
            .unexpectedRequirementArgument,
            "'HubRequirement' takes the required type and an optional 'tag:', such as 'HubRequirement((any Clock).self)'"
        )

        static func requirementAlsoRegistered(_ type: String, hub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .requirementAlsoRegistered,
                "hub '\(hub)' both requires and registers '\(type)'; remove the 'HubRequirement', or the registration to let importers provide it"
            )
        }

        static func requirementImported(_ type: String, hub: String, importedHub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .requirementAlsoRegistered,
                "hub '\(hub)' requires '\(type)', which its import of '\(importedHub)' already provides; remove the 'HubRequirement', or the import"
            )
        }

        static func requirementNotNeeded(_ type: String, hub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .requirementNotNeeded,
                "no registration of hub '\(hub)' depends on '\(type)', so no importer needs to provide it; remove this 'HubRequirement'")
        }

        static func requirementNotProvided(_ type: String, hub: String, requiredBy: String, dependents: [String], arguments: String)
            -> DiagnosticMessage
        {
            let needing = dependents.map { "'\($0)'" }.joined(separator: ", ")
            return DiagnosticMessage(
                .requirementNotProvided,
                "hub '\(requiredBy)' requires '\(type)' (for \(needing)), which hub '\(hub)' does not provide: register it, import a hub that "
                    + "registers it, or pass it on with 'HubRequirement(\(arguments))'"
            )
        }

        static func openCollectionElement(_ type: String, requirement: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .openCollectionElement,
                "a 'CollectionRegister' element of '\(type)' cannot depend on the requirement '\(requirement)': its collection is composed by "
                    + "the declaring hub; register the element in the hubs that import it"
            )
        }
    }
}
