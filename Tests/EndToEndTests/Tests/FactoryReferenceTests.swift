import Testing

@Suite("Factories referenced without labels")
struct FactoryReferenceTests {
    @Test("An initializer with labels, referenced as T.init")
    func initializerWithLabels() {
        #expect(FactoryReferenceHub.resolve((any VersionControl).self).description == "git via bash")
    }

    @Test("An overloaded initializer is picked by the declared parameter types")
    func overloadedInitializer() {
        #expect(FactoryReferenceHub.resolveGitClientClone("github.com/x", 1).description == "git clone of github.com/x, depth 1")
        #expect(FactoryReferenceHub.factory(of: GitClient.self, tag: Clone.self).make("a", 2).description == "git clone of a, depth 2")
    }

    @Test("A static function with labels, as a singleton's factory")
    func staticFunction() {
        #expect(FactoryReferenceHub.resolveGitClient().description == "git via bash to origin (made)")
    }

    @Test("A global function with labels, with a resolved and an explicit parameter")
    func globalFunction() {
        #expect(FactoryReferenceHub.resolve(RepositoryMirror.self, "backup").description == "backup mirrors git via bash")
    }

    @Test("A throwing initializer with labels keeps its effects")
    func throwingInitializer() throws {
        #expect(try FactoryReferenceHub.resolveKeyStore("/keys").path == "/keys")
        #expect(throws: KeyStoreError.noPath) { try FactoryReferenceHub.resolveKeyStore("") }
    }
}
