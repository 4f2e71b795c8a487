import StaticHub
import Testing

@Suite("Collections")
struct CollectionTests {
    @Test("resolveAll returns every element in manifest order, new instances on each call")
    func order() {
        let sinks = AnalyticsHub.resolveAll((any AnalyticsSink).self)
        #expect(sinks.map(\.name) == ["console", "file:/var/log"])
        let again: [any AnalyticsSink] = AnalyticsHub.resolveAll()
        #expect(again.map(\.name) == ["console", "file:/var/log"])
        #expect(sinks[0] as? ConsoleSink !== again[0] as? ConsoleSink)
        #expect(AnalyticsHub.resolveAllAnalyticsSink().count == 2)
    }

    @Test("A tagged collection is apart from the untagged one; an element passing a singleton on shares it")
    func tagged() {
        let sinks = AnalyticsHub.resolveAll((any AnalyticsSink).self, tag: Debug.self)
        #expect(sinks.map(\.name) == ["debug", "console"])
        let again = AnalyticsHub.resolveAllAnalyticsSinkDebug()
        #expect(again.map(\.name) == ["debug", "console"])
        #expect(sinks[1] as? ConsoleSink === again[1] as? ConsoleSink)
        let session = AnalyticsHub.resolve(AnalyticsSession.self, user: "ada")
        #expect(session.user == "ada")
        #expect(session.sinks.map(\.name) == ["debug", "console"])
    }

    @Test(".collection passes the collection to a singleton, once; a collection nothing adds to is empty")
    func intoSingleton() {
        let analytics = AnalyticsHub.resolve(Analytics.self)
        #expect(analytics.sinks.map(\.name) == ["console", "file:/var/log"])
        #expect(analytics.plugins.isEmpty)
        #expect(AnalyticsHub.resolveAll((any AnalyticsPlugin).self).isEmpty)
        #expect(AnalyticsHub.resolveAnalytics() === analytics)
    }

    @Test("A scoped mock replaces the whole collection, for what takes it too; scopes nest")
    func scopedMock() {
        let real = AnalyticsHub.resolveAnalytics()
        AnalyticsHub.withMocks {
            $0.mockAll((any AnalyticsSink).self) { [NamedSink(name: "spy")] }
        } operation: {
            #expect(AnalyticsHub.resolveAll((any AnalyticsSink).self).map(\.name) == ["spy"])
            let scoped = AnalyticsHub.resolveAnalytics()
            #expect(scoped !== real)
            #expect(scoped.sinks.map(\.name) == ["spy"])
            // The tagged collection is another one.
            #expect(AnalyticsHub.resolveAllAnalyticsSinkDebug().map(\.name) == ["debug", "console"])
            AnalyticsHub.withMocks {
                $0.mockAll((any AnalyticsSink).self) { [] }
            } operation: {
                #expect(AnalyticsHub.resolveAllAnalyticsSink().isEmpty)
            }
            #expect(AnalyticsHub.resolveAllAnalyticsSink().map(\.name) == ["spy"])
        }
        #expect(AnalyticsHub.resolveAnalytics() === real)
    }

    @Test("A hub isolated to the main actor composes its collection there")
    @MainActor
    func mainActor() {
        #expect(DashboardHub.resolveAll((any Widget).self).map(\.title) == ["clock", "weather"])
        DashboardHub.withMocks {
            $0.mockAll((any Widget).self) { [WeatherWidget()] }
        } operation: {
            #expect(DashboardHub.resolveAllWidget().map(\.title) == ["weather"])
        }
    }
}

/// Global mocks are process-wide, and so is `RemoteSink.isReachable`: one test at a time,
/// on a hub no other test resolves.
@Suite("Collections with effects, and global mocks of them", .serialized)
struct CollectionGlobalMockTests {
    @Test("An element's effects are the collection's: it suspends, and its typed error reaches the caller")
    func effects() async throws {
        let sinks = try await RemoteAnalyticsHub.resolveAll((any AnalyticsSink).self)
        #expect(sinks.map(\.name) == ["console", "remote"])
        RemoteSink.isReachable = false
        defer { RemoteSink.isReachable = true }
        await #expect(throws: RemoteSink.Unreachable()) { try await RemoteAnalyticsHub.resolveAllAnalyticsSink() }
    }

    @Test("mockAll replaces the collection until reset, and may fail as the real one can")
    func globalMock() async throws {
        RemoteAnalyticsHub.mockAll((any AnalyticsSink).self) { [NamedSink(name: "global")] }
        #expect(try await RemoteAnalyticsHub.resolveAllAnalyticsSink().map(\.name) == ["global"])
        RemoteAnalyticsHub.mockAll((any AnalyticsSink).self) { () throws(RemoteSink.Unreachable) in throw RemoteSink.Unreachable() }
        await #expect(throws: RemoteSink.Unreachable()) { try await RemoteAnalyticsHub.resolveAllAnalyticsSink() }
        RemoteAnalyticsHub.mockAll((any AnalyticsSink).self, factory: nil)
        #expect(try await RemoteAnalyticsHub.resolveAllAnalyticsSink().count == 2)
        RemoteAnalyticsHub.mockAll((any AnalyticsSink).self) { [] }
        RemoteAnalyticsHub.resetMocks()
        #expect(try await RemoteAnalyticsHub.resolveAllAnalyticsSink().count == 2)
    }
}
