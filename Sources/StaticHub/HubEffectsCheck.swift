/// What generated code's effects check returns: a factory that does less than its
/// `effects:` declares gets a result whose only use is unavailable, with a message saying
/// which effect to remove.
///
/// A factory that does more than it declares already fails: the manifest function without
/// `effects:` takes neither a throwing nor an async factory, and generated code calls the
/// factory with only the `try` and `await` its effects call for. Doing less compiles
/// silently in Swift (a plain function converts to a throwing one), so generated code
/// passes the factory to overloads whose results are these types, on the line of its
/// `effects:`; Swift picks the overload that matches the factory exactly.
public enum _HubEffectsCheck {
    /// The factory does what `effects:` declares.
    public struct EffectsMatch {
        public init() {}
        public func callAsFunction() {}
    }

    public struct FactoryDoesNotThrow {
        public init() {}
        @available(*, unavailable, message: "the factory does not throw: remove '.throws' from 'effects:'")
        public func callAsFunction() {}
    }

    public struct FactoryIsNotAsync {
        public init() {}
        @available(*, unavailable, message: "the factory is not async: remove '.async' from 'effects:'")
        public func callAsFunction() {}
    }

    public struct FactoryIsNotAsyncAndDoesNotThrow {
        public init() {}
        @available(*, unavailable, message: "the factory neither suspends nor throws: remove 'effects:'")
        public func callAsFunction() {}
    }
}
