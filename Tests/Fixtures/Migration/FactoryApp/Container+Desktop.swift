#if !os(iOS)
    import FactoryKit

    // A file registered for every platform but iOS: its manifest stays inside the '#if'.
    extension Container {
        var shortcuts: Factory<Shortcuts> {
            self { Shortcuts(keys: ["cmd-k", "cmd-p"]) }.singleton
        }
    }
#endif
