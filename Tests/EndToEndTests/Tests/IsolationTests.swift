import StaticHub
import Testing

@Suite("Isolation per registration")
struct IsolationTests {
    @Test("A main-actor singleton of a non-Sendable class on a non-isolated hub, and a dependent that inherits the actor")
    @MainActor
    func mainActorSingleton() {
        let library = IsolationHub.resolve(PhotoLibrary.self)
        library.albums.append("Trips")
        #expect(IsolationHub.resolvePhotoLibrary() === library)
        #expect(IsolationHub.resolve(AlbumList.self).library === library)
        let list: AlbumList = IsolationHub.resolve()
        #expect(list.library.albums.contains("Trips"))
        #expect(IsolationHub.factory(of: AlbumList.self).make().library === library)
    }

    @Test("An async dependent awaits a Sendable main-actor value from off the actor")
    func asyncDependentAwaits() async {
        #expect(await IsolationHub.resolve(ThumbnailRenderer.self).scale == 2)
        #expect(await IsolationHub.factory(of: ThumbnailRenderer.self).make().scale == 2)
        // The isolated registration itself, awaited from off the actor.
        #expect(await IsolationHub.resolve(DisplayScale.self).factor == 2)
        #expect(await IsolationHub.resolveDisplayScale().factor == 2)
    }

    @Test("A provider stops the isolation: a singleton made anywhere holds it, and make() runs on the main actor")
    func providerStopsIsolation() async {
        let job = await Task.detached { IsolationHub.resolve(ExportJob.self) }.value
        #expect(job === IsolationHub.resolveExportJob())
        let albums = await MainActor.run { job.library.make() === IsolationHub.resolvePhotoLibrary() }
        #expect(albums)
    }

    @Test("Mocks of isolated registrations take closures over a non-Sendable spy, from a test on their actor")
    @MainActor
    func mocksOnTheActor() {
        let spy = PhotoLibrarySpy()
        IsolationHub.withMocks({ mocks in
            mocks.mock(AlbumList.self) {
                spy.reads += 1
                return AlbumList(library: PhotoLibrary())
            }
        }) {
            _ = IsolationHub.resolve(AlbumList.self)
            _ = IsolationHub.resolveAlbumList()
        }
        #expect(spy.reads == 2)

        let fake = PhotoLibrary()
        fake.albums = ["Fake"]
        IsolationHub.withMocks({ $0.mock(PhotoLibrary.self, singleton: fake) }) {
            // Transitively: the dependent is built from the mock.
            #expect(IsolationHub.resolve(AlbumList.self).library === fake)
        }
        #expect(IsolationHub.resolve(PhotoLibrary.self) !== fake)

        IsolationHub.mock(PhotoLibrary.self, singleton: fake)
        #expect(IsolationHub.resolve(AlbumList.self).library === fake)
        IsolationHub.mock(PhotoLibrary.self, singleton: nil)
        #expect(IsolationHub.resolve(PhotoLibrary.self) !== fake)
    }

    @Test("A non-isolated registration of the same hub works from parallel non-isolated tasks, with their own mocks", arguments: 0..<4)
    func nonIsolatedInParallel(_ run: Int) async {
        let names = await withTaskGroup(of: String.self) { group in
            for index in 0..<25 {
                group.addTask {
                    IsolationHub.withMocks({ $0.mock(FileNamer.self) { FileNamer() } }) {
                        IsolationHub.resolve(FileNamer.self).name(run * 100 + index)
                    }
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(names.count == 25)
    }
}
