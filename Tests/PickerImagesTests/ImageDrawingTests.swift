import ImageDecoding
import PickerImages
import PickerTerminal
import TerminalUI
import Testing

@Suite("Images as half-block cells")
struct ImageDrawingTests {
    @Test("Area averaging: four pixels of a checkerboard make one grey; a 4×4 board halves to its squares")
    func resampling() {
        let checker = TestImages.checkerboard(size: 2)
        #expect(checker.resampled(width: 1, height: 1)[0, 0] == RGBAPixel(red: 128, green: 128, blue: 128))
        let board = TestImages.checkerboard(size: 4, cell: 2)
        #expect(board.resampled(width: 2, height: 2) == TestImages.checkerboard(size: 2))
        // Growing repeats pixels.
        #expect(checker.resampled(width: 4, height: 4) == board)
        #expect(TestImages.gradient(width: 1000, height: 10).bounded(by: 100).width == 100)
        #expect(TestImages.gradient(width: 1000, height: 10).bounded(by: 100).height == 1)
    }

    @Test("Fitting keeps the aspect ratio for cells twice as tall as wide", arguments: [
        // image w, h, area columns, rows → columns, rows, pixel rows
        (4, 4, 20, 5, 10, 5, 10),
        (4, 4, 6, 10, 6, 3, 6),
        (16, 8, 80, 4, 16, 4, 8),
        (2, 6, 40, 3, 2, 3, 6),
        (3, 3, 3, 10, 3, 2, 3),
        (10, 10, 0, 5, 0, 0, 0),
    ])
    func fit(_ w: Int, _ h: Int, _ columns: Int, _ rows: Int, _ fitColumns: Int, _ fitRows: Int, _ pixelRows: Int) {
        let fit = ImageFit(imageWidth: w, imageHeight: h, columns: columns, rows: rows)
        #expect(fit.columns == fitColumns && fit.rows == fitRows && fit.pixelRows == pixelRows)
    }

    @Test("A checkerboard PNG, decoded, draws cell by cell: ▀ with the upper pixel in front, the lower behind")
    func checkerboardCells() throws {
        let image = try PNGCodec.decode(PNGCodec.encode(TestImages.checkerboard(size: 4)))
        var buffer = Buffer(width: 6, height: 2)
        HalfBlockImageView(image: image).render(into: &buffer, area: buffer.bounds, theme: .default(for: .trueColor))
        // 4×4 pixels in 6×2 cells: 4 columns, 2 rows, centred (one column of margin each side).
        let white = TerminalColor.rgb(255, 255, 255)
        let black = TerminalColor.rgb(0, 0, 0)
        #expect(buffer.lines == [" ▀▀▀▀", " ▀▀▀▀"])
        for row in 0..<2 {
            for column in 0..<4 {
                let cell = buffer[column + 1, row]
                let topIsWhite = column % 2 == 0
                #expect(cell.style.foreground == (topIsWhite ? white : black), "cell \(column),\(row)")
                #expect(cell.style.background == (topIsWhite ? black : white), "cell \(column),\(row)")
            }
        }
        #expect(buffer[0, 0].style.foreground == nil && buffer[5, 1].style.background == nil)
    }

    @Test("A JPEG gradient, shrunk into the cells by averaging, keeps its ramps left to right and top to bottom")
    func gradientCells() throws {
        let image = try JPEGCodec.decode(JPEGCodec.encode(TestImages.gradient(width: 64, height: 32), quality: 95))
        var buffer = Buffer(width: 8, height: 2)
        HalfBlockImageView(image: image).render(into: &buffer, area: buffer.bounds, theme: .default(for: .trueColor))
        // 64×32 → 8×4 pixels → 8 columns, 2 rows, every cell drawn.
        func channels(_ color: TerminalColor?) -> (red: Int, blue: Int)? {
            guard case .rgb(let red, _, let blue)? = color else { return nil }
            return (Int(red), Int(blue))
        }
        var reds: [Int] = []
        for column in 0..<8 {
            for row in 0..<2 {
                guard let upper = channels(buffer[column, row].style.foreground),
                    let lower = channels(buffer[column, row].style.background)
                else { Issue.record("cell \(column),\(row) has no 24-bit colours"); return }
                #expect(upper.blue < lower.blue)
                if row == 0 { reds.append(upper.red) }
            }
        }
        #expect(reds == reds.sorted() && reds[0] < 30 && reds[7] > 225)
        // The four pixel rows average the blue ramp over quarters: about 29, 94, 160, 226.
        #expect(abs((channels(buffer[0, 0].style.foreground)?.blue ?? 0) - 29) <= 10)
        #expect(abs((channels(buffer[0, 1].style.background)?.blue ?? 0) - 226) <= 10)
    }

    @Test("An odd number of pixel rows leaves the last row's lower half to the background")
    func oddRows() {
        let image = RGBAImage(width: 1, height: 3) { _, y in y == 2 ? .white : .black }
        var buffer = Buffer(width: 1, height: 2)
        HalfBlockImageView(image: image).render(into: &buffer, area: buffer.bounds, theme: .default(for: .trueColor))
        #expect(buffer[0, 1].style.foreground == .rgb(255, 255, 255))
        #expect(buffer[0, 1].style.background == nil)
    }

    @Test("Half-transparent pixels are blended over black")
    func alpha() {
        let image = RGBAImage(width: 1, height: 2) { _, y in RGBAPixel(red: 200, green: 100, blue: 50, alpha: y == 0 ? 255 : 128) }
        var buffer = Buffer(width: 1, height: 1)
        HalfBlockImageView(image: image).render(into: &buffer, area: buffer.bounds, theme: .default(for: .trueColor))
        #expect(buffer[0, 0].style.foreground == .rgb(200, 100, 50))
        #expect(buffer[0, 0].style.background == .rgb(100, 50, 25))
    }
}
