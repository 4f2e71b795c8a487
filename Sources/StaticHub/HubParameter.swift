/// How a registration gets one of its factory's arguments.
///
/// ```swift
/// Register((any AppContextProtocol).self,
///          parameterTypes: .explicit(Date.self), .resolved((any ThemeProtocol).self),
///          using: AppContext.init(boot:theme:))
/// AutoRegister(Checkout.self,
///              parameterTypes: .resolved((any PaymentProcessor).self, tag: Stripe.self),
///                              .optional((any Logger).self), .provider((any Session).self),
///                              .collection((any AnalyticsSink).self),
///              using: Checkout.init(processor:logger:session:sinks:))
/// ```
///
/// `Value` is the type the factory receives: `T` for `.explicit(T.self)` and `.resolved(T.self)`,
/// `T?` for `.optional(T.self)`, `HubFactory<T>` for `.provider(T.self)`, `[T]` for
/// `.collection(T.self)`.
public struct HubParameter<Value>: Sendable {
    /// Where the value of a parameter comes from.
    public enum Source: Sendable {
        /// The caller of `resolve` passes the value.
        case explicit
        /// The hub resolves the value.
        case resolved
        /// The hub resolves the value if any registration in reach provides it, else passes `nil`.
        case optional
        /// The hub passes a factory that resolves the value on each `make()`.
        case provider
        /// The hub passes every value registered with `CollectionRegister` for the type.
        case collection
    }

    /// Where the value comes from.
    public let source: Source
    /// The tag that picks one of the type's registrations; nil for the untagged one.
    public let tag: (any Any.Type)?

    // Each form takes its own generic parameter rather than `Value`: the type then comes from
    // the argument, so a factory that expects another type is reported at this parameter
    // ("produces result of type 'HubParameter<Int>', but context expects
    // 'HubParameter<any Clock>'") instead of failing to diagnose.

    /// A parameter that the caller passes to `resolve(…)`, such as a runtime value.
    public static func explicit<Parameter>(_ type: Parameter.Type) -> HubParameter<Parameter> {
        HubParameter<Parameter>(source: .explicit, tag: nil)
    }

    /// A parameter that the hub resolves from another registration: the untagged one, or the
    /// one registered with `tag`.
    public static func resolved<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<Parameter> {
        HubParameter<Parameter>(source: .resolved, tag: tag)
    }

    /// A parameter that is the registered value, or `nil` when no registration of the hub
    /// (or of the hubs it imports) provides it.
    public static func optional<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<Parameter?> {
        HubParameter<Parameter?>(source: .optional, tag: tag)
    }

    /// A parameter that is a factory resolving the value on each `make()`: for a value needed
    /// later or not at all, or to break a dependency cycle.
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<HubFactory<Parameter>> {
        HubParameter<HubFactory<Parameter>>(source: .provider, tag: tag)
    }

    /// A parameter that is every value registered for the type with `CollectionRegister` (the
    /// untagged ones, or those registered with `tag`), by the hub and the hubs it imports:
    /// imported ones first, then in manifest order. Empty when there are none.
    public static func collection<Element>(_ type: Element.Type, tag: (any Any.Type)? = nil) -> HubParameter<[Element]> {
        HubParameter<[Element]>(source: .collection, tag: tag)
    }

    // The provider of a registration with effects is the factory type that carries them,
    // chosen by the type the factory expects; `HubFactory` wins where the context allows any.

    /// A provider of a registration that throws.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<
        HubThrowingFactory<Parameter>
    > {
        HubParameter<HubThrowingFactory<Parameter>>(source: .provider, tag: tag)
    }

    /// A provider of a registration that suspends.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<HubAsyncFactory<Parameter>> {
        HubParameter<HubAsyncFactory<Parameter>>(source: .provider, tag: tag)
    }

    /// A provider of a registration isolated to the main actor, for a registration that is
    /// not: its `make()` runs there.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<
        HubMainActorFactory<Parameter>
    > {
        HubParameter<HubMainActorFactory<Parameter>>(source: .provider, tag: tag)
    }

    /// A provider of a registration that suspends and throws.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<
        HubAsyncThrowingFactory<Parameter>
    > {
        HubParameter<HubAsyncThrowingFactory<Parameter>>(source: .provider, tag: tag)
    }
}
