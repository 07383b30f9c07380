import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

@Suite("Wheel terminal picker")
struct WheelTerminalPickerTests {
    func picker<Source>(_ source: Source, _ selection: [Int], header: String? = nil, showsHelp: Bool = true)
        -> WheelTerminalPicker<Source>
    {
        WheelTerminalPicker(Fixtures.wheel(source, selection), header: header, showsHelp: showsHelp)
    }

    // MARK: Frames

    @Test("Header, wheel and help line; one component has no ←→ column hint")
    func oneComponentFrame() {
        let driver = PickerDriver(picker(Fixtures.fruits, [1], header: "Fruit"), width: 40)
        #expect(driver.height == 7)
        #expect(
            driver.frame == """
                Fruit

                  Apple
                › Banana     ‹
                  Cherry
                  Damson
                ↑↓ change · enter select · esc cancel
                """)
        #expect(driver.buffer[0, 0].style == Theme.default(for: .none).header)
        #expect(driver.buffer[0, 6].style.dim)
    }

    @Test("Several components: the help line names the column keys")
    func twoComponentFrame() {
        let driver = PickerDriver(picker(Fixtures.clock, [9, 30]), width: 50)
        #expect(
            driver.frame == """
                  07     28
                  08     29
                › 09 ‹ · 30 ·
                  10     31
                  11     32
                ↑↓ change · ←→ column · enter select · esc cancel
                """)
    }

    @Test("showsHelp: false hides the help line and the picker asks for one row less")
    func helpHidden() {
        let hidden = picker(Fixtures.clock, [9, 30], showsHelp: false)
        #expect(hidden.preferredHeight(forWidth: 40) == 5)
        let driver = PickerDriver(hidden, width: 40)
        #expect(
            driver.frame == """
                  07     28
                  08     29
                › 09 ‹ · 30 ·
                  10     31
                  11     32
                """)
    }

    @Test("A taller area (--height 12, --fullscreen) shows more rows, the band in the middle (issue 10, item 15)")
    func tallArea() {
        let driver = PickerDriver(picker(Fixtures.clock, [9, 30]), width: 40, height: 12)
        #expect(driver.lines[0] == "  04     25")
        #expect(driver.lines[5] == "› 09 ‹ · 30 ·")
        #expect(driver.lines[10] == "  14     35")
        #expect(driver.lines[11] == "↑↓ change · enter select · esc cancel")
        // A click five rows below the band selects the row drawn there.
        var clicking = driver
        clicking.click(x: 3, y: 10)
        #expect(clicking.picker.wheel.state.selection == [14, 30])
    }

    @Test("The help line is cut with an ellipsis in a narrow window")
    func helpTruncated() {
        let driver = PickerDriver(picker(Fixtures.clock, [9, 30]), width: 20)
        #expect(driver.lines[5] == "↑↓ change · ←→ colu…")
    }

    @Test("Short of rows, the help line goes first, then the header, then wheel rows", arguments: [
        (6, ["Fruit", "", "  Apple", "› Banana     ‹", "  Cherry", "  Damson"]),
        (5, ["Fruit", "  Apple", "› Banana     ‹", "  Cherry", "  Damson"]),
        (4, ["Fruit", "  Apple", "› Banana     ‹", "  Cherry"]),
        (3, ["  Apple", "› Banana     ‹", "  Cherry"]),
    ])
    func lowWindows(height: Int, expected: [String]) {
        let driver = PickerDriver(picker(Fixtures.fruits, [1], header: "Fruit"), width: 40, height: height)
        #expect(driver.lines == expected)
    }

    @Test("Below the minimum size the frame is a one-line notice, its longest form that fits")
    func tooSmall() {
        let fruit = picker(Fixtures.fruits, [1])
        #expect(fruit.minimumSize == AreaSize(width: 7, height: 3))
        let theme = Theme.default(for: .none)
        #expect(
            FrameComposer.frame(for: fruit, width: 60, height: 2, theme: theme).lines
                == ["Window too small — enlarge to at least 7×3", ""])
        #expect(FrameComposer.frame(for: fruit, width: 30, height: 1, theme: theme).lines == ["Window too small — need 7×3"])
        #expect(FrameComposer.frame(for: fruit, width: 16, height: 1, theme: theme).lines == ["Too small: 7×3"])
        #expect(FrameComposer.frame(for: fruit, width: 6, height: 9, theme: theme).lines[0] == "≥7×3")
        #expect(FrameComposer.frame(for: fruit, width: 3, height: 1, theme: theme).lines == ["≥7…"])
        #expect(FrameComposer.frame(for: fruit, width: 0, height: 0, theme: theme).lines.isEmpty)
    }

    @Test("At the minimum size the picker itself is drawn")
    func atMinimumSize() {
        let frame = FrameComposer.frame(for: picker(Fixtures.fruits, [1]), width: 7, height: 3, theme: .default(for: .none))
        #expect(frame.lines == ["  Ap…", "› Ba… ‹", "  Ch…"])
    }

    @Test("The minimum width grows with the components")
    func minimumSizeOfClock() {
        // Two columns of two digits: (2 + 4) * 2 + one blank between.
        #expect(picker(Fixtures.clock, [0, 0]).minimumSize == AreaSize(width: 13, height: 3))
    }

    // MARK: Output

    @Test("Confirming outputs the selected title; several components are joined by a tab")
    func outputTitles() {
        #expect(String(decoding: picker(Fixtures.fruits, [3]).output, as: UTF8.self) == "Damson")
        #expect(String(decoding: picker(Fixtures.clock, [9, 5]).output, as: UTF8.self) == "09\t05")
    }

    @Test("The separator can be chosen, or the output formatted entirely")
    func outputCustomised() {
        var clock = picker(Fixtures.clock, [9, 5])
        clock.separator = ":"
        #expect(String(decoding: clock.output, as: UTF8.self) == "09:05")
        clock.formatOutput = { wheel in Array("\(wheel.state.selection[0] * 60 + wheel.state.selection[1])".utf8) }
        #expect(String(decoding: clock.output, as: UTF8.self) == "545")
    }

    @Test("A row-bytes source outputs the exact bytes read, even when they are not UTF-8")
    func outputExactBytes() {
        let lines: [[UInt8]] = [Array("plain".utf8), [0x63, 0x61, 0x66, 0xE9, 0xFF], Array("last".utf8)]
        let bytes = picker(ByteLines(lines: lines), [1])
        #expect(bytes.output == [0x63, 0x61, 0x66, 0xE9, 0xFF])
        let driver = PickerDriver(bytes, width: 20, height: 5)
        #expect(driver.lines[2] == "› caf\u{FFFD}\u{FFFD} ‹")
    }

    @Test("A LineListSource outputs the selected line's exact bytes")
    func outputLineListBytes() {
        let input: [UInt8] = Array("Apple\n".utf8) + [0x42, 0xE4, 0x6E, 0x0A] + Array("Cherry\r\n".utf8)
        var driver = PickerDriver(WheelTerminalPicker(WheelPicker(source: LineListSource(bytes: input))), width: 20)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.output == [0x42, 0xE4, 0x6E])
    }

    // MARK: Accessibility

    @Test("The accessible description names the picker, the value and its position")
    func accessibleDescription() {
        var fruit = picker(ListSource(columns: [["Apple", "Banana", "Cherry"]]), [1])
        fruit.accessibilityLabel = "Fruit picker"
        #expect(
            fruit.accessibleDescription == [
                "Fruit picker, Banana, 2 of 3", "Up and Down change the value. Enter selects, Escape cancels.",
            ])
        var time = picker(Fixtures.clock, [10, 30], header: "Time picker")
        _ = time.handle(.key(KeyStroke(.tab)), now: 0)
        #expect(
            time.accessibleDescription == [
                "Time picker, column 1 of 2, 10, 11 of 24",
                "column 2 of 2, focused, 30, 31 of 60",
                "Up and Down change the value, Left and Right change column. Enter selects, Escape cancels.",
            ])
    }

    // MARK: Mouse

    @Test("The scroll wheel turns the column under the pointer, not the focused one (Behaviour 1.13)")
    func scrollMovesColumnUnderPointer() {
        var driver = PickerDriver(picker(Fixtures.clock, [9, 30], header: "Time"), width: 40)
        // Header on row 0, band on row 3; minutes are columns 7–12.
        driver.scroll(x: 9, y: 3, notches: 1)
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [9, 31])
        driver.scroll(x: 2, y: 1, notches: -1)
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [8, 31])
        driver.scroll(x: 6, y: 3, notches: 1)     // between the columns: nothing
        driver.scroll(x: 2, y: 0, notches: 1)     // over the header: nothing
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [8, 31])
    }

    @Test("Clicking a row selects it and focuses its column; clicking the band focuses")
    func clickSelectsRow() {
        var driver = PickerDriver(picker(Fixtures.clock, [9, 30], header: "Time"), width: 40)
        driver.click(x: 10, y: 5)                 // two rows below the minutes band
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [9, 32])
        #expect(driver.picker.wheel.state.focusedComponent == 1)
        driver.click(x: 0, y: 3)                  // the hours band
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [9, 32])
        #expect(driver.picker.wheel.state.focusedComponent == 0)
        #expect(driver.lines[3] == "› 09 ‹ · 32 ·")
    }

    @Test("Hit-testing follows the mirrored layout in right-to-left locales")
    func mouseRightToLeft() {
        var rtl = picker(Fixtures.clock, [9, 30])
        rtl.isRightToLeft = true
        var driver = PickerDriver(rtl, width: 13)
        // Hours (component 0) are drawn on the right, columns 7–12.
        driver.scroll(x: 9, y: 2, notches: 1)
        driver.settle()
        #expect(driver.picker.wheel.state.selection == [10, 30])
        driver.press(.left)                       // the screen's left: the next component
        #expect(driver.picker.wheel.state.focusedComponent == 1)
    }

    @Test("Right-to-left: the header and help line start from the right edge")
    func rightToLeftLines() {
        var rtl = picker(Fixtures.fruits, [1], header: "Fruit")
        rtl.isRightToLeft = true
        let driver = PickerDriver(rtl, width: 40)
        #expect(driver.lines[0] == String(repeating: " ", count: 35) + "Fruit")
        #expect(driver.lines[6] == "   ↑↓ change · enter select · esc cancel")
        #expect(driver.lines[3] == String(repeating: " ", count: 26) + "›     Banana ‹")
    }
}
