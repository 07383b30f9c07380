import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing
import PickerFormats

/// The watch styles in use: keys, clicks, the stack's motion, the link's scrubbing and its
/// list, the index, colours (Behaviour 4, 1.14).
@Suite("Watch styles: keys, clicks, motion")
struct WatchBehaviourTests {
    let plain = WatchFixtures.fruits(captions: false)

    func selectedTitle(_ driver: PickerDriver<WatchStylePicker>) -> String {
        let wheel = driver.picker.wheel
        return wheel.selectedRow(inComponent: 0).map { wheel.title(forRow: $0, inComponent: 0) } ?? ""
    }

    @Test("Stack: Down slides the top card up and away while the next one rises, frame by frame as time is stepped")
    func stackAnimationFrames() {
        var driver = PickerDriver(WatchFixtures.picker(.stack, plain), width: 30)
        driver.press(.down)
        // The frame of the key press: nothing has moved yet, Blackberry peeks under Banana.
        #expect(driver.frame == """
            Fruit
            ╭────────────────────────────╮
            │                            │
            │                            │
            │           Banana           │
            │                            │
            │                            │
            ╰────────────────────────────╯
              ╰────── Blackberry ──────╯
                ╰──── Blueberry ─────╯
                  ╰──── Cherry ────╯
            enter select · esc cancel
            """)
        driver.advance(by: 0.05)
        // 50 ms on: Banana has slid five rows up, Blackberry is on top, Clementine peeks.
        #expect(driver.frame == """
            Fruit
            │           Banana           │
            ╰────────────────────────────╯
            │                            │
            │         Blackberry         │
            │                            │
            │                            │
            ╰────────────────────────────╯
              ╰────── Blueberry ───────╯
                ╰────── Cherry ──────╯
                  ╰── Clementine ──╯
            enter select · esc cancel
            """)
        driver.settle()
        #expect(driver.frame == """
            Fruit
            ╭────────────────────────────╮
            │                            │
            │                            │
            │         Blackberry         │
            │                            │
            │                            │
            ╰────────────────────────────╯
              ╰────── Blueberry ───────╯
                ╰────── Cherry ──────╯
                  ╰── Clementine ──╯
            enter select · esc cancel
            """)
        #expect(!driver.picker.needsTicks)
    }

    @Test("Sequence: a step shows the next item at once, with no animation frames")
    func sequenceHasNoAnimation() {
        var driver = PickerDriver(WatchFixtures.picker(.sequence, plain), width: 20, height: 5)
        driver.press(.right)
        let atOnce = driver.frame
        #expect(atOnce.contains("Blackberry"))
        driver.advance(by: 0.02)
        #expect(driver.frame == atOnce)
        driver.click(x: 1, y: 3)   // the leading third: back
        #expect(selectedTitle(driver) == "Banana")
    }

    @Test("Link: ↑↓ and the mouse wheel scrub the value in place without opening; Enter on the closed button confirms")
    func linkScrubbing() {
        var driver = PickerDriver(WatchFixtures.picker(.link, plain), width: 40, followsHeight: true)
        // At 40 columns the help line keeps Space, Enter and Esc.
        #expect(driver.lines == ["Fruit  Banana ›", "space open · enter select · esc cancel"])
        driver.press(.down)
        driver.press(.down)
        #expect(driver.lines[0] == "Fruit  Blueberry ›")
        #expect(driver.height == 2)   // still closed: no list opened
        driver.advance(by: 0.2)
        driver.scroll(x: 3, y: 0, notches: -1)
        #expect(driver.lines[0] == "Fruit  Blackberry ›")
        #expect(driver.height == 2)
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "Blackberry")
    }

    @Test("Link: Space opens the list, Enter picks and returns to the button, Esc returns without a change, a click opens")
    func linkOpening() {
        var driver = PickerDriver(WatchFixtures.picker(.link, plain), width: 40, followsHeight: true)
        driver.press(.character(" "))
        #expect(driver.height == 9)
        #expect(driver.lines[4] == "│ › Banana                           H │")
        #expect(driver.lines[8] == "↑↓ change · enter pick · esc back")
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.status == .running)
        #expect(driver.lines[0] == "Fruit  Blackberry ›")
        #expect(driver.height == 2)
        driver.press(.right)
        driver.press(.down)
        driver.press(.down)
        driver.press(.escape)
        driver.advance(by: 0.1)   // the lone Esc waits for its timeout
        #expect(driver.status == .running)
        #expect(driver.lines[0] == "Fruit  Blackberry ›")
        driver.click(x: 2, y: 0)
        #expect(driver.height == 9)
        driver.click(x: 5, y: 5)   // the row under the selection: Blueberry; picks and closes
        #expect(driver.lines[0] == "Fruit  Blueberry ›")
        driver.press(.enter)
        #expect(driver.outputText == "Blueberry")
    }

    @Test("List: Alt+letter jumps to the index key, again to the next one with that letter; a click on the strip jumps")
    func indexJumps() {
        var driver = PickerDriver(WatchFixtures.picker(.list, plain, row: 12), width: 80, height: 24)
        driver.press(.character("m"), .alt)
        #expect(selectedTitle(driver) == "Mango")
        driver.press(.character("b"), .alt)
        #expect(selectedTitle(driver) == "Banana")
        driver.settle()
        // The strip's eighth key is H: Honeydew.
        let strip = driver.lines.map { $0.count >= 80 ? String($0.suffix(1)) : "" }
        let row = strip.firstIndex(of: "H") ?? 0
        driver.click(x: 79, y: row)
        #expect(selectedTitle(driver) == "Honeydew")
        driver.click(x: 4, y: 3)
        driver.settle()
        #expect(driver.lines.contains { $0.hasPrefix("› ") })
        driver.press(.enter)
        #expect(driver.status == .confirmed)
    }

    @Test("List: type-ahead, Page Down by the rows shown, disabled rows struck through and stepped over (Behaviour 1.10, 1.11)")
    func listKeys() {
        let source = WatchFixtures.fruits(captions: false, disabled: ["Blackberry"])
        var driver = PickerDriver(WatchFixtures.picker(.list, source), width: 40, height: 7)
        driver.press(.down)
        driver.settle()
        #expect(selectedTitle(driver) == "Blueberry")
        #expect(driver.buffer.mask { $0.strikethrough }[2] == "  ##########")
        driver.type("gu")
        #expect(selectedTitle(driver) == "Guava")
        driver.advance(by: 2)
        driver.press(.pageDown)
        #expect(selectedTitle(driver) == "Lime")   // Guava + the five rows shown
        driver.settle()
        driver.press(.enter)
        #expect(driver.outputText == "Lime")
    }

    @Test("--print gives the caption, the whole line or the index instead of the title")
    func printedParts() {
        for (printed, expected) in [(ItemOutput.caption, "Yellow and sweet"), (.line, "Banana\tYellow and sweet"), (.index, "3")] {
            var driver = PickerDriver(WatchFixtures.picker(.sequence, printed: printed), width: 40)
            driver.press(.enter)
            #expect(driver.outputText == expected)
        }
    }

    @Test("Colour: the selected title bold in the accent colour, the indicator's thumb in the accent, peeking cards dimmed")
    func colours() {
        let theme = Theme.default(for: .trueColor)
        let accent = theme.accent
        let list = PickerDriver(WatchFixtures.picker(.list, plain), width: 20, height: 7, theme: theme)
        #expect(list.buffer.mask { $0.bold && $0.foreground == accent }[3] == "# ######")
        let stack = PickerDriver(
            WatchFixtures.picker(.stack, plain, decorations: WatchDecorations(indicator: true)), width: 30, height: 12, theme: theme)
        let dimmed = stack.buffer.mask { $0.dim }
        // Blackberry's edge peeking out, and the indicator's track.
        #expect(dimmed[8] == "  ########################   #")
        let thumb = stack.buffer.mask { $0.foreground == accent && !$0.bold }
        #expect(thumb[2].hasSuffix("#") && thumb[1].last == "#")
    }

    @Test("No colour (NO_COLOR): no cell of the style has a colour; the selection still shows by its marker and bold",
          arguments: WatchStyle.allCases)
    func noColour(style: WatchStyle) {
        var driver = PickerDriver(
            WatchFixtures.picker(style, decorations: WatchDecorations(caption: "Fruit of the day", outline: true, indicator: true)),
            width: 40, height: 16)
        if style == .link { driver.press(.character(" ")) }
        let coloured = driver.buffer.mask { $0.foreground != nil || $0.background != nil }
        #expect(coloured.allSatisfy { $0.isEmpty })
        #expect(driver.buffer.mask { $0.bold }.contains { $0.contains("#") })
    }

    @Test("Lines arriving while the list is shown become items, and the index grows with them")
    func streamedItems() {
        var picker = WatchFixtures.picker(.list, ItemListSource(lines: LineListSource(bytes: Array("Apple\n".utf8))), row: 0)
        #expect(picker.index.entries.map(\.key) == ["A"])
        let partial = picker.absorb(.bytes(Array("Ban".utf8)))
        #expect(!partial)   // no line ended: nothing new
        let grew = picker.absorb(.bytes(Array("ana\nCherry\n".utf8)))
        let endGrew = picker.absorb(.end)
        #expect(grew && !endGrew)
        #expect(picker.wheel.numberOfRows(inComponent: 0) == 3)
        #expect(picker.index.entries.map(\.key) == ["A", "B", "C"])
    }

    @Test("Tiny areas: every style, decorated, draws inside 0×0 to 3×3 areas without leaving them; nothing outside is hit", arguments: WatchStyle.allCases)
    func tinyAreas(style: WatchStyle) {
        let decorations = WatchDecorations(caption: "Fruit of the day", outline: true, indicator: true)
        for side in 0...3 {
            let body = WatchFixtures.picker(style, decorations: decorations).body
            var buffer = Buffer(width: 6, height: 6)
            body.render(into: &buffer, area: Rect(x: 1, y: 1, width: side, height: side), theme: .default(for: .none))
            let outside = buffer.lines.enumerated().contains { row, line in
                line.enumerated().contains { column, character in
                    character != " " && !(1..<(1 + side)).contains(row) || character != " " && !(1..<(1 + side)).contains(column)
                }
            }
            #expect(!outside, "\(style) \(side)×\(side): \(buffer.lines)")
            #expect(body.hit(x: 5, y: 5, in: Rect(x: 1, y: 1, width: side, height: side)) == nil)
        }
    }
}
