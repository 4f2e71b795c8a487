import Swinject

struct Feed {
    let client: any HTTPClient
}

struct Profile {
    let id: Int
}

struct Backup {
    let client: any HTTPClient
}

struct Mirror {
    let client: any HTTPClient
}

struct Repository {
    let database: String
}

/// Named by the assembler below: it stays, emptied, so the assembler still builds.
final class FeatureAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Feed.self) { r in Feed(client: r.resolve((any HTTPClient).self)!) }
        container.register(Profile.self) { _, id in Profile(id: id) }
        // A name the closure before declares for itself is no local of this function.
        container.register(Backup.self) { r in
            let client = r.resolve((any HTTPClient).self)!
            return Backup(client: client)
        }
        container.register(Mirror.self) { r in
            let client = r.resolve((any HTTPClient).self)!
            return Mirror(client: client)
        }
    }
}

let assembler = Assembler([NetworkAssembly(), FeatureAssembly()])

func resolver() -> Resolver { assembler.resolver }

/// A registration whose closure captures a local of the function that registers it stays.
func register(in container: Container, database: String) {
    let name = database + "-main"
    container.register(Repository.self) { _ in Repository(database: name) }
}
