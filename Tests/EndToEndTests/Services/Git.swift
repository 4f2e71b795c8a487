/// Services whose initializers and factory functions have argument labels, registered by
/// references without them (`GitClient.init`), as ported Swinject code reads.
protocol Shell: Sendable {
    var name: String { get }
}

struct Bash: Shell {
    let name = "bash"
}

protocol VersionControl: Sendable {
    var description: String { get }
}

struct GitClient: VersionControl {
    let description: String

    init(shellService: any Shell) {
        description = "git via \(shellService.name)"
    }

    /// An overload the declared parameter types must pick against.
    init(shellService: any Shell, remote: String) {
        description = "git via \(shellService.name) to \(remote)"
    }

    init(remote: String, depth: Int) {
        description = "git clone of \(remote), depth \(depth)"
    }

    static func make(shellService: any Shell, remote: String) -> GitClient {
        GitClient(shellService: shellService, remote: remote + " (made)")
    }
}

struct RepositoryMirror: Sendable {
    let description: String
}

func makeMirror(of client: any VersionControl, named name: String) -> RepositoryMirror {
    RepositoryMirror(description: "\(name) mirrors \(client.description)")
}

struct KeyStore: Sendable {
    let path: String

    init(path: String) throws {
        guard !path.isEmpty else { throw KeyStoreError.noPath }
        self.path = path
    }
}

enum KeyStoreError: Error {
    case noPath
}
