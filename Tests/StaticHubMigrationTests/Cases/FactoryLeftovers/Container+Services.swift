import FactoryKit

extension Container {
    var config: Factory<Config> {
        self { Config(apiKey: "") }.cached
    }

    var formatter: Factory<Formatter> {
        self {
            let formatter = Formatter()
            formatter.style = 1
            return formatter
        }
    }

    var analytics: Factory<any Analytics> {
        self { ConsoleAnalytics() }.onTest { MockAnalytics() }
    }

    var report: Factory<Report> {
        self { Report(formatter: self.formatter()) }
    }

    var user: ParameterFactory<Int, User> {
        self { id in User(id: id) }
    }

    var profile: Factory<Profile> {
        self { Profile(user: self.user(7)) }
    }

    var featureReport: Factory<Report> {
        self { FeatureContainer.shared.feature() }
    }

    var clock: Factory<Clock> {
        self { Clock() }.singleton
    }

    // Factory's explicit resolve: a dependency like any other.
    var timer: Factory<Timer> {
        self { Timer(clock: self.clock.resolve()) }
    }

    // A main-actor class made off the actor: no isolation for its registration.
    var badge: Factory<Badge> {
        self { Badge() }
    }

    // One instance of a class that is not Sendable: moved, with what Swift 6 will ask.
    var cache: Factory<Cache> {
        self { Cache() }.singleton
    }

    // A closure that calls another member of the container stays with it.
    var limit: Factory<Limit> {
        self { Limit(value: helper()) }
    }

    // Through 'self.', the same.
    var otherLimit: Factory<Limit> {
        self { Limit(value: self.helper()) }
    }

    func helper() -> Int {
        1
    }

    // Another name for a registration that stays: it stays too.
    var otherProfile: Factory<Profile> { profile }

    // A getter that does more than bind values stays, and so does what depends on it.
    var session: Factory<Session> {
        print("session")
        return self { Session() }
    }

    var sessionUser: Factory<SessionUser> {
        self { SessionUser(session: self.session()) }
    }

    // Its parameter written '$0': it moves, the parameter named.
    var greeter: ParameterFactory<String, Greeter> {
        self { Greeter(name: $0, clock: self.clock(), shout: [$0].map { $0.uppercased() }) }
    }

    // Its type broken over two lines: read as one member, it moves.
    var labeledGreeter:
        ParameterFactory<
            (String, Int),
            Greeting
        >
    {
        self { Greeting(text: $0, count: $1) }
    }

    // Limited to newer systems: a manifest cannot say so, so it stays.
    @available(iOS 17, macOS 14, *)
    var tipJar: Factory<TipJar> {
        self { TipJar() }
    }

    // Only on one platform: it moves into a manifest under the same '#if'.
    #if os(iOS)
        var player: Factory<Player> {
            self { Player() }.singleton
        }
    #endif

    // Under '#if os(iOS)', it resolves one under '#if canImport(UIKit)': the same builds, but
    // not by the text, so it stays.
    #if canImport(UIKit)
        var haptics: Factory<Haptics> { self { Haptics() } }
    #endif
    #if os(iOS)
        var vibration: Factory<Vibration> { self { Vibration(haptics: self.haptics()) } }
    #endif

    // Declared twice, a 'private' one per file: call sites are matched by name, so both stay.
    private var theme: Factory<Theme> {
        self { Theme(name: "light") }
    }

    // Each branch's dependency: the manifest's closure takes both.
    var playlist: Factory<Playlist> {
        self {
            #if DEBUG
                Playlist(name: "debug", formatter: self.formatter())
            #else
                Playlist(name: "release", report: self.report())
            #endif
        }
    }

    var jukebox: Factory<Jukebox> {
        self { Jukebox() }.cached
    }
}

final class FeatureContainer: SharedContainer {
    static let shared = FeatureContainer()
    let manager = ContainerManager()

    var feature: Factory<Report> {
        self { Report(formatter: Formatter()) }
    }
}

// A name another container registers too: call sites are matched by name, so both stay.
extension FeatureContainer {
    var greeting: Factory<String> {
        self { "hi" }
    }
}

extension Container {
    var greeting: Factory<String> {
        self { "hello" }
    }
}
