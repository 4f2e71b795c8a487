/// Declares a type that this hub's registrations depend on but that the hub does not make:
/// each hub importing it provides one, by registering the type, by importing a hub that
/// provides it, or by declaring the same requirement (passing it on to its own importers).
///
/// A registration that depends on a requirement, directly or through others, is *open*: the
/// declaring hub has no `resolve` for it, and every importing hub that provides the
/// requirement resolves it as it resolves its other imported registrations, built with the
/// importer's instance (a singleton among them is one instance per importing hub). Its
/// implementation types may stay `internal` to the declaring module.
///
/// ```swift
/// // In a library: the app provides the configuration.
/// extension ToolsHub {
///     static var all: [HubRegistration] {
///         [
///             HubRequirement((any ConfigurationController).self),
///             AutoRegister((any UpdateInteractor).self, parameterTypes: (any ConfigurationController).self, using: UpdateInteractorImpl.init),
///         ]
///     }
/// }
///
/// // In the app:
/// extension AppHub {
///     static var all: [HubRegistration] {
///         [
///             HubImport(ToolsHub.self),
///             SingletonRegister((any ConfigurationController).self, using: AppConfiguration.init),
///         ]
///     }
/// }
/// ```
public func HubRequirement<Required>(_ requiredType: Required.Type, tag: (any Any.Type)? = nil) -> HubRegistration {
    HubRegistration()
}
