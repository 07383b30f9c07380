extension ColorDepth {
    /// The colour depth an environment asks for, from its variables alone.
    ///
    /// Precedence, first match wins:
    /// 1. `CLICOLOR_FORCE` set, non-empty and not `"0"`: colour even where the rules below would
    ///    turn it off; at least ``basic16``, more when `COLORTERM`/`TERM` say so (step 4–5).
    /// 2. `NO_COLOR` set and non-empty (any value): ``none`` (https://no-color.org).
    /// 3. `TERM=dumb`: ``none``.
    /// 4. `COLORTERM` is `truecolor` or `24bit`: ``trueColor``.
    /// 5. `TERM` contains `256color`: ``indexed256``.
    /// 6. Otherwise ``basic16``.
    ///
    /// Whether output is a terminal at all is the caller's question (the session asks
    /// `isatty`); this function is pure so it can be tested with any environment.
    ///
    /// ```swift
    /// ColorDepth.detect(environment: ProcessInfo.processInfo.environment)
    /// ColorDepth.detect(environment: ["TERM": "xterm-256color"])            // .indexed256
    /// ColorDepth.detect(environment: ["NO_COLOR": "1", "TERM": "xterm"])     // .none
    /// ```
    public static func detect(environment: [String: String]) -> ColorDepth {
        let forced = environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        let term = environment["TERM"] ?? ""
        if !forced {
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if term == "dumb" { return .none }
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .indexed256 }
        return .basic16
    }
}
