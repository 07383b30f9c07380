import Foundation
import ImageDecoding
import PickerCore
import PickerFormats
import PickerImages
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Issue 29: a preview command that prints a PNG or JPEG file (`--preview 'cat {}'` over
/// pictures) shows the picture in the pane, drawn as `pick image` draws.
@Suite("Preview pane pictures")
struct PreviewPictureTests {
    static func wheel(_ lines: [String], command: String, pictures: (any PreviewPictureDecoding)? = ImagePreviewPictures())
        -> PreviewingPicker<WheelTerminalPicker<LineListSource>>
    {
        let picker = WheelTerminalPicker(WheelPicker(source: LineListSource(lines: lines), selection: [0]), header: nil, showsHelp: false)
        return PreviewingPicker(picker, settings: PreviewSettings(template: PreviewTemplate(parsing: command), pictures: pictures))
    }

    /// Ticks until the command has ended and its picture is decoded, giving both real time.
    static func waitForPicture<Inner>(_ driver: inout PickerDriver<PreviewingPicker<Inner>>) {
        driver.advance(by: 0.02)
        for _ in 0..<2000 where driver.picker.isBusy {
            usleep(5000)
            driver.advance(by: 0.02)
        }
    }

    @Test("Golden frame: a PNG the command prints is drawn fitted in the pane in half blocks, its colours the pixels'")
    func halfBlocks() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Four 2×2 squares: white and black on top, black and white below.
        try TestImages.write(PNGCodec.encode(TestImages.checkerboard(size: 4, cell: 2)), name: "board.png", in: folder)
        var driver = PickerDriver(
            Self.wheel(["board.png"], command: "cat \(folder.path)/{}"), width: 40, height: 4, theme: .default(for: .trueColor))
        Self.waitForPicture(&driver)
        // The pane is 19×4: the 4×4 picture doubles to 8 columns and 8 pixel rows, centred.
        #expect(driver.frame == """
                                │     ▀▀▀▀▀▀▀▀
            › board.png ‹       │     ▀▀▀▀▀▀▀▀
                                │     ▀▀▀▀▀▀▀▀
                                │     ▀▀▀▀▀▀▀▀
            """)
        let white = TerminalColor.rgb(255, 255, 255)
        let black = TerminalColor.rgb(0, 0, 0)
        for row in 0..<4 {
            for column in 0..<8 {
                let cell = driver.buffer[26 + column, row]
                let isWhite = (column < 4) == (row < 2)
                #expect(cell.style.foreground == (isWhite ? white : black), "cell \(column),\(row)")
                #expect(cell.style.background == (isWhite ? white : black), "cell \(column),\(row)")
            }
        }
    }

    @Test("On a terminal that speaks kitty graphics the pane's cells stay blank and the picture is placed over them")
    func kittyGraphics() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = TestImages.checkerboard(size: 4, cell: 2)
        try TestImages.write(PNGCodec.encode(image), name: "board.png", in: folder)
        var driver = PickerDriver(
            Self.wheel(["board.png"], command: "cat \(folder.path)/{}"), width: 40, height: 4, theme: .default(for: .trueColor))
        // Nothing to ask about before a picture is shown.
        #expect(driver.picker.graphicsPicker?.usesGraphics == false)
        driver.picker.speaksKittyGraphics = true
        Self.waitForPicture(&driver)
        #expect(driver.picker.graphicsPicker?.usesGraphics == true)
        let placements = driver.picker.graphics(in: AreaSize(width: 40, height: 4), theme: driver.theme)
        #expect(placements.count == 1)
        #expect(placements.first?.cells == Rect(x: 26, y: 0, width: 8, height: 4))
        #expect(placements.first?.rgba == image.pixels)
        #expect(driver.lines[0].hasSuffix("│"))
    }

    @Test("Output that starts like a PNG and is not one says so in one line", arguments: [
        (#"printf '\211PNG\r\n\032\nnot really a picture'"#, "⚠ damaged PNG image"),
        (#"printf '\377\330\377\340 nor a JPEG'"#, "⚠ damaged JPEG image"),
    ])
    func broken(command: String, expected: String) {
        var driver = PickerDriver(Self.wheel(["x"], command: command), width: 60, height: 3)
        Self.waitForPicture(&driver)
        let pane = driver.lines.map { String($0.dropFirst(30)) }
        #expect(pane[0].hasPrefix(expected))
        #expect(pane[1].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test("Without a picture decoder the pane says in one line that it cannot show pictures")
    func noDecoder() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestImages.write(PNGCodec.encode(TestImages.checkerboard(size: 4)), name: "a.png", in: folder)
        var driver = PickerDriver(Self.wheel(["a.png"], command: "cat \(folder.path)/{}", pictures: nil), width: 70, height: 3)
        #expect(driver.picker.graphicsPicker == nil)
        Self.waitForPicture(&driver)
        // 70 columns: the pane's 35 start after the wheel's 34 and the border.
        #expect(driver.lines[0].dropFirst(35) == "⚠ this pane cannot show pictures")
        #expect(driver.lines[1].dropFirst(35).isEmpty)
    }

    @Test("An endless picture stops at the limit: the command is ended and the pane says the picture is too large")
    func endlessPicture() {
        var driver = PickerDriver(
            Self.wheel(["x"], command: #"printf '\211PNG\r\n\032\n'; exec cat /dev/zero"#), width: 60, height: 3)
        Self.waitForPicture(&driver)
        #expect(driver.picker.process == nil)
        #expect(driver.lines[0].dropFirst(30).hasPrefix("⚠ picture larger than 32 MiB"))
    }

    @Test("Text the command prints stays text, and a picture moved away from ends its command")
    func textAfterPicture() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestImages.write(PNGCodec.encode(TestImages.checkerboard(size: 4)), name: "a.png", in: folder)
        try TestImages.write(Array("plain text\n".utf8), name: "b.txt", in: folder)
        var driver = PickerDriver(Self.wheel(["a.png", "b.txt"], command: "cat \(folder.path)/{}"), width: 40, height: 4)
        Self.waitForPicture(&driver)
        #expect(driver.picker.picture != nil)
        driver.press(.down)
        Self.waitForPicture(&driver)
        #expect(driver.picker.picture == nil)
        #expect(driver.lines[0].hasSuffix("│plain text"))
    }
}

/// A decoder that records the pictures it is asked for (each output is the PNG signature and
/// the item's name) and holds its first decode until the test lets it go.
final class HeldDecoder: PreviewPictureDecoding, @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    /// Signalled to let the first decode finish.
    let gate = DispatchSemaphore(value: 0)

    /// The names asked for, in order.
    var asked: [String] { lock.withLock { names } }

    func picture(from bytes: [UInt8]) -> Result<any PreviewPicture, PreviewPictureFailure> {
        let name = String(decoding: bytes.dropFirst(PreviewPictureSignature.length), as: UTF8.self)
        let isFirst = lock.withLock { () -> Bool in
            names.append(name)
            return names.count == 1
        }
        if isFirst { gate.wait() }
        return .failure(PreviewPictureFailure("decoded \(name)"))
    }
}

extension PreviewPictureTests {
    /// A picture 4 pixels wide and 32 high, each pixel row its own grey (8 apart), so a cell's
    /// upper half tells which pixel row it shows.
    static let tall = RGBAImage(width: 4, height: 32) { _, y in RGBAPixel(red: UInt8(y * 8), green: UInt8(y * 8), blue: UInt8(y * 8)) }

    /// Ticks, giving the commands and the decoding real time, until `done` says so.
    static func tick<Inner>(_ driver: inout PickerDriver<PreviewingPicker<Inner>>, until done: (PreviewingPicker<Inner>) -> Bool) {
        for _ in 0..<2000 where !done(driver.picker) {
            usleep(5000)
            driver.advance(by: 0.02)
        }
    }

    static func isDecoding<Inner>(_ picker: PreviewingPicker<Inner>) -> Bool {
        if picker.process == nil, case .decoding = picker.picture { return true }
        return false
    }

    @Test("Golden frame: a picture taller than the pane is as wide as it can be, and the pane's keys scroll it by cell rows, clamped")
    func scrollsTallPicture() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestImages.write(PNGCodec.encode(Self.tall), name: "tall.png", in: folder)
        try TestImages.write(PNGCodec.encode(TestImages.checkerboard(size: 4)), name: "b.png", in: folder)
        var driver = PickerDriver(
            Self.wheel(["tall.png", "b.png"], command: "cat \(folder.path)/{}"), width: 40, height: 4, theme: .default(for: .trueColor))
        Self.waitForPicture(&driver)
        // Fitted whole it would be one column wide; it takes its own 4 columns and 16 rows, the
        // pane (19×4, from column 21) shows rows 0 to 3, centred across.
        #expect(driver.frame == """
                                │       ▀▀▀▀
            › tall.png ‹        │       ▀▀▀▀
              b.png             │       ▀▀▀▀
                                │       ▀▀▀▀
            """)
        func grey(_ row: Int) -> TerminalColor? { driver.buffer[28, row].style.foreground }
        #expect(grey(0) == .rgb(0, 0, 0))
        #expect(grey(3) == .rgb(48, 48, 48))
        driver.press(.down, .shift)
        #expect(driver.picker.scroll == 1)
        #expect(grey(0) == .rgb(16, 16, 16))
        driver.press(.pageDown, .shift)
        #expect(grey(0) == .rgb(64, 64, 64))
        // Clamped at the last rows: 16 rows in a pane of 4 stop at row 12.
        for _ in 0..<10 { driver.press(.pageDown, .shift) }
        #expect(driver.picker.scroll == 12)
        #expect(grey(0) == .rgb(192, 192, 192))
        #expect(grey(3) == .rgb(240, 240, 240))
        driver.press(.up, .shift)
        #expect(grey(0) == .rgb(176, 176, 176))
        // Another item starts at its top.
        driver.press(.down)
        #expect(driver.picker.scroll == 0)
        driver.press(.up)
        Self.waitForPicture(&driver)
        #expect(driver.picker.scroll == 0)
        #expect(grey(0) == .rgb(0, 0, 0))
    }

    @Test("Scrolled to its end, a tall picture in a pane made taller stays at its end, and the next key scrolls from there")
    func resizedAfterScrolling() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestImages.write(PNGCodec.encode(Self.tall), name: "tall.png", in: folder)
        var driver = PickerDriver(
            Self.wheel(["tall.png"], command: "cat \(folder.path)/{}"), width: 40, height: 4, theme: .default(for: .trueColor))
        Self.waitForPicture(&driver)
        for _ in 0..<10 { driver.press(.pageDown, .shift) }
        #expect(driver.picker.scroll == 12)
        // Eight rows of a sixteen-row picture: its end is shown from row 8.
        driver.resize(width: 40, height: 8)
        #expect(driver.picker.scroll == 8)
        #expect(driver.buffer[28, 0].style.foreground == .rgb(128, 128, 128))
        driver.press(.up, .shift)
        #expect(driver.picker.scroll == 7)
        #expect(driver.buffer[28, 0].style.foreground == .rgb(112, 112, 112))
    }

    @Test("With kitty graphics a tall picture scrolled is sent again: the pixel rows under the cells shown, under a new id")
    func scrollsTallKittyPicture() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestImages.write(PNGCodec.encode(Self.tall), name: "tall.png", in: folder)
        var driver = PickerDriver(
            Self.wheel(["tall.png"], command: "cat \(folder.path)/{}"), width: 40, height: 4, theme: .default(for: .trueColor))
        driver.picker.speaksKittyGraphics = true
        Self.waitForPicture(&driver)
        let size = AreaSize(width: 40, height: 4)
        let first = try #require(driver.picker.graphics(in: size, theme: driver.theme).first)
        #expect(first.cells == Rect(x: 28, y: 0, width: 4, height: 4))
        // Four cell rows of sixteen: the top 8 pixel rows.
        #expect(first.height == 8)
        #expect(first.rgba == Array(Self.tall.pixels[0..<(8 * 4 * 4)]))
        driver.press(.down, .shift)
        let scrolled = try #require(driver.picker.graphics(in: size, theme: driver.theme).first)
        #expect(scrolled.cells == first.cells)
        #expect(scrolled.id != first.id)
        #expect(scrolled.rgba == Array(Self.tall.pixels[(2 * 4 * 4)..<(10 * 4 * 4)]))
    }

    @Test("A decode whose item was left before it started is skipped, one left while decoding is dropped: only the item shown is drawn")
    func staleDecodesSkipped() {
        let decoder = HeldDecoder()
        var driver = PickerDriver(
            Self.wheel(["a", "b", "c"], command: #"printf '\211PNG\r\n\032\n%s' {}"#, pictures: decoder), width: 60, height: 5)
        // a's decode starts and is held.
        Self.tick(&driver) { _ in decoder.asked == ["a"] }
        #expect(decoder.asked == ["a"])
        driver.press(.down)
        // b's output is in and its decode waits behind a's.
        Self.tick(&driver) { Self.isDecoding($0) }
        #expect(Self.isDecoding(driver.picker))
        driver.press(.down)
        Self.tick(&driver) { Self.isDecoding($0) }
        #expect(Self.isDecoding(driver.picker))
        decoder.gate.signal()
        Self.waitForPicture(&driver)
        // b was never decoded; a's result, come late, is not what the pane shows.
        #expect(decoder.asked == ["a", "c"])
        #expect(driver.lines[0].dropFirst(30).hasPrefix("⚠ decoded c"))
    }

    @Test("The kitty graphics question is asked only once a picture is shown")
    func asksOnlyForPictures() throws {
        let folder = try TestImages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestImages.write(PNGCodec.encode(TestImages.checkerboard(size: 4)), name: "a.png", in: folder)
        try TestImages.write(Array("plain text\n".utf8), name: "b.txt", in: folder)
        var driver = PickerDriver(Self.wheel(["b.txt", "a.png"], command: "cat \(folder.path)/{}"), width: 40, height: 4)
        Self.waitForPicture(&driver)
        #expect(driver.lines[0].hasSuffix("│plain text"))
        #expect(driver.picker.graphicsPicker?.usesGraphics == false)
        driver.press(.down)
        Self.waitForPicture(&driver)
        #expect(driver.picker.graphicsPicker?.usesGraphics == true)
    }
}
