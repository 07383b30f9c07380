import ArgumentParser

/// How an item wheel (`choose`, `wheels`) is shown: the shared ``SessionFlags`` plus the flag
/// that only makes sense for lists of items (the date commands leave it out).
///
/// Plain values, as ``SessionFlags`` (see there); ArgumentParser reads them through
/// ``Declaration``.
struct PresentationOptions {
    var session = SessionFlags()
    var loop = false

    /// The names of these flags, for environment variables: (long name, takes a value).
    static let environmentFlags: [EnvironmentFlag] =
        SessionFlags.environmentFlags + [.init("loop", .flag)]

    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        Self(session: try SessionFlags.reading(line), loop: line.flag("loop"))
    }
}

extension PresentationOptions {
    /// The flags as ArgumentParser declares them.
    struct Declaration: ParsableArguments {
        @OptionGroup var session: SessionFlags.Declaration

        @Flag(help: "Wrap around from the last value to the first.")
        var loop = false

        /// The values parsed.
        var options: PresentationOptions { PresentationOptions(session: session.flags, loop: loop) }
    }
}
