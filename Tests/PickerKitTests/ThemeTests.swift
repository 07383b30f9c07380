import Foundation
import PickerKit
import PickerTesting
import Testing

/// Golden frames of each built-in theme: the same wheel (Banana selected, Damson disabled)
/// and the compact popover's border, with the styles that carry the selection, the fading and
/// the disabled row.
@Suite("Built-in themes")
struct ThemeTests {
    static let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elder"]

    private func wheel(_ theme: Theme) -> PickerDriver<WheelTerminalPicker<LineListSource>> {
        let source = LineListSource(lines: Self.fruits, disabledValues: ["Damson"])
        let picker = WheelTerminalPicker(WheelPicker(source: source, selection: [1]), header: "Fruit", showsHelp: false)
        return PickerDriver(picker, width: 20, theme: theme)
    }

    @Test("default: blue on a dark grey band, neighbours fading in two greys")
    func defaultTheme() {
        let driver = wheel(.named(.default, for: .trueColor))
        #expect(driver.frame == """
            Fruit

              Apple
            › Banana ‹
              Cherry
              Damson
            """)
        let buffer = driver.buffer
        #expect(buffer[2, 3].style == Style(foreground: .rgb(0x0A, 0x84, 0xFF), background: .rgb(0x3A, 0x3A, 0x3C), bold: true))
        #expect(buffer[2, 2].style.foreground == .rgb(0xAE, 0xAE, 0xB2))
        #expect(buffer[2, 5].style.strikethrough && buffer[2, 5].style.dim)
    }

    @Test("high contrast: black bold on a yellow band, solid markers, nothing faded")
    func highContrast() {
        let driver = wheel(.named(.highContrast, for: .trueColor))
        #expect(driver.frame == """
            Fruit

              Apple
            ▶ Banana ◀
              Cherry
              Damson
            """)
        let buffer = driver.buffer
        #expect(buffer[2, 3].style == Style(foreground: .rgb(0, 0, 0), background: .rgb(0xFF, 0xD6, 0x0A), bold: true))
        #expect(buffer[0, 3].style.background == .rgb(0xFF, 0xD6, 0x0A))
        #expect(buffer[2, 2].style == Style())
        #expect(buffer[2, 4].style == Style())
        #expect(buffer[2, 5].style.strikethrough && !buffer[2, 5].style.dim)
        #expect(buffer[0, 0].style.underline)
    }

    @Test("high contrast without colour: the selection in reverse video")
    func highContrastNoColour() {
        let buffer = wheel(.named(.highContrast, for: .none)).buffer
        #expect(buffer[2, 3].style == Style(bold: true, reverse: true))
    }

    @Test("no colour: no colour at any depth, dots and attributes only", arguments: ColorDepth.allCases)
    func noColour(depth: ColorDepth) {
        let driver = wheel(.named(.noColor, for: depth))
        #expect(driver.buffer.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(driver.lines[3] == "› Banana ‹")
        #expect(driver.buffer[2, 3].style.bold)
        #expect(driver.theme.depth == .none)
    }

    @Test("light: deep blue on a pale band, dark grey neighbours, for light backgrounds")
    func light() {
        let driver = wheel(.named(.light, for: .indexed256))
        #expect(driver.lines[3] == "› Banana ‹")
        let buffer = driver.buffer
        #expect(buffer[2, 3].style == Style(foreground: .indexed(25), background: .indexed(254), bold: true))
        #expect(buffer[2, 2].style == Style(foreground: .indexed(238)))
        #expect(buffer[2, 5].style.strikethrough)
    }

    @Test("borders: the compact popover is boxed with the theme's characters")
    func borders() throws {
        let state = DatePickerState(
            mode: .date, style: .compact, date: Fixture.now, locale: Locale(identifier: "en_US"),
            calendar: Calendar(identifier: .gregorian), timeZone: Fixture.berlin, now: Fixture.now)
        var plain = PickerDriver(try DateTerminalPicker(state: state, showsHelp: false), width: 40, followsHeight: true,
                                 theme: .named(.default, for: .none))
        plain.press(.enter)
        #expect(plain.frame.contains("┌") && plain.frame.contains("┘"))
        var heavy = PickerDriver(try DateTerminalPicker(state: state, showsHelp: false), width: 40, followsHeight: true,
                                 theme: .named(.highContrast, for: .none))
        heavy.press(.enter)
        #expect(heavy.frame.contains("┏") && heavy.frame.contains("┛") && !heavy.frame.contains("┌"))
    }

    @Test("PICK_THEME chooses the built-in; an unknown name is one line listing the names")
    func fromEnvironment() throws {
        for name in Theme.Name.allCases {
            let environment = try PromptEnvironment(variables: ["PICK_THEME": name.rawValue, "COLORTERM": "truecolor"])
            #expect(environment.theme == Theme.named(name, for: .trueColor))
        }
        #expect(try PromptEnvironment(variables: ["PICK_THEME": ""]).theme == Theme.default(for: .basic16))
        #expect(throws: PromptError.invalidEnvironment(
            "PICK_THEME must be one of default, high-contrast, no-color, light, not 'neon'")) {
            try PromptEnvironment(variables: ["PICK_THEME": "neon"])
        }
        // Leniently read, the bad theme is ignored with a warning and the rest still applies.
        let lenient = PromptEnvironment.reading(["PICK_THEME": "neon", "PICK_ACCESSIBLE": "1"])
        #expect(lenient.isAccessible)
        #expect(lenient.settingWarnings == ["PICK_THEME must be one of default, high-contrast, no-color, light, not 'neon'; ignored"])
    }
}
