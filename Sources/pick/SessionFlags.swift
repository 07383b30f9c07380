import ArgumentParser

/// How a picker is shown and ended: the flags every `pick` command shares, and all that
/// ``PickerLauncher`` needs to run a session.
struct SessionFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Rows the inline picker takes, at least its minimum (default: what it needs).", valueName: "N"))
    var height: Int?

    @Option(help: ArgumentHelp("A line shown above the picker.", valueName: "TEXT"))
    var header: String?

    @Option(help: ArgumentHelp("Give up after this many seconds (exit 124).", valueName: "SECONDS"))
    var timeout: Double?

    @Flag(help: "Use the whole window (the alternate screen) instead of drawing below the cursor.")
    var fullscreen = false

    @Flag(help: "Leave the final choice on screen instead of clearing the picker.")
    var keep = false

    @Flag(name: .customLong("no-help"), help: "Hide the line of key hints.")
    var noHelp = false

    @Flag(
        name: .customLong("no-input"),
        help: "Do not open the terminal: print the initial value and exit 0 (for scripts and CI).")
    var noInput = false

    @Flag(help: "Screen-reader mode: plain lines instead of a drawn picker (also PICK_ACCESSIBLE=1).")
    var accessible = false

    func validate() throws {
        if let height, height < 1 { throw ValidationError("--height must be at least 1, not \(height)") }
        if let timeout, !(timeout > 0) || !timeout.isFinite {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
    }

    /// The names of these flags, for environment variables: (long name, takes a value).
    static let environmentFlags: [EnvironmentFlag] = [
        .init("height", .value), .init("header", .value), .init("timeout", .value), .init("fullscreen", .flag),
        .init("keep", .flag), .init("no-help", .flag), .init("no-input", .flag), .init("accessible", .flag),
    ]
}

extension SessionFlags {
    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        var flags = Self()
        flags.height = try line.value("height")
        flags.header = line.string("header")
        flags.timeout = try line.value("timeout")
        flags.fullscreen = line.flag("fullscreen")
        flags.keep = line.flag("keep")
        flags.noHelp = line.flag("no-help")
        flags.noInput = line.flag("no-input")
        flags.accessible = line.flag("accessible")
        // ArgumentParser checks every group; a line that fails is left to it, for its message.
        guard (try? flags.validate()) != nil else { throw PlainArguments.Unreadable() }
        return flags
    }
}
