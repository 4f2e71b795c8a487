/// Checks, at compile time, that a factory does each thing its `effects:` declares.
///
/// A factory that does more than it declares already fails: the manifest function without
/// `effects:` takes neither a throwing nor an async factory, and generated code calls the
/// factory with only the `try` and `await` its effects call for. Doing less compiles
/// silently in Swift (a plain function converts to a throwing one), so generated code
/// passes the factory here, on the line of its `effects:`: the preferred overload is the one
/// that matches exactly, and for a factory that does less, its result's only use is
/// unavailable, with a message saying which effect to remove.
public enum HubEffectsCheck {
    /// For `effects: .throws`.
    public static func declaredThrows<each Parameter, Result>(
        _ factory: (repeat each Parameter) async -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> FactoryDoesNotThrow { FactoryDoesNotThrow() }

    @_disfavoredOverload
    public static func declaredThrows<each Parameter, Result>(
        _ factory: (repeat each Parameter) async throws -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> EffectsMatch { EffectsMatch() }

    /// For `effects: .async`.
    public static func declaredAsync<each Parameter, Result>(
        _ factory: @isolated(any) (repeat each Parameter) throws -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> FactoryIsNotAsync { FactoryIsNotAsync() }

    @_disfavoredOverload
    public static func declaredAsync<each Parameter, Result>(
        _ factory: (repeat each Parameter) async throws -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> EffectsMatch { EffectsMatch() }

    /// For `effects: [.async, .throws]`.
    public static func declaredAsyncThrows<each Parameter, Result>(
        _ factory: @isolated(any) (repeat each Parameter) -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> FactoryIsNotAsyncAndDoesNotThrow { FactoryIsNotAsyncAndDoesNotThrow() }

    public static func declaredAsyncThrows<each Parameter, Result>(
        _ factory: @isolated(any) (repeat each Parameter) throws -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> FactoryIsNotAsync { FactoryIsNotAsync() }

    public static func declaredAsyncThrows<each Parameter, Result>(
        _ factory: (repeat each Parameter) async -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> FactoryDoesNotThrow { FactoryDoesNotThrow() }

    @_disfavoredOverload
    public static func declaredAsyncThrows<each Parameter, Result>(
        _ factory: (repeat each Parameter) async throws -> Result,
        _ parameterTypes: repeat (each Parameter).Type
    ) -> EffectsMatch { EffectsMatch() }

    /// The factory does what `effects:` declares.
    public struct EffectsMatch {
        public func callAsFunction() {}
    }

    public struct FactoryDoesNotThrow {
        @available(*, unavailable, message: "the factory does not throw: remove '.throws' from 'effects:'")
        public func callAsFunction() {}
    }

    public struct FactoryIsNotAsync {
        @available(*, unavailable, message: "the factory is not async: remove '.async' from 'effects:'")
        public func callAsFunction() {}
    }

    public struct FactoryIsNotAsyncAndDoesNotThrow {
        @available(*, unavailable, message: "the factory neither suspends nor throws: remove 'effects:'")
        public func callAsFunction() {}
    }
}
