import StaticHub

enum FormsHub {}

extension FormsHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any PaymentProcessor).self, tag: Stripe.self, using: StripeProcessor.init),
        AutoRegister((any PaymentProcessor).self, tag: Adyen.self, using: AdyenProcessor.init),
        AutoRegister((any AuditLog).self, using: MemoryAuditLog.init),
        AutoRegister(
            Checkout.self,
            parameterTypes: .resolved((any PaymentProcessor).self, tag: Stripe.self), .optional((any AuditLog).self),
            .optional((any AuditLog).self, tag: Adyen.self),
            using: Checkout.init(processor:audit:missing:)
        ),
        AutoRegister(
            Refunds.self, parameterTypes: .provider((any PaymentProcessor).self, tag: Adyen.self), using: Refunds.init(makeProcessor:)),
        WeakSingletonRegister(ImageCache.self, using: ImageCache.init),
        AutoRegister(Directory.self, using: Directory.init),
        CollectionRegister((any AnalyticsSink).self, using: ConsoleSink.init),
        CollectionRegister((any AnalyticsSink).self, parameterTypes: Directory.self, using: FileSink.init(directory:)),
        CollectionRegister((any AnalyticsSink).self, using: RemoteSink.init),
        AutoRegister(Analytics.self, parameterTypes: .collection((any AnalyticsSink).self), using: Analytics.init(sinks:)),
        ScopedRegister(SessionToken.self, scope: BenchSession.self, using: SessionToken.init),
        ScopedRegister(SessionCart.self, scope: BenchSession.self, parameterTypes: SessionToken.self, using: SessionCart.init(token:)),
        ScopeInput(BenchKey.self, scope: BenchConfiguration.self),
        ScopedRegister(
            ConfiguredClient.self, scope: BenchConfiguration.self, parameterTypes: BenchKey.self, using: ConfiguredClient.init(key:)),
        ScopeInput(BenchRegion.self, scope: BenchDefaults.self, default: BenchRegion.init),
        SingletonRegister(PhotoLibrary.self, isolation: MainActor.self, using: PhotoLibrary.init),
        AutoRegister(AlbumList.self, parameterTypes: PhotoLibrary.self, using: AlbumList.init(library:))
    ]
}
