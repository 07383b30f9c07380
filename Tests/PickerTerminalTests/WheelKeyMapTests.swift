import PickerCore
import PickerTerminal
import TerminalUI
import Testing

@Suite("Wheel key map")
struct WheelKeyMapTests {
    static let standardKeys: [(KeyPress, WheelKeyCommand)] = [
        (KeyPress(.down), .action(.step(by: 1))),
        (KeyPress(.up), .action(.step(by: -1))),
        (KeyPress(.character("n"), .control), .action(.step(by: 1))),
        (KeyPress(.character("p"), .control), .action(.step(by: -1))),
        (KeyPress(.pageDown), .action(.page(forward: true))),
        (KeyPress(.pageUp), .action(.page(forward: false))),
        (KeyPress(.home), .action(.jumpToEnd(last: false))),
        (KeyPress(.end), .action(.jumpToEnd(last: true))),
        (KeyPress(.left), .action(.focusPrevious)),
        (KeyPress(.right), .action(.focusNext)),
        (KeyPress(.tab), .action(.focusNext)),
        (KeyPress(.tab, .shift), .action(.focusPrevious)),
        (KeyPress(.enter), .action(.commit)),
        (KeyPress(.escape), .action(.cancel)),
        (KeyPress(.character("b")), .action(.type("b"))),
        (KeyPress(.character("B")), .action(.type("B"))),
        (KeyPress(.character("B"), .shift), .action(.type("B"))),
        (KeyPress(.character("7")), .action(.type("7"))),
        (KeyPress(.character("é")), .action(.type("é"))),
        (KeyPress(.character(" ")), .action(.type(" "))),
        // Letters type in the standard map, j and k included (SPEC 1.11).
        (KeyPress(.character("j")), .action(.type("j"))),
        (KeyPress(.character("k")), .action(.type("k"))),
    ]

    @Test("Standard keys", arguments: standardKeys)
    func standard(key: KeyPress, command: WheelKeyCommand) {
        #expect(WheelKeyMap.standard().command(for: key) == command)
    }

    @Test("Keys that do nothing", arguments: [
        KeyPress(.character("x"), .alt), KeyPress(.character("x"), .control), KeyPress(.function(5)),
        KeyPress(.insert), KeyPress(.character("\u{7}")),
    ])
    func unbound(key: KeyPress) {
        #expect(WheelKeyMap.standard().command(for: key) == nil)
        #expect(WheelKeyMap.vim().command(for: key) == nil)
    }

    @Test("Right-to-left: Left and Right follow the screen, Tab follows reading order (SPEC 1.4)")
    func rightToLeft() {
        let keys = WheelKeyMap.standard(isRightToLeft: true)
        #expect(keys.command(for: KeyPress(.left)) == .action(.focusNext))
        #expect(keys.command(for: KeyPress(.right)) == .action(.focusPrevious))
        #expect(keys.command(for: KeyPress(.tab)) == .action(.focusNext))
        #expect(keys.command(for: KeyPress(.tab, .shift)) == .action(.focusPrevious))
        let vim = WheelKeyMap.vim(isRightToLeft: true)
        #expect(vim.command(for: KeyPress(.character("h"))) == .action(.focusNext))
        #expect(vim.command(for: KeyPress(.character("l"))) == .action(.focusPrevious))
    }

    static let vimKeys: [(KeyPress, WheelKeyCommand?)] = [
        (KeyPress(.character("j")), .action(.step(by: 1))),
        (KeyPress(.character("k")), .action(.step(by: -1))),
        (KeyPress(.character("h")), .action(.focusPrevious)),
        (KeyPress(.character("l")), .action(.focusNext)),
        (KeyPress(.character("g")), .action(.jumpToEnd(last: false))),
        (KeyPress(.character("G")), .action(.jumpToEnd(last: true))),
        (KeyPress(.character("G"), .shift), .action(.jumpToEnd(last: true))),
        (KeyPress(.character("/")), .beginTypeAhead),
        // Digits still do digit entry; other letters do nothing until `/`.
        (KeyPress(.character("5")), .action(.type("5"))),
        (KeyPress(.character("b")), nil),
        // The standard keys still work.
        (KeyPress(.down), .action(.step(by: 1))),
        (KeyPress(.tab), .action(.focusNext)),
        (KeyPress(.enter), .action(.commit)),
        (KeyPress(.escape), .action(.cancel)),
    ]

    @Test("Vim keys", arguments: vimKeys)
    func vim(key: KeyPress, command: WheelKeyCommand?) {
        #expect(WheelKeyMap.vim().command(for: key) == command)
    }

    static let entryKeys: [(KeyPress, WheelKeyCommand)] = [
        (KeyPress(.character("j")), .action(.type("j"))),
        (KeyPress(.character("b")), .action(.type("b"))),
        (KeyPress(.character("/")), .action(.type("/"))),
        (KeyPress(.enter), .endTypeAhead),
        (KeyPress(.escape), .endTypeAhead),
        (KeyPress(.down), .action(.step(by: 1))),
    ]

    @Test("Vim type-ahead entry: everything types, Enter and Esc end the entry", arguments: entryKeys)
    func typeAheadEntry(key: KeyPress, command: WheelKeyCommand) {
        #expect(WheelKeyMap.typeAheadEntry().command(for: key) == command)
    }

    @Test("Ctrl-C and Ctrl-Z are the session's: in no wheel table, and cannot be bound")
    func reservedKeys() {
        let reserved = [KeyPress(.character("c"), .control), KeyPress(.character("z"), .control)]
        for keys in [WheelKeyMap.standard(), WheelKeyMap.vim(), WheelKeyMap.typeAheadEntry()] {
            for key in reserved {
                #expect(keys.command(for: key) == nil)
                #expect(!keys.bindings.entries.contains { $0.keys.contains(key) })
            }
        }
        var keys = WheelKeyMap.standard()
        keys.bindings[KeyPress(.character("c"), .control)] = .action(.cancel)
        #expect(keys.command(for: KeyPress(.character("c"), .control)) == nil)
    }

    @Test("A key map is data: a binding can be changed")
    func customBinding() {
        var keys = WheelKeyMap.standard()
        keys.bindings[KeyPress(.character("q"))] = .action(.cancel)
        #expect(keys.command(for: KeyPress(.character("q"))) == .action(.cancel))
        #expect(keys.command(for: KeyPress(.character("r"))) == .action(.type("r")))
    }
}
