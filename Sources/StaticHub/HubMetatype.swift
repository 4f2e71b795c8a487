/// `T.Type`, as generated `resolve(_:)`, `factory(of:)` and `mock(_:)` spell the metatype of
/// a type registered by a bare name the generator cannot classify.
///
/// For a protocol `P` written bare, `P.Type` is the existential metatype (the type of
/// `SomeConformer.self`), which `P.self` does not convert to; as a generic argument, `P` is
/// `any P`, so `HubMetatype<P>` is `(any P).Type` and `Hub.resolve(P.self)` compiles. For a
/// concrete type it is that type's plain metatype.
public typealias HubMetatype<T> = T.Type
