import ImageDecoding
import PickerImages
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

@Suite("pick image's cards in the watch styles: stack, sequence and list")
struct ImageCardContentTests {
    /// Three files: a checkerboard, one that is not an image, a gradient.
    static func loader() -> ImageLoader {
        ImageLoader(mode: .immediate) { path in
            if path.hasSuffix("notes.txt") { return .failure(.notAnImage) }
            return .success(path.hasSuffix("checker.png") ? TestImages.checkerboard(size: 4) : TestImages.gradient(width: 16, height: 8))
        }
    }

    static let paths = ["pics/checker.png", "pics/notes.txt", "pics/ramp.jpg"]

    static func driver(_ style: WatchStyle, width: Int, height: Int, depth: ColorDepth = .trueColor, header: String? = nil)
        -> PickerDriver<WatchStylePicker>
    {
        PickerDriver(WatchImages.picker(paths, style: style, header: header, loader: loader()), width: width, height: height,
                     theme: .default(for: depth))
    }

    @Test("Sequence: the picture fitted in the card above its title, cell by cell")
    func sequenceCells() {
        let driver = Self.driver(.sequence, width: 12, height: 8)
        // The card's inside is 10×5: four picture rows (the 4×4 board at 8×8 pixels) and the title.
        #expect(Array(driver.lines.prefix(7)) == [
            "╭──────────╮",
            "│ ▀▀▀▀▀▀▀▀ │",
            "│ ▀▀▀▀▀▀▀▀ │",
            "│ ▀▀▀▀▀▀▀▀ │",
            "│ ▀▀▀▀▀▀▀▀ │",
            "│checker.p…│",
            "╰──────────╯",
        ])
        // Each pixel is two cells wide and one row (two half-cells) high: a cell is white over
        // white or black over black, alternating every two columns and every row.
        let white = TerminalColor.rgb(255, 255, 255)
        let black = TerminalColor.rgb(0, 0, 0)
        for row in 0..<4 {
            for column in 0..<8 {
                let expected = (column / 2 + row) % 2 == 0 ? white : black
                let cell = driver.buffer[column + 2, row + 1]
                #expect(cell.style.foreground == expected && cell.style.background == expected, "cell \(column),\(row)")
            }
        }
    }

    @Test("Stack: the top card shows the picture, the next cards peek out with their titles only")
    func stack() {
        let driver = Self.driver(.stack, width: 30, height: 14)
        #expect(driver.lines.contains { $0.contains("▀") })
        #expect(driver.lines.contains { $0.contains("checker.png") })
        // The checkerboard's 4×4 pixels alternate white and black along the picture's top row.
        let row = (0..<driver.height).first { y in (0..<driver.width).contains { driver.buffer[$0, y].grapheme == "▀" } } ?? 0
        let colours = (0..<driver.width).compactMap { x -> TerminalColor? in
            driver.buffer[x, row].grapheme == "▀" ? driver.buffer[x, row].style.foreground : nil
        }
        // Scaled by 3.5, the squares' edges average to grey.
        #expect(colours.first == .rgb(255, 255, 255))
        #expect(colours.contains(.rgb(0, 0, 0)))
        // The cards underneath peek out with their titles in their bottom edges.
        #expect(driver.lines.contains { $0.contains("╰") && $0.contains("notes.txt") })
        #expect(driver.lines.contains { $0.contains("╰") && $0.contains("ramp.jpg") })
    }

    @Test("A file that is not an image is a card saying so; the wheel moves on; Enter prints the path")
    func unreadableAndChoose() {
        var driver = Self.driver(.sequence, width: 40, height: 10)
        driver.press(.down)
        #expect(driver.frame.contains("⚠ not a PNG or JPEG image"))
        #expect(driver.frame.contains("notes.txt"))
        driver.scroll(x: 5, y: 2, notches: 1)
        driver.settle()
        #expect(driver.frame.contains("ramp.jpg"))
        driver.press(.enter)
        #expect(driver.outputText == "pics/ramp.jpg")
    }

    @Test("Without colour (NO_COLOR, TERM=dumb) a card is the file name only")
    func nameOnly() {
        let driver = Self.driver(.sequence, width: 24, height: 9, depth: .none, header: "Pick a picture")
        #expect(!driver.frame.contains("▀"))
        #expect(!driver.frame.contains("loading"))
        #expect(driver.lines.contains { $0.contains("checker.png") })
    }

    @Test("List: each row's picture under its title")
    func list() {
        let driver = Self.driver(.list, width: 40, height: 12)
        #expect(Array(driver.lines.prefix(12)) == [
            "› checker.png",
            "  ▀▀▀▀▀▀",
            "  ▀▀▀▀▀▀",
            "  ▀▀▀▀▀▀",
            "  notes.txt",
            "",
            "  ⚠ not a PNG or JPEG image",
            "",
            "  ramp.jpg",
            "  ▀▀▀▀▀▀▀▀▀▀▀▀",
            "  ▀▀▀▀▀▀▀▀▀▀▀▀",
            "  ▀▀▀▀▀▀▀▀▀▀▀▀",
        ])
    }

    @Test("Real pixels: with the kitty protocol the picture's cells stay blank and its placement goes to the session")
    func kittyPlacement() {
        var picker = WatchImages.picker(Self.paths, style: .sequence, loader: Self.loader())
        picker.speaksKittyGraphics = true
        #expect(picker.usesGraphics)
        let driver = PickerDriver(picker, width: 12, height: 8, theme: .default(for: .trueColor))
        #expect(!driver.frame.contains("▀"))
        #expect(driver.frame.contains("checker.p"))
        let placements = driver.picker.graphics(in: AreaSize(width: 12, height: 8), theme: .default(for: .trueColor))
        #expect(placements.count == 1)
        #expect(placements.first?.id == 1)
        #expect(placements.first.map { ($0.width, $0.height, $0.rgba) } ?? (0, 0, [])
            == (4, 4, TestImages.checkerboard(size: 4).pixels))
        #expect(placements.first.map { $0.cells.height <= 4 && $0.cells.width <= 10 && $0.cells.y >= 1 } == true)
        // Taken once per frame.
        #expect(driver.picker.graphics(in: AreaSize(width: 12, height: 8), theme: .default(for: .trueColor)).isEmpty)
    }
}
