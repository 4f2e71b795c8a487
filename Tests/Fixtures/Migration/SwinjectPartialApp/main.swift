import Swinject

let assembler = Assembler([AppAssembly()])
let resolver = assembler.resolver

let repository = resolver.resolve(Repository.self)!
print("database open: \(repository.database.isOpen)")
print("one database: \(repository.database === resolver.resolve(Database.self)!)")
let session = resolver.resolve(Session.self)!
print("session clock: \(session.clock.now)")
print("one clock: \(session.clock === resolver.resolve(Clock.self)!)")
if let clock = resolver.resolve(Clock.self) {
    print("optional clock: \(clock.now)")
}
