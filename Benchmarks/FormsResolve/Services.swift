import StaticHub

// The services of the parameter-forms benchmark. Classes, so every contender allocates the
// same objects.

protocol PaymentProcessor: AnyObject, Sendable {}
final class StripeProcessor: PaymentProcessor {}
final class AdyenProcessor: PaymentProcessor {}

/// Tags.
enum Stripe {}
enum Adyen {}

protocol AuditLog: AnyObject, Sendable {}
final class MemoryAuditLog: AuditLog {}

/// A tagged dependency, a present optional one and an absent optional one.
final class Checkout {
    let processor: any PaymentProcessor
    let audit: (any AuditLog)?
    let missing: (any AuditLog)?

    init(processor: any PaymentProcessor, audit: (any AuditLog)?, missing: (any AuditLog)?) {
        self.processor = processor
        self.audit = audit
        self.missing = missing
    }
}

/// Takes its processor through a provider, and makes one.
final class Refunds {
    let makeProcessor: HubFactory<any PaymentProcessor>

    init(makeProcessor: HubFactory<any PaymentProcessor>) {
        self.makeProcessor = makeProcessor
    }
}

/// Shared while held.
final class ImageCache: Sendable {}

/// Collections: three sinks, one with a dependency of its own.
protocol AnalyticsSink: AnyObject, Sendable {}
final class ConsoleSink: AnalyticsSink {}
final class RemoteSink: AnalyticsSink {}
final class Directory: Sendable {}
final class FileSink: AnalyticsSink {
    let directory: Directory

    init(directory: Directory) {
        self.directory = directory
    }
}

final class Analytics {
    let sinks: [any AnalyticsSink]

    init(sinks: [any AnalyticsSink]) {
        self.sinks = sinks
    }
}

/// The scope of the scoped benchmark: never reset, so each resolve reads a created instance.
enum BenchSession {}

final class SessionToken: Sendable {}

final class SessionCart: Sendable {
    let token: SessionToken

    init(token: SessionToken) {
        self.token = token
    }
}

/// The scope of the input benchmark: started once, so each resolve reads a created instance.
enum BenchConfiguration {}

/// A value bound by `startScope`.
struct BenchKey: Sendable {
    let value = "pk_bench"
}

/// Built from the input, once per start.
final class ConfiguredClient: Sendable {
    let key: BenchKey

    init(key: BenchKey) {
        self.key = key
    }
}

/// The scope of the default benchmark: never started, so each resolve reads its input's default.
enum BenchDefaults {}

/// A scope input's default, made once for the generation.
final class BenchRegion: Sendable {
    let code = "eu"
}

/// Not `Sendable`: a singleton only on its actor.
final class PhotoLibrary {
    var albums: [String] = []
}

/// Made on the main actor from the library, on each resolve.
final class AlbumList {
    let library: PhotoLibrary

    init(library: PhotoLibrary) {
        self.library = library
    }
}
