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

    @Test("Thirty resolved parameters")
    func thirtyResolved() {
        let names = ArityHub.resolve(WideAssembly.self).names
        #expect(names.count == 30)
        #expect(names.last == "Ten")
    }

    @Test("Ten resolved and twenty explicit parameters")
    func thirtyMixed() {
        let panel = ArityHub.resolve(
            WidePanel.self, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13, n: 14, o: 15, p: 16, q: 17,
            r: 18, s: 19, t: 20)
        #expect(panel.values == Array(1...20))
        #expect(panel.names.first == "One")
    }
}
