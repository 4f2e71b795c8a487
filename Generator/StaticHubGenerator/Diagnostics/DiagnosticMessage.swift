/// Every message the generator can print, in one place: lowercase, compiler style.
struct DiagnosticMessage: Hashable, Sendable {
    let text: String

    private init(_ text: String) {
        self.text = text
    }

    // MARK: Reading files

    static func unreadableFile(_ reason: String) -> Self {
        Self("cannot read file: \(reason)")
    }

    static let invalidUTF8 = Self("file is not valid UTF-8 text")

    // MARK: Lexing

    static let unterminatedString = Self("unterminated string literal")
    static let unterminatedBlockComment = Self("unterminated '/*' comment")
    static let nestingTooDeep = Self("string interpolations are nested too deeply to read")

    static func unmatchedOpening(_ opening: String, expected closing: String) -> Self {
        Self("'\(opening)' is never closed; expected '\(closing)'")
    }

    static func unmatchedClosing(_ closing: String) -> Self {
        Self("unexpected '\(closing)' without a matching opening bracket")
    }

    // MARK: Reading manifests

    static let expectedRegistration = Self(
        "expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"
    )

    static func unknownRegistrationKind(_ name: String) -> Self {
        Self(
            "unknown registration kind '\(name)'; expected one of "
                + RegistrationKind.allCases.map(\.rawValue).joined(separator: ", ")
        )
    }

    static func expectedRegisteredType(_ kind: String) -> Self {
        Self("'\(kind)' needs the registered type first, written as 'SomeType.self'")
    }

    static func unknownArgument(_ label: String, _ kind: String) -> Self {
        Self("'\(kind)' has no argument '\(label):'")
    }

    static func unexpectedUnlabelledArgument(_ kind: String) -> Self {
        Self("unexpected unlabelled argument in '\(kind)'; parameter types follow 'parameterTypes:'")
    }

    static func missingFactory(_ kind: String, label: String) -> Self {
        Self("'\(kind)' needs a factory: add '\(label): SomeType.init'")
    }

    static func factoryLabelNotAllowed(_ label: String, _ kind: String) -> Self {
        Self("'\(kind)' takes its factory as 'using:', not '\(label):'")
    }

    static func opaqueNeedsProtocol(_ kind: String, _ type: String) -> Self {
        Self("'\(kind)' resolves to 'some P', so it needs a protocol such as '(any P)', not '\(type)'")
    }

    static let expectedParameterType = Self("expected a parameter type written as 'SomeType.self'")

    static let expectedHubParameter = Self(
        "expected '.explicit(SomeType.self)' or '.resolved(SomeType.self)'"
    )

    static let expectedNameLiteral = Self("'name:' takes a string literal that is a Swift identifier, such as \"theme\"")

    static func unsupportedType(_ spelling: String, _ reason: String) -> Self {
        Self("cannot read the type '\(spelling)': \(reason)")
    }

    static func factoryLabelCount(_ factory: String, labels: Int, parameters: Int) -> Self {
        Self(
            "factory '\(factory)' names \(labels) argument\(labels == 1 ? "" : "s") but \(parameters) parameter type\(parameters == 1 ? " is" : "s are") declared"
        )
    }

    static let manifestInConditionalBlock = Self(
        "manifest inside '#if' is ignored: the generator does not evaluate build conditions; move it out of the '#if' block"
    )

    // MARK: Hubs

    static func hubNotFound(_ hub: String) -> Self {
        Self("cannot find the declaration of hub '\(hub)' in this target's sources; declare the hub type in the same target as its manifests")
    }

    static func hubNotExtendable(_ hub: String, access: String) -> Self {
        Self("hub '\(hub)' is \(access); generated code lives in another file, so a hub must be at least internal")
    }

    static func genericHub(_ hub: String) -> Self {
        Self("hub '\(hub)' is generic; a hub stores its singletons in static properties, which generic types cannot have")
    }

    // MARK: The graph

    static func duplicateRegistration(_ type: String, hub: String) -> Self {
        Self("'\(type)' is registered twice in hub '\(hub)'")
    }

    static func previousRegistration(_ type: String) -> Self {
        Self("'\(type)' was first registered here")
    }

    static func accessorNameClash(_ name: String, _ first: String, _ second: String) -> Self {
        Self("'\(second)' and '\(first)' would both generate '\(name)()'; give one of them a 'name:' argument")
    }

    static func clashingRegistration(_ type: String) -> Self {
        Self("'\(type)' is registered here")
    }

    static func missingDependency(_ type: String, hub: String) -> Self {
        Self("no registration in hub '\(hub)' provides '\(type)'")
    }

    static func missingDependency(_ type: String, hub: String, didYouMean candidate: String) -> Self {
        Self("no registration in hub '\(hub)' provides '\(type)'; did you mean '\(candidate)'?")
    }

    static func missingRuntimeValue(_ type: String, hub: String) -> Self {
        Self(
            "no registration in hub '\(hub)' provides '\(type)'; if callers pass it at run time, "
                + "declare it with '.explicit(\(type).self)' in a 'Register'"
        )
    }

    static func dependencyNeedsArguments(_ type: String, dependent: String, arguments: [String]) -> Self {
        Self(
            "'\(dependent)' cannot resolve '\(type)', whose registration needs explicit arguments "
                + "(\(arguments.joined(separator: ", "))) that only a caller can pass; declare '\(type)' with "
                + "'.explicit(…)' in a 'Register' so callers pass it, or make those arguments '.resolved'"
        )
    }

    static func registeredWithExplicitArguments(_ type: String) -> Self {
        Self("'\(type)' is registered here with explicit parameters")
    }

    static func dependencyCycle(_ path: [String]) -> Self {
        Self("dependency cycle: " + path.joined(separator: " → "))
    }

    static func cycleEdge(_ from: String, _ to: String) -> Self {
        Self("'\(from)' depends on '\(to)' here")
    }
}

extension DiagnosticMessage {
    static let manifestNotStatic = Self(
        "a '[HubRegistration]' manifest must be a 'static let' of the hub type; this one is ignored"
    )

    static let manifestNotArrayLiteral = Self(
        "manifest is not an array literal; the generator reads registrations only from '[ … ]' and ignores this one"
    )
}

extension DiagnosticMessage {
    static func hubIsProtocol(_ hub: String) -> Self {
        Self("hub '\(hub)' is a protocol; a hub must be an enum, struct, class or actor")
    }
}
