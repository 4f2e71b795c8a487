import Testing

@testable import StaticHubGenerator

/// The declarations stage, one manifest line at a time: for each registration kind, and so
/// each lifetime, the members that line adds to its hub (signatures and stored properties, in
/// the order written) beyond what a hub with one other registration declares.
@Suite("Stage: declarations of each kind")
struct RegistrationKindDeclarationsTests {
    @Test("AutoRegister: a transient's accessor, overloads, factory and mocks")
    func auto() {
        expectMembers(
            "AutoRegister(Clock.self, using: Clock.init)",
            [
                "@inline(__always) static func resolveClock() -> Clock",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "static func resolve(_: HubMetatype<Clock>) -> Clock",
                "static func resolve() -> Clock",
                "static func factory(of _: HubMetatype<Clock>) -> HubFactory<Clock>",
                "static func mock(_: HubMetatype<Clock>, singleton: Clock?)",
                "static func mock(_: HubMetatype<Clock>, factory: (@Sendable () -> Clock)?)",
                "mutating func mock(_: HubMetatype<Clock>, singleton: Clock)",
                "mutating func mock(_: HubMetatype<Clock>, factory: @escaping @Sendable () -> Clock)"
            ])
    }

    @Test("SingletonRegister: a singleton's storage beside its members")
    func singleton() {
        expectMembers(
            "SingletonRegister(Clock.self, using: Clock.init)",
            [
                "@inline(__always) static func resolveClock() -> Clock",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "@inline(__always) private static func _makeClock() -> Clock",
                "private static let _sharedClock: Clock = _HubMockRegistry.withoutMocks { _makeClock() }",
                "private static let _sharedClock: Clock = _makeClock()",
                "static func resolve(_: HubMetatype<Clock>) -> Clock",
                "static func resolve() -> Clock",
                "static func factory(of _: HubMetatype<Clock>) -> HubFactory<Clock>",
                "static func mock(_: HubMetatype<Clock>, singleton: Clock?)",
                "static func mock(_: HubMetatype<Clock>, factory: (@Sendable () -> Clock)?)",
                "mutating func mock(_: HubMetatype<Clock>, singleton: Clock)",
                "mutating func mock(_: HubMetatype<Clock>, factory: @escaping @Sendable () -> Clock)"
            ])
    }

    @Test("ScopedRegister: an instance per generation of its scope")
    func scoped() {
        expectMembers(
            "ScopedRegister(Clock.self, scope: Session.self, using: Clock.init)",
            [
                "@inline(__always) static func resolveClock() -> Clock",
                "static func resetScope(_ scope: Session.Type)",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "@inline(__always) private static func _makeClock() -> Clock",
                "private static let _sharedClock = _HubScopedCell(of: _makeClock, scope: Session.self)",
                "static func resolve(_: HubMetatype<Clock>) -> Clock",
                "static func resolve() -> Clock",
                "static func factory(of _: HubMetatype<Clock>) -> HubFactory<Clock>",
                "static func mock(_: HubMetatype<Clock>, singleton: Clock?)",
                "static func mock(_: HubMetatype<Clock>, factory: (@Sendable () -> Clock)?)",
                "mutating func mock(_: HubMetatype<Clock>, singleton: Clock)",
                "mutating func mock(_: HubMetatype<Clock>, factory: @escaping @Sendable () -> Clock)"
            ])
    }

    @Test("WeakSingletonRegister: a weak reference, shared while something holds it")
    func weakSingleton() {
        expectMembers(
            "WeakSingletonRegister(Clock.self, using: Clock.init)",
            [
                "@inline(__always) static func resolveClock() -> Clock",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "@inline(__always) private static func _makeClock() -> Clock",
                "private final class _WeakReferenceClock: _HubWeakReference",
                "weak var instance: Clock?",
                "init()",
                "private static let _sharedClock = _HubWeakSingleton<_WeakReferenceClock>()",
                "static func resolve(_: HubMetatype<Clock>) -> Clock",
                "static func resolve() -> Clock",
                "static func factory(of _: HubMetatype<Clock>) -> HubFactory<Clock>",
                "static func mock(_: HubMetatype<Clock>, singleton: Clock?)",
                "static func mock(_: HubMetatype<Clock>, factory: (@Sendable () -> Clock)?)",
                "mutating func mock(_: HubMetatype<Clock>, singleton: Clock)",
                "mutating func mock(_: HubMetatype<Clock>, factory: @escaping @Sendable () -> Clock)"
            ])
    }

    @Test("CollectionRegister: an element, and the collection its hub composes")
    func collectionElement() {
        expectMembers(
            "CollectionRegister((any Sink).self, using: ConsoleSink.init)",
            [
                "@inline(__always) static func _element0OfSink() -> any Sink",
                "@inline(__always) static func resolveAllSink() -> [any Sink]",
                "static func resolveAll(_: (any Sink).Type) -> [any Sink]",
                "static func resolveAll() -> [any Sink]",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "static func mockAll(_: (any Sink).Type, factory: (@Sendable () -> [any Sink])?)",
                "mutating func mockAll(_: (any Sink).Type, factory: @escaping @Sendable () -> [any Sink])"
            ])
    }

    @Test("Register: a caller's arguments in every signature")
    func register() {
        expectMembers(
            "Register(Ticket.self, parameterTypes: .explicit(Int.self), using: Ticket.init(number:))",
            [
                "@inline(__always) static func resolveTicket(number: Int) -> Ticket",
                "struct TicketFactory: Sendable",
                "func make(number: Int) -> Ticket",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "fileprivate init()",
                "static func resolve(_: HubMetatype<Ticket>, number: Int) -> Ticket",
                "static func resolve(number: Int) -> Ticket",
                "static func factory(of _: HubMetatype<Ticket>) -> Hub.TicketFactory",
                "static func factory(of _: HubMetatype<Ticket>, number: Int) -> HubFactory<Ticket>",
                "static func mock(_: HubMetatype<Ticket>, singleton: Ticket?)",
                "static func mock(_: HubMetatype<Ticket>, factory: (@Sendable (Int) -> Ticket)?)",
                "mutating func mock(_: HubMetatype<Ticket>, singleton: Ticket)",
                "mutating func mock(_: HubMetatype<Ticket>, factory: @escaping @Sendable (Int) -> Ticket)"
            ])
    }

    @Test("FactoryRegister: what Register declares, spelled the older way")
    func factoryRegister() {
        #expect(
            addedMembers("FactoryRegister(Ticket.self, parameterTypes: .explicit(Int.self), using: Ticket.init(number:))")
                == addedMembers("Register(Ticket.self, parameterTypes: .explicit(Int.self), using: Ticket.init(number:))"))
    }

    @Test("OpaqueAutoRegister: resolves to some P")
    func opaqueAuto() {
        expectMembers(
            "OpaqueAutoRegister((any Engine).self, using: V8Engine.init)",
            [
                "@inline(__always) static func resolveEngine() -> some Engine",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "static func resolve(_: (any Engine).Type) -> some Engine",
                "static func factory(of _: (any Engine).Type) -> HubFactory<some Engine>",
                "static func mock(_: (any Engine).Type, factory: (() -> any Engine)?)",
                "mutating func mock(_: (any Engine).Type, factory: @escaping () -> any Engine)"
            ])
    }

    @Test("OpaqueSingletonRegister: one instance, resolved as some P")
    func opaqueSingleton() {
        expectMembers(
            "OpaqueSingletonRegister((any Engine).self, using: V8Engine.init)",
            [
                "@inline(__always) static func resolveEngine() -> some Engine",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "@inline(__always) private static func _makeEngine() -> some Engine",
                "private static let _sharedEngine: some Engine = _HubMockRegistry.withoutMocks { _makeEngine() }",
                "private static let _sharedEngine: some Engine = _makeEngine()",
                "static func resolve(_: (any Engine).Type) -> some Engine",
                "static func factory(of _: (any Engine).Type) -> HubFactory<some Engine>",
                "static func mock(_: (any Engine).Type, factory: (() -> any Engine)?)",
                "mutating func mock(_: (any Engine).Type, factory: @escaping () -> any Engine)"
            ])
    }

    @Test("OpaqueRegister: a caller's arguments, resolved as some P")
    func opaqueRegister() {
        expectMembers(
            "OpaqueRegister((any Wheel).self, parameterTypes: .explicit(Int.self), using: AlloyWheel.init(size:))",
            [
                "@inline(__always) static func resolveWheel(size: Int) -> some Wheel",
                "struct WheelFactory: Sendable",
                "func make(size: Int) -> some Wheel",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "fileprivate init()",
                "static func resolve(_: (any Wheel).Type, size: Int) -> some Wheel",
                "static func factory(of _: (any Wheel).Type) -> Hub.WheelFactory",
                "static func factory(of _: (any Wheel).Type, size: Int) -> HubFactory<some Wheel>",
                "static func mock(_: (any Wheel).Type, factory: ((Int) -> any Wheel)?)",
                "mutating func mock(_: (any Wheel).Type, factory: @escaping (Int) -> any Wheel)"
            ])
    }

    @Test("OpaqueFactoryRegister: what OpaqueRegister declares, spelled the older way")
    func opaqueFactoryRegister() {
        #expect(
            addedMembers("OpaqueFactoryRegister((any Wheel).self, parameterTypes: .explicit(Int.self), using: AlloyWheel.init(size:))")
                == addedMembers("OpaqueRegister((any Wheel).self, parameterTypes: .explicit(Int.self), using: AlloyWheel.init(size:))"))
    }

    @Test("HubRequirement with a default: the default, which an importer may replace")
    func requirementDefault() {
        expectMembers(
            // A requirement nothing depends on is an error: `Alarm` depends on it.
            "HubRequirement(Clock.self, default: Clock.init), AutoRegister(Alarm.self, parameterTypes: Clock.self, using: Alarm.init)",
            [
                "@inline(__always) static func resolveClock() -> Clock",
                "@inline(__always) static func resolveAlarm() -> Alarm",
                "static func _openMakeAlarm(_ passed0: Clock) -> Alarm",
                "protocol _Overloads_Hub_RequiringClock_0",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 3)",
                "protocol _MockOverloads_Hub_RequiringClock_0: _HubMockBuilder",
                "static func resolve(_: HubMetatype<Clock>) -> Clock",
                "static func resolve() -> Clock",
                "static func factory(of _: HubMetatype<Clock>) -> HubFactory<Clock>",
                "static func resolve(_: HubMetatype<Alarm>) -> Alarm",
                "static func resolve() -> Alarm",
                "static func factory(of _: HubMetatype<Alarm>) -> HubFactory<Alarm>",
                "static func mock(_: HubMetatype<Clock>, singleton: Clock?)",
                "static func mock(_: HubMetatype<Clock>, factory: (@Sendable () -> Clock)?)",
                "static func mock(_: HubMetatype<Alarm>, singleton: Alarm?)",
                "static func mock(_: HubMetatype<Alarm>, factory: (@Sendable () -> Alarm)?)",
                "mutating func mock(_: HubMetatype<Clock>, singleton: Clock)",
                "mutating func mock(_: HubMetatype<Clock>, factory: @escaping @Sendable () -> Clock)",
                "mutating func mock(_: HubMetatype<Alarm>, singleton: Alarm)",
                "mutating func mock(_: HubMetatype<Alarm>, factory: @escaping @Sendable () -> Alarm)"
            ])
    }

    @Test("ScopeInput: the value its scope's start binds")
    func scopeInput() {
        expectMembers(
            "ScopeInput(Int.self, scope: Session.self)",
            [
                "@inline(__always) static func resolveInt() -> Int",
                "static func resetScope(_ scope: Session.Type)",
                "static let _inputsSession = _HubScopeInputs<Int>(scope: Session.self)",
                "static func startScope(_ scope: Session.Type, int input0: Int)",
                "static func isScopeStarted(_ scope: Session.Type) -> Bool",
                "static let _mocks = _HubMockRegistry(hub: Hub.self, slots: 2)",
                "static func resolve(_: Int.Type) -> Int",
                "static func resolve() -> Int",
                "static func factory(of _: Int.Type) -> HubFactory<Int>",
                "static func mock(_: Int.Type, singleton: Int?)",
                "static func mock(_: Int.Type, factory: (@Sendable () -> Int)?)",
                "mutating func mock(_: Int.Type, singleton: Int)",
                "mutating func mock(_: Int.Type, factory: @escaping @Sendable () -> Int)"
            ])
    }

    @Test("Every kind has its test here")
    func everyKind() {
        #expect(RegistrationKind.allCases.count == 13, "a new kind needs its test in this suite")
    }

    private func expectMembers(_ line: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(addedMembers(line) == expected, sourceLocation: sourceLocation)
    }

    /// What `line` adds to a hub that has one other registration.
    private func addedMembers(_ line: String) -> [String] {
        var remaining = members(of: [Self.baseline])
        return members(of: [Self.baseline, line]).filter { member in
            guard let index = remaining.firstIndex(of: member) else { return true }
            remaining.remove(at: index)
            return false
        }
    }

    private static let baseline = "AutoRegister(Other.self, using: Other.init)"

    private func members(of lines: [String]) -> [String] {
        let source = """
            enum Hub {}
            enum Session {}
            extension Hub {
                static let all: [HubRegistration] = [
            \(lines.map { "        " + $0 + "," }.joined(separator: "\n"))
                ]
            }
            """
        let wired = StageText.wired([("Hub.swift", source)])
        #expect(wired.diagnostics.isEmpty, "\(wired.diagnostics)")
        return members(FileDeclarations.declare(GenerationLayout(wired.model), as: .singleFile).hubFile.declarations)
    }

    private func members(_ declarations: [Declaration]) -> [String] {
        declarations.flatMap { declaration -> [String] in
            switch declaration {
            case .function(let function): [function.signature]
            case .variable(let variable): [variable.spelling]
            case .typeExtension(let typeExtension): members(typeExtension.members)
            case .nominalType(let type): [type.header] + members(type.members)
            case .conditional(_, let inside, let otherwise): members(inside) + members(otherwise ?? [])
            default: []
            }
        }
    }
}
