import TerminalUI

/// A tiny language for key sequences in tests: tokens separated by spaces.
///
/// | token | meaning |
/// |---|---|
/// | `↑` `↓` `←` `→`, or `up` `down` `left` `right` | arrow keys |
/// | `⏎` `⎋` `⇥` `⇤` `⌫`, or `enter` `esc` `tab` `shift-tab` `backspace` | Enter, Esc, Tab, Shift-Tab, Backspace |
/// | `⇞` `⇟` `↖` `↘`, or `pgup` `pgdn` `home` `end` | Page Up, Page Down, Home, End |
/// | `␣` or `space` | a typed space |
/// | `^N` or `ctrl-n` | that letter with Ctrl |
/// | `wait:0.5` | let half a second of virtual time pass |
/// | `"some text"` | typed, one key press per character (spaces included) |
/// | one character | typed |
///
/// Any other word is an error that names it, so `down enter` never types d-o-w-n by mistake.
/// <doc:KeyScripts> has the whole grammar with examples, and what a script that runs out with
/// the prompt still open reports.
///
/// ```swift
/// try driver.run(#"↓ down "ban" wait:1.2 enter"#)
/// ```
public enum KeyScript {
    /// One step of a script.
    public enum Step: Equatable, Sendable {
        /// A key pressed: a name or glyph (`down`, `↓`), or `ctrl-n` / `^N`.
        case key(KeyStroke)
        /// Text typed one key press per character: `"quoted text"` or a lone character.
        case text(String)
        /// Virtual seconds let pass: `wait:0.5`.
        case wait(Double)
    }

    /// A token the script could not read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The token as written in the script.
        public var token: String

        /// An error naming `token` as it was written.
        public init(token: String) {
            self.token = token
        }

        /// One line naming the token and what the script can read, e.g. `KeyScript: cannot read "dwon" (...)`.
        public var description: String {
            "KeyScript: cannot read \"\(token)\" (a key name, a glyph, \"quoted text\", one character, ^X or wait:SECONDS)"
        }
    }

    /// The steps `script` stands for.
    public static func parse(_ script: String) throws(ParseError) -> [Step] {
        try written(script).map(\.step)
    }

    /// The steps of `script`, each with its token as written: what an exhausted script's
    /// error names (`PromptError.scriptExhausted(lastKey:)`).
    static func written(_ script: String) throws(ParseError) -> [(token: String, step: Step)] {
        var steps: [(token: String, step: Step)] = []
        for token in try tokens(of: script) { steps.append((token, try step(for: token))) }
        return steps
    }

    private static let symbols: [String: KeyStroke] = [
        "↑": KeyStroke(.up), "↓": KeyStroke(.down), "←": KeyStroke(.left), "→": KeyStroke(.right),
        "⏎": KeyStroke(.enter), "⎋": KeyStroke(.escape), "⇥": KeyStroke(.tab), "⇤": KeyStroke(.tab, .shift),
        "⌫": KeyStroke(.backspace), "⇞": KeyStroke(.pageUp), "⇟": KeyStroke(.pageDown),
        "↖": KeyStroke(.home), "↘": KeyStroke(.end), "␣": KeyStroke(.character(" ")),
    ]

    /// The ASCII names, beside the glyphs (lower case; a name is read case-insensitively).
    private static let names: [String: KeyStroke] = [
        "up": KeyStroke(.up), "down": KeyStroke(.down), "left": KeyStroke(.left), "right": KeyStroke(.right),
        "enter": KeyStroke(.enter), "return": KeyStroke(.enter), "esc": KeyStroke(.escape),
        "escape": KeyStroke(.escape), "tab": KeyStroke(.tab), "shift-tab": KeyStroke(.tab, .shift),
        "backspace": KeyStroke(.backspace), "delete": KeyStroke(.delete), "pgup": KeyStroke(.pageUp),
        "pageup": KeyStroke(.pageUp), "pgdn": KeyStroke(.pageDown), "pagedown": KeyStroke(.pageDown),
        "home": KeyStroke(.home), "end": KeyStroke(.end), "space": KeyStroke(.character(" ")),
    ]

    /// The script split at spaces, a double-quoted run (spaces and all) kept as one token.
    private static func tokens(of script: String) throws(ParseError) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        for character in script {
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace, !quoted {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if quoted { throw ParseError(token: current) }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func step(for token: String) throws(ParseError) -> Step {
        if let key = symbols[token] ?? names[token.lowercased()] { return .key(key) }
        if token.count >= 2, token.first == "\"", token.last == "\"" {
            return .text(String(token.dropFirst().dropLast()))
        }
        if token.hasPrefix("wait:") {
            guard let seconds = Double(token.dropFirst(5)), seconds >= 0, seconds.isFinite else {
                throw ParseError(token: token)
            }
            return .wait(seconds)
        }
        for prefix in ["^", "ctrl-"] where token.lowercased().hasPrefix(prefix) && token.count == prefix.count + 1 {
            if let letter = token.last, letter.isLetter {
                return .key(KeyStroke(.character(Character(letter.lowercased())), .control))
            }
        }
        guard token.count == 1 else { throw ParseError(token: token) }
        return .text(token)
    }
}

extension PickerDriver {
    /// Runs a ``KeyScript``: keys, typed text and waits, in order.
    public mutating func run(_ script: String) throws {
        for step in try KeyScript.parse(script) { perform(step) }
    }

    /// Performs one step of a ``KeyScript``: presses the key, types the text, or lets the time pass.
    ///
    /// ```swift
    /// for step in try KeyScript.parse("down enter") { driver.perform(step) }
    /// ```
    public mutating func perform(_ step: KeyScript.Step) {
        switch step {
        case .key(let key): send(.key(key))
        case .text(let text): type(text)
        case .wait(let seconds): advance(by: seconds)
        }
    }
}
