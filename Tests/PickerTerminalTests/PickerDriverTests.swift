import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// A wheel picker driven end to end in the virtual terminal.
@Suite("Picker driver")
struct PickerDriverTests {
    func fruitDriver(_ selection: Int = 0, keyMode: KeyMode = .standard)
        -> PickerDriver<WheelTerminalPicker<ListSource>>
    {
        PickerDriver(
            WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [selection]), keyMode: keyMode), width: 50)
    }

    func band<P>(_ driver: PickerDriver<P>) -> String { driver.lines[2] }

    @Test("Type-ahead jumps to the first title starting with what was typed, then Enter outputs it (Behaviour 1.11)")
    func typeAheadAndConfirm() {
        var driver = fruitDriver()
        driver.type("ch")
        driver.settle()
        #expect(band(driver) == "› Cherry     ‹")
        #expect(driver.status == .running)
        #expect(driver.output == nil)
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.output == Array("Cherry".utf8))
        #expect(driver.outputText == "Cherry")
    }

    @Test("Type-ahead is case-insensitive and its prefix resets after a pause")
    func typeAheadResets() {
        var driver = fruitDriver()
        driver.type("B")
        driver.settle()
        #expect(band(driver) == "› Banana     ‹")
        driver.advance(by: 2)
        driver.type("d")
        driver.settle()
        #expect(band(driver) == "› Damson     ‹")
    }

    @Test("Esc cancels: no output, and later input is ignored")
    func cancel() {
        var driver = fruitDriver()
        driver.press(.down)
        driver.press(.escape)
        #expect(driver.status == .cancelled)
        #expect(driver.output == nil)
        driver.press(.enter)
        #expect(driver.status == .cancelled)
    }

    @Test("Raw bytes go through the real input decoder")
    func rawBytes() {
        var driver = fruitDriver()
        driver.send(bytes: "\u{1B}[B")                    // Down
        driver.settle()
        driver.send(bytes: "\u{1B}[B")
        driver.settle()
        #expect(band(driver) == "› Cherry     ‹")
        driver.send(bytes: [0x0E])                        // Ctrl-N
        driver.settle()
        #expect(band(driver) == "› Damson     ‹")
        driver.send(bytes: "\r")
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Damson")
    }

    @Test("A lone Esc byte counts as Esc once the timeout has passed")
    func loneEscape() {
        var driver = fruitDriver()
        driver.send(bytes: [0x1B], flush: false)
        #expect(driver.status == .running)
        driver.send(bytes: [0x1B])
        #expect(driver.status == .cancelled)
    }

    @Test("Moving animates: the picker needs ticks, and comes to rest as virtual time passes")
    func animationSettles() {
        var driver = fruitDriver()
        driver.press(.end)
        #expect(driver.picker.wheel.state.selection == [4])
        driver.advance(by: 5)
        #expect(!driver.picker.needsTicks)
        #expect(driver.now == 5)
        #expect(band(driver) == "› Elderberry ‹")
    }

    @Test("Home, End, Page Up and Page Down")
    func jumps() {
        let numbers = ListSource(columns: [(0..<100).map { "\($0)" }], numeric: [0])
        var driver = PickerDriver(WheelTerminalPicker(Fixtures.wheel(numbers, [50])), width: 20)
        driver.press(.home)
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [0])
        driver.press(.end)
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [99])
        driver.press(.pageUp)
        driver.settle()
        let afterPage = driver.picker.wheel.state.selection[0]
        #expect(afterPage < 99 && afterPage >= 90)
        driver.press(.pageDown)
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [99])
    }

    @Test("Tab, Shift-Tab, Left and Right move focus between components")
    func focusKeys() {
        var driver = PickerDriver(WheelTerminalPicker(Fixtures.wheel(Fixtures.clock, [9, 30])), width: 40)
        #expect(driver.picker.wheel.state.focusedComponent == 0)
        driver.press(.right)
        #expect(driver.picker.wheel.state.focusedComponent == 1)
        driver.press(.down)
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [9, 31])
        driver.press(.tab, .shift)
        #expect(driver.picker.wheel.state.focusedComponent == 0)
        driver.press(.tab)
        driver.press(.left)
        #expect(driver.picker.wheel.state.focusedComponent == 0)
        driver.press(.up)
        driver.settle()
        #expect(driver.lines[2] == "› 08 ‹ · 31 ·")
    }

    @Test("Vim mode: j/k move, letters do not type, / opens an entry shown on the help line")
    func vimMode() {
        var driver = fruitDriver(keyMode: .vim)
        #expect(driver.lines[5] == "j/k change · / search · enter select · esc cancel")
        driver.type("j")
        driver.settle()
        driver.type("j")
        driver.settle()
        #expect(band(driver) == "› Cherry     ‹")
        driver.type("k")
        driver.type("e")                                  // not a type-ahead in vim mode
        driver.settle()
        #expect(band(driver) == "› Banana     ‹")
        driver.type("/el")
        driver.settle()
        #expect(band(driver) == "› Elderberry ‹")
        #expect(driver.lines[5] == "/el · enter or esc: done")
        driver.press(.enter)                              // ends the entry, does not confirm
        #expect(driver.status == .running)
        #expect(driver.lines[5] == "j/k change · / search · enter select · esc cancel")
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Elderberry")
    }

    @Test("Vim mode: Esc leaves the entry first, then cancels")
    func vimEscape() {
        var driver = fruitDriver(keyMode: .vim)
        driver.type("/")
        driver.press(.escape)
        #expect(driver.status == .running)
        driver.press(.escape)
        #expect(driver.status == .cancelled)
    }

    @Test("Pasted text is typed")
    func paste() {
        var driver = fruitDriver()
        driver.paste("dam")
        driver.settle()
        #expect(band(driver) == "› Damson     ‹")
    }

    @Test("bytesWritten is what the last frame cost: everything first, nothing when nothing changed")
    func bytesWritten() {
        var driver = fruitDriver()
        let first = driver.bytesWritten
        #expect(first > 0)
        #expect(driver.totalBytesWritten == first)
        driver.press(.function(5))
        #expect(driver.bytesWritten == 0)
        #expect(driver.totalBytesWritten == first)
        driver.press(.down)
        driver.settle()
        let moved = driver.totalBytesWritten - first
        #expect(moved > 0)
        #expect(moved < first * 2)
    }

    @Test("A resize below the minimum shows the notice; growing back shows the picker")
    func resize() {
        var driver = fruitDriver(1)
        driver.resize(width: 5, height: 2)
        #expect(driver.lines == ["≥7×3", ""])
        driver.resize(width: 40, height: 6)
        #expect(driver.lines[2] == "› Banana     ‹")
    }

    @Test("A key script runs keys, text and waits in order")
    func keyScript() throws {
        var driver = fruitDriver()
        try driver.run("↓ wait:1 ↓ wait:1 ↑ ⏎")
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Banana")

        var typed = fruitDriver()
        try typed.run(#""da" wait:2 ⇟ ↖ "el" ⏎"#)
        #expect(typed.outputText == "Elderberry")
    }

    @Test("The key-script parser reads symbols, Ctrl letters, waits and text")
    func keyScriptParser() throws {
        #expect(
            try KeyScript.parse(#"↓ ⇤ ^N wait:0.5 "ban" ␣ ⎋"#) == [
                .key(KeyStroke(.down)), .key(KeyStroke(.tab, .shift)), .key(KeyStroke(.character("n"), .control)),
                .wait(0.5), .text("ban"), .key(KeyStroke(.character(" "))), .key(KeyStroke(.escape)),
            ])
        #expect(throws: KeyScript.ParseError(token: "wait:soon")) { try KeyScript.parse("↓ wait:soon") }
        #expect(throws: KeyScript.ParseError(token: "wait:-1")) { try KeyScript.parse("wait:-1") }
    }

    @Test("The documented example frame of PickerDriver")
    func documentedExample() {
        let fruits = ListSource(columns: [["Apple", "Banana", "Cherry", "Damson"]])
        var driver = PickerDriver(WheelTerminalPicker(WheelPicker(source: fruits)), width: 40, height: 6)
        driver.type("ch")
        driver.settle()
        #expect(
            driver.frame == """
                  Apple
                  Banana
                › Cherry ‹
                  Damson

                ↑↓ change · enter select · esc cancel
                """)
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Cherry")
    }

    @Test("Ctrl-C interrupts as in the real session: status 130, no value, the picker untouched")
    func controlC() {
        var driver = fruitDriver(1)
        driver.press(.character("c"), .control)
        #expect(driver.outcome == .interrupted)
        #expect(driver.outcome?.exitStatus == 130)
        #expect(driver.status == .cancelled)
        #expect(driver.output == nil)
        #expect(driver.picker.wheel.state.selection == [1])
        driver.press(.enter)
        #expect(driver.outcome == .interrupted)

        var fromBytes = fruitDriver()
        fromBytes.send(bytes: [0x03])
        #expect(fromBytes.outcome == .interrupted)
    }

    @Test("Ctrl-Z suspends (the virtual terminal redraws it all) and the picker carries on")
    func controlZ() {
        var driver = fruitDriver()
        driver.press(.function(5))
        #expect(driver.bytesWritten == 0)
        driver.send(bytes: [0x1A])
        #expect(driver.suspensions == 1)
        #expect(driver.lastWrite.contains("Apple") && driver.lastWrite.contains("Cherry"))
        #expect(driver.outcome == nil)
        driver.press(.enter)
        #expect(driver.outputText == "Apple")
    }

    @Test("A lone Esc byte becomes Esc once the Esc timeout has passed in virtual time")
    func escapeAfterWait() {
        var driver = fruitDriver()
        driver.send(bytes: [0x1B], flush: false)
        driver.advance(by: 0.01)
        #expect(driver.outcome == nil)
        driver.advance(by: 0.05)
        #expect(driver.outcome == .cancelled)
    }

    @Test("The session's timeout ends a driven picker as timed out (status 124)")
    func timeout() {
        var driver = PickerDriver(
            WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [0])), width: 50, options: TerminalSessionOptions(timeout: 3))
        driver.advance(by: 2.5)
        #expect(driver.outcome == nil)
        driver.advance(by: 0.5)
        #expect(driver.outcome == .timedOut)
        #expect(driver.outcome?.exitStatus == 124)
    }

    @Test("At 20×6 the date picker shows the notice, and Right, Right, Enter do nothing; Esc cancels")
    func tooSmallDate() throws {
        var driver = DateFixtures.driver(try DateFixtures.picker(.date, .automatic), width: 20, height: 6)
        let notice = driver.frame
        driver.press(.right)
        driver.press(.right)
        driver.press(.enter)
        #expect(driver.outcome == nil)
        #expect(driver.frame == notice)
        driver.resize(width: 80, height: 24)
        driver.press(.enter)
        #expect(driver.outcome == .confirmed)
        #expect(driver.outputText?.hasPrefix("2026-11-22") == true)

        var escaping = DateFixtures.driver(try DateFixtures.picker(.date, .automatic), width: 20, height: 6)
        escaping.press(.escape)
        #expect(escaping.outcome == .cancelled)
    }

    @Test("Key scripts take ASCII names beside the glyphs, quoted text with spaces, and refuse an unknown word by name")
    func keyScriptNames() throws {
        #expect(
            try KeyScript.parse(#"down up left right enter esc tab shift-tab pgup pgdn home end space ctrl-n "a b" x"#) == [
                .key(KeyStroke(.down)), .key(KeyStroke(.up)), .key(KeyStroke(.left)), .key(KeyStroke(.right)),
                .key(KeyStroke(.enter)), .key(KeyStroke(.escape)), .key(KeyStroke(.tab)), .key(KeyStroke(.tab, .shift)),
                .key(KeyStroke(.pageUp)), .key(KeyStroke(.pageDown)), .key(KeyStroke(.home)), .key(KeyStroke(.end)),
                .key(KeyStroke(.character(" "))), .key(KeyStroke(.character("n"), .control)), .text("a b"), .text("x"),
            ])
        #expect(throws: KeyScript.ParseError(token: "dwon")) { try KeyScript.parse("down dwon enter") }
        #expect(throws: KeyScript.ParseError(token: #""open"#)) { try KeyScript.parse(#"down "open"#) }
        #expect(KeyScript.ParseError(token: "dwon").description.contains("\"dwon\""))

        var driver = fruitDriver()
        try driver.run("down wait:1 down wait:1 enter")
        #expect(driver.outputText == "Cherry")
    }
}
