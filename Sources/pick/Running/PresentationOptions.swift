/// How an item wheel (`choose`, `wheels`) is shown: the shared ``SessionFlags`` plus the flag
/// that only makes sense for lists of items (the date commands leave it out).
struct PresentationOptions {
    var session = SessionFlags()
    var loop = false

    static var flags: FlagTable<Self> {
        SessionFlags.flags.lifted { $1(&$0.session) }
            + FlagTable([.toggle("loop", help: "Wrap around from the last value to the first.") { $0.loop = true }])
    }
}
