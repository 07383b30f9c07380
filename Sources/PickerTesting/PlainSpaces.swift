/// The spaces ICU puts in formatted dates and times that look like a plain space on screen but
/// are other characters: U+202F NARROW NO-BREAK SPACE (before `AM`/`PM` in English times),
/// U+2009 THIN SPACE (around the dash of a date range), and U+00A0 NO-BREAK SPACE (in many
/// locales' dates and numbers).
///
/// An answered line such as `Departure: 9:15 AM` holds `9:15\u{202F}AM`, so comparing it with a
/// literal typed in a test fails although both read the same. `String.plainSpaces` and
/// `ScriptedTerminal.plainAnsweredLines` turn these spaces into plain ones for the comparison;
/// the prompts themselves keep printing what ICU gives, as a person's terminal should show it.
///
/// ```swift
/// terminal.answeredLines        // ["Departure: 9:15\u{202F}AM", "Trip: Nov 22\u{2009}–\u{2009}25, 2026"]
/// terminal.plainAnsweredLines   // ["Departure: 9:15 AM", "Trip: Nov 22 – 25, 2026"]
/// ```
enum PlainSpaces {
    /// The characters replaced by a plain space.
    static let narrow: Set<Character> = ["\u{202F}", "\u{2009}", "\u{00A0}"]
}

extension String {
    /// This text with ICU's narrow, thin and no-break spaces (U+202F, U+2009, U+00A0) made plain
    /// spaces, for comparing a formatted date or time with a literal written in a test.
    ///
    /// The prompts print what the locale's formatter gives, so the answered line of a time in
    /// English reads `9:15 AM` but holds U+202F before `AM`, and a date range holds U+2009
    /// around its dash. Write the real characters when the test is about them, and compare
    /// through this when it is about the words:
    ///
    /// ```swift
    /// let line = "Departure: 9:15\u{202F}AM"     // what the time prompt leaves
    /// line == "Departure: 9:15 AM"                // false
    /// line.plainSpaces == "Departure: 9:15 AM"    // true
    /// "Nov 22\u{2009}–\u{2009}25".plainSpaces     // "Nov 22 – 25"
    /// ```
    public var plainSpaces: String {
        String(map { PlainSpaces.narrow.contains($0) ? " " : $0 })
    }
}

extension ScriptedTerminal {
    /// ``answeredLines`` with ICU's narrow, thin and no-break spaces made plain (see
    /// `String.plainSpaces`), for comparing with literals written in a test.
    ///
    /// ```swift
    /// let terminal = ScriptedTerminal(scripts: ["enter"])
    /// _ = try Prompt.time("Departure", environment: environment)
    /// terminal.answeredLines        // ["Departure: 10:15\u{202F}AM"]
    /// terminal.plainAnsweredLines   // ["Departure: 10:15 AM"]
    /// ```
    public var plainAnsweredLines: [String] { answeredLines.map(\.plainSpaces) }
}
