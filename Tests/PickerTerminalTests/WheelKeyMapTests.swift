import PickerCore
import PickerTerminal
import TerminalUI
import Testing

@Suite("Wheel key map")
struct WheelKeyMapTests {
    static let standardKeys: [(KeyStroke, WheelKeyCommand)] = [
        (KeyStroke(.down), .action(.step(by: 1))),
        (KeyStroke(.up), .action(.step(by: -1))),
        (KeyStroke(.character("n"), .control), .action(.step(by: 1))),
        (KeyStroke(.character("p"), .control), .action(.step(by: -1))),
        (KeyStroke(.pageDown), .action(.page(forward: true))),
        (KeyStroke(.pageUp), .action(.page(forward: false))),
        (KeyStroke(.home), .action(.jumpToEnd(last: false))),
        (KeyStroke(.end), .action(.jumpToEnd(last: true))),
        (KeyStroke(.left), .action(.focusPrevious)),
        (KeyStroke(.right), .action(.focusNext)),
        (KeyStroke(.tab), .action(.focusNext)),
        (KeyStroke(.tab, .shift), .action(.focusPrevious)),
        (KeyStroke(.enter), .action(.commit)),
        (KeyStroke(.escape), .action(.cancel)),
        (KeyStroke(.character("b")), .action(.type("b"))),
        (KeyStroke(.character("B")), .action(.type("B"))),
        (KeyStroke(.character("B"), .shift), .action(.type("B"))),
        (KeyStroke(.character("7")), .action(.type("7"))),
        (KeyStroke(.character("é")), .action(.type("é"))),
        (KeyStroke(.character(" ")), .action(.type(" "))),
        // Letters type in the standard map, j and k included (Behaviour 1.11).
        (KeyStroke(.character("j")), .action(.type("j"))),
        (KeyStroke(.character("k")), .action(.type("k"))),
    ]

    @Test("Standard keys", arguments: standardKeys)
    func standard(key: KeyStroke, command: WheelKeyCommand) {
        #expect(WheelKeyMap.standard().command(for: key) == command)
    }

    @Test("Keys that do nothing", arguments: [
        KeyStroke(.character("x"), .alt), KeyStroke(.character("x"), .control), KeyStroke(.function(5)),
        KeyStroke(.insert), KeyStroke(.character("\u{7}")),
    ])
    func unbound(key: KeyStroke) {
        #expect(WheelKeyMap.standard().command(for: key) == nil)
        #expect(WheelKeyMap.vim().command(for: key) == nil)
    }

    @Test("Right-to-left: Left and Right follow the screen, Tab follows reading order (Behaviour 1.4)")
    func rightToLeft() {
        let keys = WheelKeyMap.standard(isRightToLeft: true)
        #expect(keys.command(for: KeyStroke(.left)) == .action(.focusNext))
        #expect(keys.command(for: KeyStroke(.right)) == .action(.focusPrevious))
        #expect(keys.command(for: KeyStroke(.tab)) == .action(.focusNext))
        #expect(keys.command(for: KeyStroke(.tab, .shift)) == .action(.focusPrevious))
        let vim = WheelKeyMap.vim(isRightToLeft: true)
        #expect(vim.command(for: KeyStroke(.character("h"))) == .action(.focusNext))
        #expect(vim.command(for: KeyStroke(.character("l"))) == .action(.focusPrevious))
    }

    static let vimKeys: [(KeyStroke, WheelKeyCommand?)] = [
        (KeyStroke(.character("j")), .action(.step(by: 1))),
        (KeyStroke(.character("k")), .action(.step(by: -1))),
        (KeyStroke(.character("h")), .action(.focusPrevious)),
        (KeyStroke(.character("l")), .action(.focusNext)),
        (KeyStroke(.character("g")), .action(.jumpToEnd(last: false))),
        (KeyStroke(.character("G")), .action(.jumpToEnd(last: true))),
        (KeyStroke(.character("G"), .shift), .action(.jumpToEnd(last: true))),
        (KeyStroke(.character("/")), .beginTypeAhead),
        // Digits still do digit entry; other letters do nothing until `/`.
        (KeyStroke(.character("5")), .action(.type("5"))),
        (KeyStroke(.character("b")), nil),
        // The standard keys still work.
        (KeyStroke(.down), .action(.step(by: 1))),
        (KeyStroke(.tab), .action(.focusNext)),
        (KeyStroke(.enter), .action(.commit)),
        (KeyStroke(.escape), .action(.cancel)),
    ]

    @Test("Vim keys", arguments: vimKeys)
    func vim(key: KeyStroke, command: WheelKeyCommand?) {
        #expect(WheelKeyMap.vim().command(for: key) == command)
    }

    static let entryKeys: [(KeyStroke, WheelKeyCommand)] = [
        (KeyStroke(.character("j")), .action(.type("j"))),
        (KeyStroke(.character("b")), .action(.type("b"))),
        (KeyStroke(.character("/")), .action(.type("/"))),
        (KeyStroke(.enter), .endTypeAhead),
        (KeyStroke(.escape), .endTypeAhead),
        (KeyStroke(.down), .action(.step(by: 1))),
    ]

    @Test("Vim type-ahead entry: everything types, Enter and Esc end the entry", arguments: entryKeys)
    func typeAheadEntry(key: KeyStroke, command: WheelKeyCommand) {
        #expect(WheelKeyMap.typeAheadEntry().command(for: key) == command)
    }

    @Test("Ctrl-C and Ctrl-Z are the session's: in no wheel table, and cannot be bound")
    func reservedKeys() {
        let reserved = [KeyStroke(.character("c"), .control), KeyStroke(.character("z"), .control)]
        for keys in [WheelKeyMap.standard(), WheelKeyMap.vim(), WheelKeyMap.typeAheadEntry()] {
            for key in reserved {
                #expect(keys.command(for: key) == nil)
                #expect(!keys.bindings.entries.contains { $0.keys.contains(key) })
            }
        }
        var keys = WheelKeyMap.standard()
        keys.bindings[KeyStroke(.character("c"), .control)] = .action(.cancel)
        #expect(keys.command(for: KeyStroke(.character("c"), .control)) == nil)
    }

    @Test("A key map is data: a binding can be changed")
    func customBinding() {
        var keys = WheelKeyMap.standard()
        keys.bindings[KeyStroke(.character("q"))] = .action(.cancel)
        #expect(keys.command(for: KeyStroke(.character("q"))) == .action(.cancel))
        #expect(keys.command(for: KeyStroke(.character("r"))) == .action(.type("r")))
    }
}
