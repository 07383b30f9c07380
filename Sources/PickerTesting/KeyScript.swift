import TerminalUI

/// A tiny language for key sequences in tests: tokens separated by spaces.
///
/// | token | meaning |
/// |---|---|
/// | `↑` `↓` `←` `→` | arrow keys |
/// | `⏎` `⎋` `⇥` `⇤` `⌫` | Enter, Esc, Tab, Shift-Tab, Backspace |
/// | `⇞` `⇟` `↖` `↘` | Page Up, Page Down, Home, End |
/// | `␣` | a typed space |
/// | `^N` (caret and one letter) | that letter with Ctrl |
/// | `wait:0.5` | let half a second of virtual time pass |
/// | anything else | typed, one key press per character |
///
/// ```swift
/// try driver.run("↓ ↓ ban wait:1.2 ⏎")
/// ```
public enum KeyScript {
    /// One step of a script.
    public enum Step: Equatable, Sendable {
        case key(KeyPress)
        case text(String)
        case wait(Double)
    }

    /// A token the script could not read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The token as written in the script.
        public var token: String

        public init(token: String) {
            self.token = token
        }

        public var description: String { "KeyScript: cannot read \"\(token)\" (wait:SECONDS needs a non-negative number)" }
    }

    /// The steps `script` stands for.
    public static func parse(_ script: String) throws -> [Step] {
        try script.split(whereSeparator: \.isWhitespace).map { try step(for: String($0)) }
    }

    private static let symbols: [String: KeyPress] = [
        "↑": KeyPress(.up), "↓": KeyPress(.down), "←": KeyPress(.left), "→": KeyPress(.right),
        "⏎": KeyPress(.enter), "⎋": KeyPress(.escape), "⇥": KeyPress(.tab), "⇤": KeyPress(.tab, .shift),
        "⌫": KeyPress(.backspace), "⇞": KeyPress(.pageUp), "⇟": KeyPress(.pageDown),
        "↖": KeyPress(.home), "↘": KeyPress(.end), "␣": KeyPress(.character(" ")),
    ]

    private static func step(for token: String) throws -> Step {
        if let key = symbols[token] { return .key(key) }
        if token.hasPrefix("wait:") {
            guard let seconds = Double(token.dropFirst(5)), seconds >= 0, seconds.isFinite else {
                throw ParseError(token: token)
            }
            return .wait(seconds)
        }
        if token.count == 2, token.hasPrefix("^"), let letter = token.last, letter.isLetter {
            return .key(KeyPress(.character(Character(letter.lowercased())), .control))
        }
        return .text(token)
    }
}

extension PickerDriver {
    /// Runs a ``KeyScript``: keys, typed text and waits, in order.
    public mutating func run(_ script: String) throws {
        for step in try KeyScript.parse(script) {
            switch step {
            case .key(let key): send(.key(key))
            case .text(let text): type(text)
            case .wait(let seconds): advance(by: seconds)
            }
        }
    }
}
