import ImageDecoding
import PickerImages
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

@Suite("pick image's picker: cards in a stack, a sequence or a list")
struct ImageTerminalPickerTests {
    /// Three files: a checkerboard, one that is not an image, a gradient.
    static func loader() -> ImageLoader {
        ImageLoader(mode: .immediate) { path in
            if path.hasSuffix("notes.txt") { return .failure(.notAnImage) }
            return .success(path.hasPrefix("checker") ? TestImages.checkerboard(size: 4) : TestImages.gradient(width: 16, height: 8))
        }
    }

    static let items = [ImageItem(path: "checker.png"), ImageItem(path: "notes.txt"), ImageItem(path: "dir/ramp.jpg", caption: "Ramp")]

    static func picker(_ style: ImageBrowserStyle, header: String? = nil) -> ImageTerminalPicker {
        ImageTerminalPicker(items: items, style: style, header: header, loader: loader())
    }

    @Test("Stack: the top card whole with the picture fitted, two cards peeking out below, help line")
    func stack() {
        let driver = PickerDriver(Self.picker(.stack), width: 10, height: 13, theme: .default(for: .trueColor))
        #expect(driver.lines == [
            "╭─ 1/3 ──╮",
            "│        │",
            "│▀▀▀▀▀▀▀▀│",
            "│▀▀▀▀▀▀▀▀│",
            "│▀▀▀▀▀▀▀▀│",
            "│▀▀▀▀▀▀▀▀│",
            "│        │",
            "│        │",
            "│checker…│",
            "╰────────╯",
            "  ╰────╯",
            "    ╰╯",
            "↑↓ image …",
        ])
        // 4×4 pixels scaled to 8×8 in 8 columns × 4 rows: each pixel two cells wide and one tall,
        // so a cell is white over white or black over black, alternating every two columns.
        let white = Color.rgb(255, 255, 255)
        let black = Color.rgb(0, 0, 0)
        for row in 0..<4 {
            for column in 0..<8 {
                let isWhite = (column / 2 + row) % 2 == 0
                let cell = driver.buffer[column + 1, row + 2]
                #expect(cell.style.foreground == (isWhite ? white : black), "cell \(column),\(row)")
                #expect(cell.style.background == (isWhite ? white : black), "cell \(column),\(row)")
            }
        }
    }

    @Test("A file that is not an image is a card saying so; moving past it shows the next; Enter prints the path")
    func unreadableAndChoose() {
        var driver = PickerDriver(Self.picker(.sequence), width: 30, height: 11, theme: .default(for: .trueColor))
        driver.press(.down)
        #expect(driver.lines[4] == "│ ⚠ not a PNG or JPEG image  │")
        #expect(driver.lines[8] == "│         notes.txt          │")
        #expect(driver.lines[0].hasPrefix("╭─ 2/3 "))
        driver.scroll(x: 5, y: 2, notches: 1)
        #expect(driver.lines[8].contains("Ramp"))
        #expect(driver.lines[0].hasPrefix("╭─ 3/3 "))
        driver.press(.enter)
        #expect(driver.outputText == "dir/ramp.jpg")
    }

    @Test("Without colour (NO_COLOR, TERM=dumb) a card is the file name only")
    func nameOnly() {
        let driver = PickerDriver(Self.picker(.sequence, header: "Pick a picture"), width: 24, height: 12, theme: .default(for: .none))
        #expect(driver.frame == """
            Pick a picture
            ╭─ 1/3 ────────────────╮
            │                      │
            │                      │
            │                      │
            │     checker.png      │
            │                      │
            │                      │
            │                      │
            │                      │
            ╰──────────────────────╯
            ↑↓ image · enter select…
            """)
    }

    @Test("List: a picture and caption a row, the selected one marked; a click selects, the wheel scrolls")
    func list() {
        var driver = PickerDriver(Self.picker(.list), width: 60, height: 10, theme: .default(for: .trueColor))
        #expect(driver.lines[1].hasPrefix("› ▀▀▀▀▀▀ checker.png"))
        #expect(driver.lines[4].hasSuffix("notes.txt — ⚠ not a PNG or JPEG image"))
        #expect(driver.lines[7].hasPrefix("  ▀▀▀▀▀▀ Ramp"))
        driver.click(x: 20, y: 7)
        #expect(driver.lines[7].hasPrefix("› ▀▀▀▀▀▀ Ramp"))
        driver.scroll(x: 20, y: 3, notches: -2)
        #expect(driver.lines[1].hasPrefix("›"))
        driver.press(.escape)
        #expect(driver.status == .cancelled)
    }

    @Test("Real pixels: with the kitty protocol the picture's cells are left blank and reported for the terminal")
    func kittyPlacement() {
        var picker = Self.picker(.sequence)
        picker.speaksKittyGraphics = true
        let driver = PickerDriver(picker, width: 24, height: 11, theme: .default(for: .trueColor))
        #expect(driver.lines[1] == "│                      │")
        let pictures = driver.picker.body(drawing: .kittyGraphics).pictures(in: Rect(x: 0, y: 0, width: 24, height: 6))
        #expect(pictures.count == 1 && pictures[0].index == 0)
        #expect(pictures[0].rect == Rect(x: 9, y: 1, width: 6, height: 3))
    }

    @Test("Screen-reader lines name the caption and the position")
    func spoken() {
        var speaker = AccessibleTranscript(Self.picker(.stack, header: "Photo"))
        #expect(speaker.openingLines.first == "Photo, checker.png, 1 of 3")
        #expect(speaker.handle(.key(KeyPress(.down)), now: 1).lines.first?.hasPrefix("Photo, notes.txt, 2 of 3") == true)
    }
}
