/// How an item wheel (`choose`, `wheels`) is shown: the shared ``SessionFlags`` plus the flag
/// that only makes sense for lists of items (the date commands leave it out).
struct PresentationOptions {
    var session = SessionFlags()
    var loop = false

    static var flags: FlagTable<Self> {
        SessionFlags.flags.lifted(\.session)
            + FlagTable([.toggle("loop", \.loop, help: "Wrap around from the last value to the first.")])
    }
}
