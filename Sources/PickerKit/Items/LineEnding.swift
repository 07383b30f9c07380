import PickerTerminal
import TerminalUI

/// What `pick choose` prints around the chosen lines, as fzf's flags have it: the query first
/// (`--print-query`), then the name of the key that accepted (`--expect`, an empty line for
/// Enter), then the chosen lines, each line ended by a newline or a NUL (`--print0`).
///
/// The last line's end is the caller's to add (`pick` ends every value so); ``compose(query:key:body:)``
/// ends each line before the body.
///
/// ```swift
/// var ending = LineEnding()
/// ending.printsQuery = true
/// ending.compose(query: "ap", key: nil, body: Array("apple".utf8))   // "ap\napple"
/// ```
package struct LineEnding: Equatable, Sendable {
    /// `--print-query`: the query is the first line printed.
    package var printsQuery = false
    /// `--expect`: keys that accept as Enter does; the one pressed is printed before the lines.
    package var expectedKeys: [ExpectedKey] = []
    /// What ends each printed line: a newline, or NUL with `--print0`.
    package var terminator: UInt8 = UInt8(ascii: "\n")

    package init() {}

    /// Whether anything is printed before the chosen lines.
    package var hasPrefix: Bool { printsQuery || !expectedKeys.isEmpty }

    /// The lines before the chosen ones, each ended: the query, the key's name (`key`; nil or
    /// empty for Enter).
    package func prefix(query: String, key: String?) -> [UInt8] {
        var bytes: [UInt8] = []
        if printsQuery { bytes += Array(query.utf8) + [terminator] }
        if !expectedKeys.isEmpty { bytes += Array((key ?? "").utf8) + [terminator] }
        return bytes
    }

    /// Everything printed but the last line's end: ``prefix(query:key:)`` and `body`.
    package func compose(query: String, key: String?, body: [UInt8]) -> [UInt8] {
        prefix(query: query, key: key) + body
    }
}

/// A key `--expect` names, as fzf spells it (`ctrl-d`, `alt-x`, `f1`, `enter`, `btab`, `~`),
/// and the keystroke it is.
///
/// ```swift
/// try ExpectedKey(named: "ctrl-d").stroke   // KeyStroke(.character("d"), .control)
/// ```
package struct ExpectedKey: Equatable, Sendable {
    /// The name printed when the key accepts, as written (lowercased but for one character).
    package var name: String
    package var stroke: KeyStroke

    /// Why a key name cannot be read.
    package struct Unknown: Error, Equatable {
        package var name: String
    }

    private static let named: [String: KeyStroke] = {
        var keys: [String: KeyStroke] = [
            "enter": KeyStroke(.enter), "return": KeyStroke(.enter), "esc": KeyStroke(.escape), "tab": KeyStroke(.tab),
            "btab": KeyStroke(.tab, .shift), "shift-tab": KeyStroke(.tab, .shift), "bspace": KeyStroke(.backspace),
            "bs": KeyStroke(.backspace), "del": KeyStroke(.delete), "insert": KeyStroke(.insert), "up": KeyStroke(.up),
            "down": KeyStroke(.down), "left": KeyStroke(.left), "right": KeyStroke(.right), "home": KeyStroke(.home),
            "end": KeyStroke(.end), "pgup": KeyStroke(.pageUp), "page-up": KeyStroke(.pageUp), "pgdn": KeyStroke(.pageDown),
            "page-down": KeyStroke(.pageDown), "space": KeyStroke(.character(" ")),
            "ctrl-space": KeyStroke(.character(" "), .control), "alt-enter": KeyStroke(.enter, .alt),
            "alt-space": KeyStroke(.character(" "), .alt), "alt-bspace": KeyStroke(.backspace, .alt),
            "alt-bs": KeyStroke(.backspace, .alt), "shift-up": KeyStroke(.up, .shift), "shift-down": KeyStroke(.down, .shift),
            "shift-left": KeyStroke(.left, .shift), "shift-right": KeyStroke(.right, .shift),
            "alt-up": KeyStroke(.up, .alt), "alt-down": KeyStroke(.down, .alt), "alt-left": KeyStroke(.left, .alt),
            "alt-right": KeyStroke(.right, .alt),
        ]
        for number in 1...12 { keys["f\(number)"] = KeyStroke(.function(number)) }
        return keys
    }()

    /// The key fzf calls `name`; throws ``Unknown`` for a name it has no key for.
    package init(named name: String) throws(Unknown) {
        if name.count == 1, let character = name.first {
            self.init(name: name, stroke: KeyStroke(.character(character)))
            return
        }
        let lowered = name.lowercased()
        if let stroke = Self.named[lowered] {
            self.init(name: lowered, stroke: stroke)
            return
        }
        for (prefix, modifier) in [("ctrl-alt-", KeyModifiers([.control, .alt])), ("ctrl-", .control), ("alt-", .alt)]
        where lowered.hasPrefix(prefix) {
            let rest = lowered.dropFirst(prefix.count)
            // Ctrl goes with a letter (the terminal sends nothing else); Alt with any character.
            if rest.count == 1, let character = rest.first, modifier == .alt || ("a"..."z").contains(character) {
                // Alt with a capital is written as typed: alt-X is Alt-Shift-x.
                let typed = modifier == .alt ? name.last ?? character : character
                self.init(name: prefix + String(typed), stroke: KeyStroke(.character(typed), modifier))
                return
            }
        }
        throw Unknown(name: name)
    }

    private init(name: String, stroke: KeyStroke) {
        self.name = name
        self.stroke = stroke
    }
}
