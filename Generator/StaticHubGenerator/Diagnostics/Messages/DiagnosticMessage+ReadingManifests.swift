/// The messages filed under "Reading manifests" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum ReadingManifests {
        static let expectedRegistration = DiagnosticMessage(
            .expectedRegistration,
            "expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"
        )

        static func unknownRegistrationKind(_ name: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .unknownRegistrationKind,
                "unknown registration kind '\(name)'; expected one of "
                    + RegistrationKind.all.map(\.name).joined(separator: ", ")
            )
        }

        static func expectedRegisteredType(_ kind: String) -> DiagnosticMessage {
            DiagnosticMessage(.expectedRegisteredType, "'\(kind)' needs the registered type first, written as 'SomeType.self'")
        }

        static func unknownArgument(_ label: String, _ kind: String) -> DiagnosticMessage {
            DiagnosticMessage(.unknownArgument, "'\(kind)' has no argument '\(label):'")
        }

        static func unexpectedUnlabelledArgument(_ kind: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .unexpectedUnlabelledArgument, "unexpected unlabelled argument in '\(kind)'; parameter types follow 'parameterTypes:'")
        }

        static func missingFactory(_ kind: String, label: String) -> DiagnosticMessage {
            DiagnosticMessage(.missingFactory, "'\(kind)' needs a factory: add '\(label): SomeType.init'")
        }

        static func factoryLabelNotAllowed(_ label: String, _ kind: String) -> DiagnosticMessage {
            DiagnosticMessage(.factoryLabelNotAllowed, "'\(kind)' takes its factory as 'using:', not '\(label):'")
        }

        static func opaqueNeedsProtocol(_ kind: String, _ type: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .opaqueNeedsProtocol, "'\(kind)' resolves to 'some P', so it needs a protocol such as '(any P)', not '\(type)'")
        }

        static func tooManyParameters(_ kind: String, count: Int, maximum: Int) -> DiagnosticMessage {
            DiagnosticMessage(
                .tooManyParameters,
                "'\(kind)' takes at most \(maximum) parameter types, and this one has \(count); "
                    + "group some dependencies into one type (a struct of them) and register that"
            )
        }

        static let expectedParameterType = DiagnosticMessage(.expectedParameterType, "expected a parameter type written as 'SomeType.self'")

        static let expectedHubParameter = DiagnosticMessage(
            .expectedHubParameter,
            "expected a parameter form: '.explicit(SomeType.self)', '.resolved(SomeType.self)', '.optional(SomeType.self)', '.provider(SomeType.self)' or '.collection(SomeType.self)'"
        )

        static let expectedTagType = DiagnosticMessage(
            .expectedTagType, "'tag:' takes a type written as 'SomeTag.self', such as an 'enum Stripe {}' of your own")

        static func explicitParameterNotAllowed(_ kind: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .explicitParameterNotAllowed,
                "'\(kind)' resolves every parameter, so it has no caller to pass an '.explicit' one; register with 'Register' to take arguments"
            )
        }

        static func unexpectedParameterArgument(_ isExplicit: Bool) -> DiagnosticMessage {
            isExplicit
                ? DiagnosticMessage(
                    .unexpectedParameterArgument, "'.explicit' takes only the parameter type: its caller passes the value, so it has no tag"
                )
                : DiagnosticMessage(.unexpectedParameterArgument, "a parameter form takes the type and, optionally, 'tag: SomeTag.self'")
        }

        static func plainParameterAmongForms(_ spelling: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .plainParameterAmongForms,
                "write '.resolved(\(spelling))': once one parameter uses a form such as '.optional' or '.provider', every parameter is written as one"
            )
        }

        static func expectedBooleanLiteral(_ label: String) -> DiagnosticMessage {
            DiagnosticMessage(.expectedBooleanLiteral, "'\(label):' takes 'true' or 'false'")
        }

        static let expectedNameLiteral = DiagnosticMessage(
            .expectedNameLiteral, "'name:' takes a string literal that is a Swift identifier, such as \"theme\"")

        static let expectedEffects = DiagnosticMessage(
            .expectedEffects,
            "'effects:' takes '.throws', '.throws(SomeError.self)', '.async' or a list of them such as '[.async, .throws]'"
        )

        static let opaqueSingletonWithEffects = DiagnosticMessage(
            .opaqueSingletonWithEffects,
            "an opaque singleton cannot have effects: its storage would have to name the factory's hidden type, which Swift does not allow; "
                + "register it with 'SingletonRegister' and the protocol type, or with 'OpaqueAutoRegister'"
        )

        static let nameOnCollectionElement = DiagnosticMessage(
            .nameOnCollectionElement,
            "'CollectionRegister' takes no 'name:': its elements make one collection, whose accessor is named after the type; "
                + "to keep two collections of one type apart, give them a 'tag:'"
        )

        static let asyncWeakSingleton = DiagnosticMessage(
            .asyncWeakSingleton,
            "a weak singleton cannot be '.async': it is created under a lock, which cannot be held across a suspension; "
                + "'.throws' works, or register it with 'SingletonRegister'"
        )

        static let missingScope = DiagnosticMessage(
            .missingScope,
            "'ScopedRegister' needs the scope its instances live in, right after the type: 'scope: UserSession.self', where 'enum UserSession {}' is yours"
        )

        static let missingInputScope = DiagnosticMessage(
            .missingInputScope,
            "'ScopeInput' needs the scope whose 'startScope' binds it, right after the type: 'scope: UserSession.self', where 'enum UserSession {}' is yours"
        )

        static let inputParametersWithoutDefault = DiagnosticMessage(
            .inputParametersWithoutDefault,
            "a 'ScopeInput' takes 'parameterTypes:' only for its 'default:', which makes its value until the first 'startScope': add 'default:' after them, or remove them"
        )

        static let expectedScopeType = DiagnosticMessage(.expectedScopeType, "expected the scope's marker type, as 'UserSession.self'")

        static let expectedScopeEnd = DiagnosticMessage(
            .expectedScopeEnd, "expected what runs when the scope ends, as 'onScopeEnd: { try await $0.close() }'")

        static let expectedGlobalActor = DiagnosticMessage(.expectedGlobalActor, "expected a global actor, as 'isolation: MainActor.self'")

        static func weakSingletonOfValueType(_ type: String, kind: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .weakSingletonOfValueType,
                "'WeakSingletonRegister' needs a class type, or a protocol that requires 'AnyObject', and '\(type)' is a \(kind): "
                    + "nothing can hold a weak reference to it; register it with 'SingletonRegister' or 'AutoRegister'"
            )
        }

        static func deprecatedKindWithEffects(_ kind: String, replacement: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .deprecatedKindWithEffects, "'\(kind)' is soft-deprecated and takes no 'effects:'; write '\(replacement)', which does")
        }

        static func repeatedEffect(_ effect: String) -> DiagnosticMessage {
            DiagnosticMessage(.repeatedEffect, "'.\(effect)' is listed twice in 'effects:'")
        }

        static func unsupportedType(_ spelling: String, _ reason: String) -> DiagnosticMessage {
            DiagnosticMessage(.unsupportedType, "cannot read the type '\(spelling)': \(reason)")
        }

        static func factoryLabelCount(_ factory: String, labels: Int, parameters: Int) -> DiagnosticMessage {
            DiagnosticMessage(
                .factoryLabelCount,
                "factory '\(factory)' names \(labels) argument\(labels == 1 ? "" : "s") but \(parameters) parameter type\(parameters == 1 ? " is" : "s are") declared"
            )
        }

        static let expectedRequiredType = DiagnosticMessage(
            .expectedRegisteredType, "'HubRequirement' needs the required type first, written as 'SomeType.self'")
    }
}
