/// Why a migration leaves a registration on the old library.
struct Untranslatable: Error {
    let id: MigrationMessage.ID
    let reason: String

    init(_ id: MigrationMessage.ID, _ reason: String) {
        self.id = id
        self.reason = reason
    }
}

/// The registrations a migration leaves on the old library, with the reason: those it cannot
/// translate, and then those that depend on one that stays (a manifest would name a type the
/// hub lacks), until no more does. Factory's and Swinject's migrations key registrations
/// their own way and say their own reasons; the fixed point is this one.
enum StayingRegistrations {
    /// `reason(key, staying)` says why `key` stays, given what stays so far, or nil.
    static func find<Key: Hashable>(
        _ keys: [Key], initially: [Key: Untranslatable] = [:], reason: (Key, [Key: Untranslatable]) -> Untranslatable?
    ) -> [Key: Untranslatable] {
        var staying = initially
        var changed = true
        while changed {
            changed = false
            for key in keys where staying[key] == nil {
                guard let why = reason(key, staying) else { continue }
                staying[key] = why
                changed = true
            }
        }
        return staying
    }
}
