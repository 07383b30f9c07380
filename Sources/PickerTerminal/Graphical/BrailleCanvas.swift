import Foundation

/// A grid of dots drawn as Braille characters, two dots wide and four high per cell: at the
/// usual 1:2 cell aspect each dot is square, so a circle of dots looks round.
///
/// Each dot belongs to a layer (the dial, a hand); a cell takes the highest layer of its dots,
/// so the view can style the hands apart from the dial.
///
/// ```swift
/// var canvas = BrailleCanvas(columns: 1, rows: 1)
/// canvas.set(x: 0, y: 0, layer: 1)
/// canvas.set(x: 1, y: 3, layer: 1)
/// canvas.scalar(column: 0, row: 0)   // "⢁"
/// ```
struct BrailleCanvas {
    /// Cells across and down.
    let columns: Int
    let rows: Int
    /// The dot bits of each cell, row by row (bit values as Unicode's Braille block numbers them).
    private var bits: [UInt8]
    /// The highest layer set in each cell; 0 for an empty cell.
    private(set) var layers: [Int]

    /// An empty canvas of `columns` × `rows` cells.
    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        layers = Array(repeating: 0, count: self.columns * self.rows)
    }

    /// Dots across and down.
    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// The bit of the dot at column `x` (0, 1) and row `y` (0–3) of a cell.
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets the dot at (`x`, `y`) in dot coordinates; dots outside the canvas are ignored.
    mutating func set(x: Int, y: Int, layer: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let index = (y / 4) * columns + x / 2
        bits[index] |= Self.dotBits[x % 2][y % 4]
        layers[index] = max(layers[index], layer)
    }

    /// Sets the dot nearest to the point (`x`, `y`).
    mutating func plot(x: Double, y: Double, layer: Int) {
        set(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)), layer: layer)
    }

    /// Sets the dots along the segment from (`x0`, `y0`) to (`x1`, `y1`), half a dot apart.
    mutating func line(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, layer: Int) {
        let length = max(abs(x1 - x0), abs(y1 - y0))
        let steps = max(1, Int((length * 2).rounded(.up)))
        for step in 0 ... steps {
            let t = Double(step) / Double(steps)
            plot(x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, layer: layer)
        }
    }

    /// The Braille scalar of a cell's dots (U+2800, the blank pattern, for none).
    func scalar(column: Int, row: Int) -> Unicode.Scalar {
        // 0x2800 + a byte is always a valid scalar (the Braille Patterns block).
        Unicode.Scalar(0x2800 + UInt16(bits[row * columns + column])) ?? " "
    }

    /// The highest layer of a cell's dots.
    func layer(column: Int, row: Int) -> Int { layers[row * columns + column] }
}
