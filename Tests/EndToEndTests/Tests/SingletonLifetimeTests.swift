import Testing

@Suite("Singleton lifetime")
struct SingletonLifetimeTests {
    @Test("A singleton is created lazily, once, even when 100 tasks resolve it first at the same time")
    func createdOnceLazily() async {
        #expect(CreationCounter.shared.value == 0)
        let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(CountedHub.resolve(CountedService.self)) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(instances.count == 1)
        #expect(CreationCounter.shared.value == 1)
    }
}
