/// The messages filed under "The graph" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum Graph {
        static func collectionTakenAsSingle(_ required: String, hub: String, imported: [String] = [], parameter: String)
            -> DiagnosticMessage
        {
            DiagnosticMessage(
                .collectionTakenAsSingle,
                "no registration in \(searched(hub, imported: imported)) provides one '\(required)'; "
                    + "it is registered with 'CollectionRegister', so take every element as '.collection(\(parameter))'"
            )
        }

        static func collectionAccessorNameClash(_ name: String, collection: String, other: String, otherIsCollection: Bool)
            -> DiagnosticMessage
        {
            let fix = otherIsCollection ? "register one of them under a 'tag:'" : "give '\(other)' a 'name:' argument"
            let otherDescription = otherIsCollection ? "the collection of '\(other)'" : "'\(other)'"
            return DiagnosticMessage(
                .accessorNameClash, "the collection of '\(collection)' and \(otherDescription) would both generate '\(name)()'; \(fix)")
        }

        static func duplicateRegistration(_ type: String, hub: String) -> DiagnosticMessage {
            DiagnosticMessage(.duplicateRegistration, "'\(type)' is registered twice in hub '\(hub)'")
        }

        /// A registration of the type in another branch of an `#if`, which would change what the
        /// generated signatures or dependents are between builds.
        static func alternativeDiffers(_ type: String, difference: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .alternativeDiffers,
                "'\(type)' is registered in another branch of an '#if' too, and \(difference); registrations of one type in "
                    + "different branches differ only in their factory and what it resolves"
            )
        }

        /// `dependentCondition` is nil for a dependent of every build.
        static func dependencyUnderCondition(_ required: String, condition: String, dependent: String, dependentCondition: String?)
            -> DiagnosticMessage
        {
            let builds = dependentCondition.map { "builds where '\($0)' holds" } ?? "every build"
            return DiagnosticMessage(
                .dependencyUnderCondition,
                "'\(dependent)' depends on '\(required)', which is registered only under '#if \(condition)', but '\(dependent)' is in "
                    + "\(builds); register '\(dependent)' under the same '#if', or '\(required)' outside it"
            )
        }

        static func registeredUnderCondition(_ type: String, condition: String) -> DiagnosticMessage {
            DiagnosticMessage(.registeredUnderCondition, "'\(type)' is registered under '#if \(condition)' here")
        }

        static func conditionalRegistrationInImportableHub(_ type: String, hub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .conditionalRegistrationInImportableHub,
                "'\(type)' is registered under '#if' in hub '\(hub)', which other hubs can import, and they would not know the condition; "
                    + "register it in a hub no other hub imports, or outside the '#if' block"
            )
        }

        static func previousRegistration(_ type: String) -> DiagnosticMessage {
            DiagnosticMessage(.previousRegistration, "'\(type)' was first registered here")
        }

        static func accessorNameClash(_ name: String, _ first: String, _ second: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .accessorNameClash, "'\(second)' and '\(first)' would both generate '\(name)()'; give one of them a 'name:' argument")
        }

        static func clashingRegistration(_ type: String) -> DiagnosticMessage {
            DiagnosticMessage(.clashingRegistration, "'\(type)' is registered here")
        }

        /// `hub 'App'`, or `hub 'App' or the hubs it imports ('Network', 'Core')`: every hub a
        /// missing dependency was looked for in.
        static func searched(_ hub: String, imported: [String]) -> String {
            guard !imported.isEmpty else { return "hub '\(hub)'" }
            return "hub '\(hub)' or the hubs it imports (" + imported.map { "'\($0)'" }.joined(separator: ", ") + ")"
        }

        static func missingDependency(_ type: String, hub: String, imported: [String] = []) -> DiagnosticMessage {
            DiagnosticMessage(.missingDependency, "no registration in \(searched(hub, imported: imported)) provides '\(type)'")
        }

        static func missingImport(_ type: String, hub: String, imported: [String], providingHub: String, module: String)
            -> DiagnosticMessage
        {
            DiagnosticMessage(
                .missingDependency,
                "no registration in \(searched(hub, imported: imported)) provides '\(type)'; hub '\(providingHub)' of module '\(module)' "
                    + "registers it: add 'HubImport(\(providingHub).self)' to a manifest of '\(hub)'"
            )
        }

        static func missingDependency(_ type: String, hub: String, imported: [String] = [], didYouMean candidate: String)
            -> DiagnosticMessage
        {
            DiagnosticMessage(
                .missingDependency,
                "no registration in \(searched(hub, imported: imported)) provides '\(type)'; did you mean '\(candidate)'?")
        }

        static func missingTag(_ required: String, hub: String, imported: [String] = [], type: String, registeredTags: [String])
            -> DiagnosticMessage
        {
            let tags =
                registeredTags.count == 1
                ? registeredTags[0] : registeredTags.dropLast().joined(separator: ", ") + " and " + registeredTags.last!
            return DiagnosticMessage(
                .missingDependency,
                "no registration in \(searched(hub, imported: imported)) provides '\(required)'; '\(type)' is registered with \(tags)")
        }

        static func missingRuntimeValue(_ type: String, hub: String, imported: [String] = []) -> DiagnosticMessage {
            DiagnosticMessage(
                .missingRuntimeValue,
                "no registration in \(searched(hub, imported: imported)) provides '\(type)'; if callers pass it at run time, "
                    + "declare it with '.explicit(\(type).self)' in a 'Register'"
            )
        }

        static func dependencyNeedsArguments(_ type: String, dependent: String, arguments: [String]) -> DiagnosticMessage {
            DiagnosticMessage(
                .dependencyNeedsArguments,
                "'\(dependent)' cannot resolve '\(type)', whose registration needs explicit arguments "
                    + "(\(arguments.joined(separator: ", "))) that only a caller can pass; declare '\(type)' with "
                    + "'.explicit(…)' in a 'Register' so callers pass it, or make those arguments '.resolved'"
            )
        }

        static func registeredWithExplicitArguments(_ type: String) -> DiagnosticMessage {
            DiagnosticMessage(.registeredWithExplicitArguments, "'\(type)' is registered here with explicit parameters")
        }

        static func dependencyCycle(_ path: [String], breakWith arguments: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .dependencyCycle,
                "dependency cycle: " + path.joined(separator: " → ")
                    + "; to break it, take one of these dependencies as a provider, such as '.provider(\(arguments))', which resolves on 'make()'"
            )
        }

        static func cycleEdge(_ from: String, _ to: String) -> DiagnosticMessage {
            DiagnosticMessage(.cycleEdge, "'\(from)' depends on '\(to)' here")
        }
    }
}
