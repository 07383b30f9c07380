import TerminalUI

/// How a picker reads keys: the platform's standard keys, or those plus vim's motions.
///
/// Every picker has one, in its ``PromptFrame`` (``TerminalPicker/keyMode``), and its key table
/// goes through ``KeyBindingTable/applying(_:)``, so the rule holds for every family the same
/// way: in ``KeyMode/vim`` mode `h` `j` `k` `l` do what Left, Down, Up and Right do there,
/// `g` and `G` what Home and End do, and the help line names the letters (`j/k change`,
/// `h/l segment`, `hjkl day`). So a wheel turns with `j`/`k`, a list moves with `j`/`k`, a month grid moves by
/// day and week with `h`/`j`/`k`/`l`, a date field moves between segments with `h`/`l` and
/// steps with `j`/`k`, a clock face turns its hand with `j`/`k`. The arrows keep working.
///
/// A letter the picker binds itself (`t` for today) keeps its meaning, and other letters still
/// type (type-ahead, a month's name, AM/PM); only the six motion letters stop typing. A filter
/// is the exception: its query takes every letter, vim's included, as fzf's does, so a
/// filtering picker reads its keys the standard way in either mode. The wheel, whose letters
/// all type, has its own vim table instead (``KeyMap/vim(isRightToLeft:labelsColumns:)``:
/// digits type, `/` opens a type-ahead entry).
///
/// ```swift
/// var picker = WatchStylePicker(WheelPicker(source: fruits), style: .list)
/// picker.keyMode = .vim
/// picker.keyBindings.action(for: KeyStroke(.character("j")))   // what ↓ does: the next item
/// ```
public enum KeyMode: Equatable, Hashable, Sendable {
    /// The platform's keys: arrows move, letters type (Behaviour 1.11).
    case standard
    /// The standard keys plus `h` `j` `k` `l` to move and `g`/`G` for first and last (`pick --vim`).
    case vim
}

extension KeyBindingTable {
    /// The table for `mode`: itself for ``KeyMode/standard``, and
    /// ``KeyBindingTable/addingVimMotions()`` for ``KeyMode/vim``.
    ///
    /// ```swift
    /// let grid = MonthGridKeyMap.standard().bindings
    /// grid.applying(.vim).action(for: KeyStroke(.character("l")))        // what → does: the next day
    /// grid.applying(.standard).action(for: KeyStroke(.character("l")))   // nil
    /// ```
    public func applying(_ mode: KeyMode) -> KeyBindingTable {
        mode == .vim ? addingVimMotions() : self
    }

    /// The letters vim moves with and the keys whose work they take: `h` ←, `j` ↓, `k` ↑, `l` →,
    /// `g` Home, `G` End.
    static var vimMotions: [(letter: Character, key: Key)] {
        [("h", .left), ("j", .down), ("k", .up), ("l", .right), ("g", .home), ("G", .end)]
    }

    /// The same keys, with each vim letter added to the binding of the key it stands for; a
    /// letter the table binds itself, or whose key the table leaves unbound, is left alone.
    /// Help labels and spoken hints that name a pair of arrows now bound to letters name the
    /// letters instead (`↑↓ change` → `j/k change`, `←→↑↓ day` → `hjkl day`, "Up and Down arrows
    /// adjust the value" → "j and k adjust the value").
    ///
    /// ```swift
    /// let table = KeyBindingTable([KeyBinding([KeyStroke(.down)], "next", help: "↓ next")])
    /// table.addingVimMotions().action(for: KeyStroke(.character("j")))   // "next"
    /// ```
    public func addingVimMotions() -> KeyBindingTable {
        var entries = self.entries
        var added: Set<Character> = []
        for (letter, key) in Self.vimMotions {
            let press = KeyStroke(.character(letter))
            guard !entries.contains(where: { $0.keys.contains(press) }),
                  let index = entries.firstIndex(where: { $0.keys.contains(KeyStroke(key)) })
            else { continue }
            entries[index].keys.append(press)
            added.insert(letter)
        }
        guard !added.isEmpty else { return self }
        // Only a label that starts with the arrows changes: `⇧↑↓ hour` is Shift with the arrows,
        // which the letters do not stand for. The spoken hints name the letters the same way.
        var labels: [(arrows: String, letters: String)] = []
        var spoken: [(arrows: String, letters: String)] = []
        if added.isSuperset(of: ["h", "j", "k", "l"]) {
            labels.append(("←→↑↓ ", "hjkl "))
            spoken.append(("Arrow keys ", "h, j, k and l "))
        }
        if added.isSuperset(of: ["j", "k"]) {
            labels.append(("↑↓ ", "j/k "))
            spoken += [("Up and Down arrows ", "j and k "), ("Up or Down arrow ", "j or k ")]
        }
        if added.isSuperset(of: ["h", "l"]) {
            labels.append(("←→ ", "h/l "))
            spoken.append(("Left and Right arrows ", "h and l "))
        }
        for index in entries.indices {
            entries[index].help = entries[index].help.map { Self.renamed($0, labels) }
            entries[index].spoken = entries[index].spoken.map { Self.renamed($0, spoken) }
        }
        return KeyBindingTable(entries, typing: typing)
    }

    /// `text` with the first of `names` it starts with replaced by its letters.
    private static func renamed(_ text: String, _ names: [(arrows: String, letters: String)]) -> String {
        guard let name = names.first(where: { text.hasPrefix($0.arrows) }) else { return text }
        return name.letters + text.dropFirst(name.arrows.count)
    }
}
