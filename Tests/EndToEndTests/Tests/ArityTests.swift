import Testing

@Suite("Parameter counts")
struct ArityTests {
    @Test("Ten resolved parameters")
    func tenResolved() {
        let assembly = ArityHub.resolve(Assembly.self)
        #expect(assembly.names == ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"])
        #expect(ArityHub.resolvePartOne().name == "One")
        #expect(ArityHub.resolvePartTen().name == "Ten")
    }

    @Test("A singleton with three resolved parameters is created once")
    func singletonWithParameters() {
        #expect(ArityHub.resolve(SharedAssembly.self) === ArityHub.resolveSharedAssembly())
        #expect(ArityHub.resolveSharedAssembly().names == ["One", "Two", "Three"])
    }

    @Test("Ten explicit parameters, labelled")
    func tenExplicit() {
        let coordinates = ArityHub.resolve(Coordinates.self, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10)
        #expect(coordinates.values == Array(1...10))
        let factory = ArityHub.factory(of: Coordinates.self)
        #expect(factory.make(a: 0, b: 0, c: 0, d: 0, e: 0, f: 0, g: 0, h: 0, i: 0, j: 1).values.last == 1)
    }
}
