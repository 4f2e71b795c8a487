import MDI

@AutoRegister((any Greeter).self, factory: FriendlyGreeter.make(users:))
@AutoRegister(Report.self, factory: Report.init)
@FactoryRegister(Session.self, parameterTypes: Int.self, factory: Session.init(id:))
extension Dependency {}
