/// One instance a `withScope` call built, of one task-scoped registration: made only once the
/// build has finished, so it holds the instance itself, not an optional (whose generic
/// destruction would look up `Optional<Value>`'s metadata once per call, about 330
/// instructions). A frame lists its slots; builds under way are the frame's claims.
@usableFromInline
class HubTaskScopeSlot: @unchecked Sendable {
    // @unchecked: the links are set once, under the frame's lock, before any other task can
    // find the slot.
    /// The number of the cell whose instance this is.
    @usableFromInline final let cell: Int
    /// The slot made before this one in the frame.
    @exclusivity(unchecked) @usableFromInline final var olderSlot: HubTaskScopeSlot?
    /// The slot with a teardown made before this one in the frame, if this one has a teardown.
    @exclusivity(unchecked) final var olderWithTeardown: HubTaskScopeSlot?

    @usableFromInline
    init(cell: Int) {
        self.cell = cell
    }

    /// Runs the registration's teardown on the instance.
    @usableFromInline
    func tearDown() async {}
}

@usableFromInline
final class HubTaskScopeValueSlot<Value>: HubTaskScopeSlot, @unchecked Sendable {
    // @unchecked: both fields are constants; the instance is shared as the cell's `Value` is.
    @usableFromInline let value: Value
    /// A reference, so a slot takes it with one retain (none when there is no teardown).
    @usableFromInline let teardown: HubTaskScopeTeardown<Value>?

    @usableFromInline
    init(cell: Int, value: Value, teardown: HubTaskScopeTeardown<Value>?) {
        self.value = value
        self.teardown = teardown
        super.init(cell: cell)
    }

    override func tearDown() async {
        await teardown?.run(on: value)
    }
}

/// What the frame says to a resolve that asks for a cell's instance.
@usableFromInline
enum HubTaskScopeClaim {
    /// Built: the slot that holds it.
    case built(HubTaskScopeSlot)
    /// Another resolve is building it: wait, then ask again.
    case underWay
    /// The build is the caller's to make, then to publish or abandon.
    case claimed
}
