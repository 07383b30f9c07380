import ArgumentParser

/// How a picker is shown and ended: the flags every `pick` command shares, and all that
/// ``PickerLauncher`` needs to run a session.
///
/// Plain values: the fast path (``PlainArguments``) fills them without ArgumentParser, whose
/// property wrappers cost the Swift runtime a scan of every protocol conformance in the binary
/// at their first use. ArgumentParser reads the same flags through ``Declaration``, which says
/// how they are spelled and helped.
///
/// ```swift
/// let flags = try SessionFlags.reading(PlainArguments(["--header", "Fruit"], flags: SessionFlags.environmentFlags)!)
/// flags.header  // "Fruit"
/// ```
struct SessionFlags {
    var height: Int?
    var header: String?
    var timeout: Double?
    var fullscreen = false
    var keep = false
    var noHelp = false
    var noInput = false
    var accessible = false
    var vim = false

    /// What is wrong with the values, in ArgumentParser's words for its validation error; nil
    /// when they are usable.
    var problem: String? {
        if let height, height < 1 { return "--height must be at least 1, not \(height)" }
        if let timeout, !(timeout > 0) || !timeout.isFinite { return "--timeout must be a positive number of seconds" }
        return nil
    }

    /// The names of these flags, for environment variables: (long name, takes a value).
    static let environmentFlags: [EnvironmentFlag] = [
        .init("height", .value), .init("header", .value), .init("timeout", .value), .init("fullscreen", .flag),
        .init("keep", .flag), .init("no-help", .flag), .init("no-input", .flag), .init("accessible", .flag),
        .init("vim", .flag),
    ]

    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        let flags = Self(
            height: try line.value("height"), header: line.string("header"), timeout: try line.value("timeout"),
            fullscreen: line.flag("fullscreen"), keep: line.flag("keep"), noHelp: line.flag("no-help"),
            noInput: line.flag("no-input"), accessible: line.flag("accessible"), vim: line.flag("vim"))
        // ArgumentParser checks every group; a line that fails is left to it, for its message.
        guard flags.problem == nil else { throw PlainArguments.Unreadable() }
        return flags
    }
}

extension SessionFlags {
    /// The flags as ArgumentParser declares them (help, errors, anything the fast path leaves).
    struct Declaration: ParsableArguments {
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

        @Flag(help: "Vim keys: h/j/k/l move (j/k turn a wheel, h/l go between a field's segments), g/G first/last.")
        var vim = false

        /// The values parsed.
        var flags: SessionFlags {
            SessionFlags(
                height: height, header: header, timeout: timeout, fullscreen: fullscreen, keep: keep, noHelp: noHelp,
                noInput: noInput, accessible: accessible, vim: vim)
        }

        func validate() throws {
            if let problem = flags.problem { throw ValidationError(problem) }
        }

        /// The declaration holding `flags`: the commands still declared with ArgumentParser's
        /// wrappers alone (the date commands) build theirs from the fast path's values.
        init(_ flags: SessionFlags) {
            // Set on a copy: assigned in this initialiser, a wrapped property would be made
            // anew as a declaration, with no value to read.
            var declared = Self()
            (declared.height, declared.header, declared.timeout) = (flags.height, flags.header, flags.timeout)
            (declared.fullscreen, declared.keep, declared.noHelp, declared.noInput, declared.accessible, declared.vim) =
                (flags.fullscreen, flags.keep, flags.noHelp, flags.noInput, flags.accessible, flags.vim)
            self = declared
        }

        init() {}
    }
}
