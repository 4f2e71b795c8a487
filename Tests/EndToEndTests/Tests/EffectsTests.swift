import StaticHub
import Testing

private struct FixedConfig: Config {
    let databaseName: String
}

private struct FakeKeychain: Keychain {
    let token: String
}

@Suite("Async and throwing registrations")
struct EffectsTests {
    @Test("Every generated form carries the effects: resolve, the accessor, factory(of:), the factory struct")
    func everyForm() async throws {
        #expect(try await StorageHub.resolve((any Config).self).databaseName == "remote.sqlite")
        #expect(try await StorageHub.resolveConfig().databaseName == "remote.sqlite")
        let makeConfig: HubAsyncThrowingFactory<any Config> = StorageHub.factory(of: (any Config).self)
        #expect(try await makeConfig.make().databaseName == "remote.sqlite")
        #expect(try StorageHub.resolve((any Keychain).self).token == "system-token")
        let makeReport: StorageHub.NoteReportFactory = StorageHub.factory(of: NoteReport.self)
        #expect(try await makeReport.make(title: "notes").title == "notes")
        let makeTitledReport: HubAsyncThrowingFactory<NoteReport> = StorageHub.factory(of: NoteReport.self, title: "titled")
        #expect(try await makeTitledReport.make().title == "titled")
        #expect(await StorageHub.resolveRenderer().name == "metal")
    }

    @Test("A registration that declares no effects inherits its dependencies': the repository is async throws")
    func inherited() async throws {
        let repository = try await StorageHub.resolve(NoteRepository.self)
        #expect(repository.database === (try await StorageHub.resolveDatabase()))
        let make: HubAsyncThrowingFactory<NoteRepository> = StorageHub.factory(of: NoteRepository.self)
        #expect(try await make.make().database.name == "remote.sqlite")
    }

    @Test("A factory's error reaches the caller of resolve")
    func errorReachesCaller() async {
        await #expect(throws: StorageError(reason: "untitled")) {
            try await StorageHub.resolve(NoteReport.self, title: "")
        }
    }

    @Test("An async singleton is created once when 300 tasks resolve it first at the same time")
    func asyncSingletonOnce() async throws {
        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<300 {
                group.addTask { ObjectIdentifier(try await StorageHub.resolve(Warehouse.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(instances.count == 1)
        #expect(AttemptLog.asyncOnce.count == 1)
    }

    @Test("An async singleton whose creation throws is not kept: the error goes to the caller that tried, the next attempt succeeds")
    func asyncSingletonRetried() async {
        let outcomes = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<200 {
                group.addTask { (try? await StorageHub.resolveMirror()).map(ObjectIdentifier.init) }
            }
            return await group.reduce(into: [ObjectIdentifier?]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 == nil }.count == 1)
        #expect(Set(outcomes.compactMap { $0 }).count == 1)
        #expect(AttemptLog.asyncRetried.count == 2)
    }

    @Test("A synchronous singleton whose creation throws is not kept: the next resolve tries again")
    func syncSingletonRetried() throws {
        #expect(throws: StorageError(reason: "attempt 1 fails")) { try StorageHub.resolve(Ledger.self) }
        let ledger = try StorageHub.resolve(Ledger.self)
        #expect(try StorageHub.resolve(Ledger.self) === ledger)
        #expect(AttemptLog.syncRetried.count == 2)
    }

    @Test("A hub isolated to the main actor resolves its async singleton once")
    @MainActor
    func mainActorHub() async throws {
        let screen = try await ProfileHub.resolve(ProfileScreen.self)
        #expect(screen.session.user == "ada")
        #expect(try await ProfileHub.resolveProfileSession() === screen.session)
    }

    @Test("A scoped mock may throw: the dependents' resolves fail with its error, inside the scope only")
    func scopedThrowingMock() async throws {
        await StorageHub.withMocks({
            $0.mock(Database.self) { throw StorageError(reason: "disk full") }
        }) {
            await #expect(throws: StorageError(reason: "disk full")) { try await StorageHub.resolve(NoteRepository.self) }
        }
        #expect(try await StorageHub.resolve(NoteRepository.self).database.name == "remote.sqlite")
    }

    @Test("A scoped mock may suspend, and a singleton built on a mocked dependency is the scope's own")
    func scopedAsyncMock() async throws {
        let real = try await StorageHub.resolveDatabase()
        try await StorageHub.withMocks({
            $0.mock((any Config).self) {
                try await Task.sleep(nanoseconds: 1_000)
                return FixedConfig(databaseName: "scoped.sqlite")
            }
        }) {
            let scoped = try await StorageHub.resolveDatabase()
            #expect(scoped.name == "scoped.sqlite")
            #expect(try await StorageHub.resolveDatabase() === scoped)
            #expect(scoped !== real)
        }
    }

    @Test("A singleton with effects can be mocked with an instance too")
    func scopedInstanceMock() throws {
        let token = try StorageHub.withMocks({ $0.mock((any Keychain).self, singleton: FakeKeychain(token: "scoped")) }) {
            try StorageHub.resolveKeychain().token
        }
        #expect(token == "scoped")
    }
}

/// Global mocks are process-wide: these tests run one at a time, on a hub of their own.
@Suite("Async and throwing registrations: global mocks", .serialized)
struct EffectsGlobalMockTests {
    init() {
        StorageMockHub.resetMocks()
    }

    @Test("A global mock of a throwing singleton makes its dependents fail until reset")
    func throwingGlobalMock() async throws {
        StorageMockHub.mock(Database.self) { throw StorageError(reason: "locked") }
        await #expect(throws: StorageError(reason: "locked")) { try await StorageMockHub.resolve(NoteRepository.self) }
        StorageMockHub.resetMocks()
        #expect(try await StorageMockHub.resolve(NoteRepository.self).database.name == "remote.sqlite")
    }

    @Test("Global mocks of a singleton with effects: an instance, or a suspending closure")
    func instanceAndClosureMocks() async throws {
        StorageMockHub.mock((any Keychain).self, singleton: FakeKeychain(token: "global"))
        #expect(try StorageMockHub.resolveKeychain().token == "global")
        StorageMockHub.mock((any Keychain).self, singleton: nil)
        #expect(try StorageMockHub.resolveKeychain().token == "system-token")
        StorageMockHub.mock((any Config).self) {
            try await Task.sleep(nanoseconds: 1_000)
            return FixedConfig(databaseName: "global.sqlite")
        }
        #expect(try await StorageMockHub.resolveDatabase().name == "global.sqlite")
        StorageMockHub.resetMocks()
    }
}
