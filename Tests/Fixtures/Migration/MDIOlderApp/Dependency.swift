import MDI

enum Dependency {}

// Written for MDI 3: every kind takes its factory as `factory:`, and MDI resolved the
// factory's parameters by type, so no registration lists them.
@SingletonRegister((any JSClient).self, factory: JSClientImpl.init)
// @AutoRegister((any Analytics).self, factory: AnalyticsImpl.init)
@AutoRegister((any UserService).self, factory: JSUserService.init(client:))
extension Dependency {}
