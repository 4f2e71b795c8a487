import Foundation
import Testing

@Suite("Type spellings")
struct TypeSpellingTests {
    @Test("Nested protocol types")
    func nested() {
        #expect(SpellingHub.resolve((any Outer.InnerProtocol).self).label == "inner")
        #expect(SpellingHub.resolveOuterInnerProtocol().label == "inner")
    }

    @Test("Protocol compositions")
    func composition() {
        let person = SpellingHub.resolve((any Named & Aged).self)
        #expect(person.name == "Ada")
        #expect(person.age == 36)
        #expect(SpellingHub.resolveNamedAndAged().age == 36)
    }

    @Test("Primary associated types")
    func primaryAssociatedType() {
        #expect(SpellingHub.resolve((any Store<Int>).self).first() == 7)
        #expect(SpellingHub.resolveStoreInt().first() == 7)
    }

    @Test("Generic types")
    func generic() {
        #expect(SpellingHub.resolve(Repository<User>.self).entityName == "User")
        #expect(SpellingHub.resolveRepositoryUser().entityName == "User")
    }

    @Test("Dictionaries, optionals and function types")
    func structural() {
        #expect(SpellingHub.resolve([String: any Named].self)["ada"]?.name == "Ada")
        #expect(SpellingHub.resolveStringNamedDictionary().count == 1)
        #expect(SpellingHub.resolve((any Named)?.self) == nil)
        #expect(SpellingHub.resolveOptionalNamed() == nil)
        let now = SpellingHub.resolve((() -> Date).self)
        #expect(now() == Date(timeIntervalSince1970: 0))
        #expect(SpellingHub.resolveDateProvider()() == Date(timeIntervalSince1970: 0))
    }

    @Test("name: overrides the generated accessor's name")
    func nameOverride() {
        #expect(SpellingHub.resolvePlainInner().label == "inner")
        #expect(SpellingHub.resolve(Outer.InnerImplementation.self).label == "inner")
    }
}
