import ArgumentParser

/// How an item wheel (`choose`, `wheels`) is shown: the shared ``SessionFlags`` plus the two
/// flags that only make sense for lists of items (the date commands leave them out).
struct PresentationOptions: ParsableArguments {
    @OptionGroup var session: SessionFlags

    @Flag(help: "Wrap around from the last value to the first.")
    var loop = false

    @Flag(help: "Vim keys: h/j/k/l move, g/G first/last, / then text to jump.")
    var vim = false

    /// The names of these flags, for environment variables: (long name, takes a value).
    static let environmentFlags: [EnvironmentFlag] =
        SessionFlags.environmentFlags + [.init("loop", .flag), .init("vim", .flag)]
}

extension PresentationOptions {
    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        var flags = Self()
        flags.session = try SessionFlags.reading(line)
        flags.loop = line.flag("loop")
        flags.vim = line.flag("vim")
        return flags
    }
}
