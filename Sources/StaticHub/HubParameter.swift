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
    /// Made by the forms below only; a parameter holds nothing at run time, the generator
    /// reads the form from the manifest's text.
    init() {}

    // Each form takes its own generic parameter rather than `Value`: the type then comes from
    // the argument, so a factory that expects another type is reported at this parameter
    // ("produces result of type 'HubParameter<Int>', but context expects
    // 'HubParameter<any Clock>'") instead of failing to diagnose.

    /// A parameter that the caller passes to `resolve(…)`, such as a runtime value.
    public static func explicit<Parameter>(_ type: Parameter.Type) -> HubParameter<Parameter> {
        HubParameter<Parameter>()
    }

    /// A parameter that the hub resolves from another registration: the untagged one, or the
    /// one registered with `tag`.
    public static func resolved<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<Parameter> {
        HubParameter<Parameter>()
    }

    /// A parameter that is the registered value, or `nil` when no registration of the hub
    /// (or of the hubs it imports) provides it.
    public static func optional<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<Parameter?> {
        HubParameter<Parameter?>()
    }

    /// A parameter that is a factory resolving the value on each `make()`: for a value needed
    /// later or not at all, or to break a dependency cycle.
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<HubFactory<Parameter>> {
        HubParameter<HubFactory<Parameter>>()
    }

    /// A parameter that is every value registered for the type with `CollectionRegister` (the
    /// untagged ones, or those registered with `tag`), by the hub and the hubs it imports:
    /// imported ones first, then in manifest order. Empty when there are none.
    public static func collection<Element>(_ type: Element.Type, tag: (any Any.Type)? = nil) -> HubParameter<[Element]> {
        HubParameter<[Element]>()
    }

    // The provider of a registration with effects is the factory type that carries them,
    // chosen by the type the factory expects; `HubFactory` wins where the context allows any.

    /// A provider of a registration that throws.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<
        HubThrowingFactory<Parameter>
    > {
        HubParameter<HubThrowingFactory<Parameter>>()
    }

    /// A provider of a registration that suspends.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<HubAsyncFactory<Parameter>> {
        HubParameter<HubAsyncFactory<Parameter>>()
    }

    /// A provider of a registration isolated to the main actor, for a registration that is
    /// not: its `make()` runs there.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<
        HubMainActorFactory<Parameter>
    > {
        HubParameter<HubMainActorFactory<Parameter>>()
    }

    /// A provider of a registration that suspends and throws.
    @_disfavoredOverload
    public static func provider<Parameter>(_ type: Parameter.Type, tag: (any Any.Type)? = nil) -> HubParameter<
        HubAsyncThrowingFactory<Parameter>
    > {
        HubParameter<HubAsyncThrowingFactory<Parameter>>()
    }
}
