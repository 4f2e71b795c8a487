import EndToEndFeatureHub
import EndToEndPublicHub
import Testing

@Suite("Hubs imported from other modules")
struct ModulesTests {
    @Test("An imported singleton is the declaring hub's instance, through every spelling")
    func importedSingleton() {
        let cart = FeatureHub.resolve(Cart.self)
        #expect(ModulesHub.resolveCart() === cart)
        #expect(ModulesHub.resolve(Cart.self) === cart)
        let resolved: Cart = ModulesHub.resolve()
        #expect(resolved === cart)
    }

    @Test("What an imported hub imports in turn is resolvable, once, though two imports reach it")
    func transitiveAndDiamond() {
        #expect(ModulesHub.resolveNumberFormatting().format(1_234_567) == "1,234,567")
        #expect(ModulesHub.resolve((any NumberFormatting).self).format(1000) == "1,000")
    }

    @Test("Explicit arguments, factories and the factory struct forward to the declaring hub")
    func explicitArguments() {
        #expect(ModulesHub.resolve(PriceTag.self, cents: 123_456).text == "$1,234.56")
        let factory: ModulesHub.PriceTagFactory = ModulesHub.factory(of: PriceTag.self)
        #expect(factory.make(cents: 250).text == "$2.50")
        #expect(ModulesHub.factory(of: PriceTag.self, cents: 99).make().text == "$0.99")
        #expect(ModulesHub.factory(of: Checkout.self).make().cart === FeatureHub.resolveCart())
    }

    @Test("A library hub's requirement, provided by the app's hub: its open registrations are built with the app's instance")
    func requirementProvided() {
        #expect(ModulesHub.resolve((any RepositoryScanner).self).scan() == "scanned ~/app (1,000 files)")
        #expect(ModulesHub.resolveRepositoryScanner().scan() == "scanned ~/app (1,000 files)")
        // A singleton that reaches the requirement is the providing hub's own.
        let session = ModulesHub.resolve(ScanSession.self)
        #expect(ModulesHub.resolveScanSession() === session)
        #expect(session.scanner.scan() == "scanned ~/app (1,000 files)")
    }

    @Test("A mock of the requirement set through the providing hub changes what it builds")
    func requirementMocked() {
        struct Elsewhere: ToolsConfiguration {
            let workspace = "/tmp/elsewhere"
        }
        let scanned = ModulesHub.withMocks {
            $0.mock((any ToolsConfiguration).self) { Elsewhere() }
        } operation: {
            ModulesHub.resolve((any RepositoryScanner).self).scan()
        }
        #expect(scanned == "scanned /tmp/elsewhere (1,000 files)")
        #expect(ModulesHub.resolveRepositoryScanner().scan() == "scanned ~/app (1,000 files)")
    }

    @Test("A hub that registers a requirement's type replaces the library's default in what it resolves; the library keeps its own")
    func requirementDefaultReplaced() {
        #expect(ModulesHub.resolve((any ScanReporter).self).report("done") == "app: done")
        #expect(ModulesHub.resolveToolsLogger().name == "app")
        #expect(ToolsHub.resolve((any ScanReporter).self).report("done") == "silent: done")
        #expect(ToolsHub.resolveToolsLogger().name == "silent")
    }

    @Test("A public hub registers internal types declared in other files of its module, with internal members")
    func internalTypesOfPublicHub() {
        #expect(receipt(forCents: 123_456) == "Total: $1,234.56")
    }

    @Test("A local registration depends on imported ones")
    func localDependsOnImported() {
        let receipt = ModulesHub.resolveReceipt(1_000_000)
        #expect(receipt.total == "1,000,000")
        #expect(receipt.checkout.cart === FeatureHub.resolveCart())
    }

    @Test("A scoped mock set through the importing hub applies inside the declaring hubs, singletons included")
    func scopedMockCrossesHubs() {
        let realCart = FeatureHub.resolveCart()
        ModulesHub.withMocks({ $0.mock((any NumberFormatting).self, singleton: FakeFormatter()) }) {
            #expect(PublicHub.resolve((any NumberFormatting).self).format(7) == "fake 7")
            let cart = FeatureHub.resolveCart()
            #expect(cart !== realCart)
            #expect(cart.formatter.format(1) == "fake 1")
            #expect(ModulesHub.resolveCart() === cart)
            #expect(ModulesHub.resolveReceipt(5).total == "fake 5")
        }
        #expect(FeatureHub.resolveCart() === realCart)
        #expect(PublicHub.resolve((any NumberFormatting).self).format(7) == "7")
    }

    // Global mocks are process-wide, and while one is set, ModulesHub keeps the singletons
    // that reach it per global set: in a process of its own, so no parallel test sees it
    // (this file also runs in Swift 5 mode: one copy of the test, on a hub apart, CouponHub).
    #if swift(>=6)
        @Test("A global mock set through the importing hub applies in the declaring hub until the importer resets")
        func globalMockCrossesHubs() async {
            await #expect(processExitsWith: .success) {
                ModulesHub.mock(Coupon.self, factory: { Coupon(code: "FAKE") })
                #expect(CouponHub.resolve(Coupon.self).code == "FAKE")
                #expect(ModulesHub.resolveCoupon().code == "FAKE")
                ModulesHub.resetMocks()
                #expect(CouponHub.resolve(Coupon.self).code == "REAL")
            }
        }
    #endif

    // A scope is process-wide too: one copy of the test, for the same reason.
    #if swift(>=6)
        @Test("A library's scoped registrations, imported: one instance for both hubs, reset through the importer")
        func importedScope() {
            let token = ModulesHub.resolve(AccountToken.self)
            #expect(AccountHub.resolve(AccountToken.self) === token)
            #expect(ModulesHub.resolve(AccountBadge.self).settings.token === token)

            ModulesHub.resetScope(SignedIn.self)

            let next = ModulesHub.resolveAccountToken()
            #expect(next !== token)
            #expect(AccountHub.resolveAccountToken() === next)
            #expect(ModulesHub.resolve(AccountBadge.self).settings.token === next)
        }
    #endif
}
