extension Buffer {
    /// Writes `text` from (`x`, `y`) on one line, clipped to `clip` (default: the whole buffer);
    /// returns the columns used.
    ///
    /// Text goes grapheme by grapheme with its ``DisplayWidth``: a wide grapheme fills its cell
    /// and a ``Cell/continuation`` after it, a cluster the terminal draws over several cells of
    /// its own (`कि`) fills those cells (see ``DisplayWidth/terminalCells(of:)``), and one that
    /// would not fit whole inside the clip is not drawn (nor anything after it). Graphemes of width zero on their own (controls, a
    /// stray zero-width space) are dropped, since the terminal would not advance over them.
    /// Overwriting either half of a wide grapheme already on screen blanks its other half, so a
    /// buffer never holds half a character. Columns left of the clip are skipped, and count.
    ///
    /// ```swift
    /// var buffer = Buffer(width: 5, height: 1)
    /// buffer.write("日本語", x: 0, y: 0)   // returns 4: "語" does not fit in the last column
    /// buffer.lines                         // ["日本"]
    /// ```
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard y >= area.y, y < area.y + area.height else { return 0 }
        let right = area.x + area.width
        var column = x
        let styleBits = style.packed
        let asciiColumns = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            // Printable ASCII, most labels: one byte, one grapheme, one column.
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            // The columns drawn, released once as a span: only its two edges can cut a cluster.
            let first = max(x, area.x)
            let end = min(right, x + bytes.count)
            if first < end {
                let width = self.width
                cells.withUnsafeMutableBufferPointer { cells in
                    Self.releaseWideHalves(in: cells, width: width, from: first, to: end, y: y)
                    let offset = y * width
                    for column in first..<end {
                        cells[offset + column] = Cell(text: InlineGrapheme(asciiByte: bytes[column - x]), styleBits: styleBits)
                    }
                }
            }
            column = max(x, min(right, x + bytes.count))
            return column - x
        }
        if let asciiColumns = asciiColumns ?? nil { return asciiColumns }
        if text.unicodeScalars.allSatisfy(DisplayWidth.standsAlone) {
            // Every scalar is a grapheme of its own (see `DisplayWidth.standsAlone`).
            for scalar in text.unicodeScalars {
                let width = DisplayWidth.ofStandalone(scalar)
                if width == 0 { continue }
                if column + width > right { break }
                if column >= area.x {
                    let cell = Cell(text: InlineGrapheme(scalar, drawnWidth: width), styleBits: styleBits)
                    put(cell, width: width, x: column, y: y)
                }
                column += width
            }
            return column - x
        }
        for grapheme in text {
            let width = DisplayWidth.of(grapheme)
            if width == 0 { continue }
            if column + width > right { break }
            if column >= area.x {
                if grapheme.unicodeScalars.dropFirst().isEmpty {
                    // One scalar: one cell.
                    let cell = Cell(text: InlineGrapheme(String(grapheme), drawnWidth: width), styleBits: styleBits)
                    put(cell, width: width, x: column, y: y)
                } else {
                    put(DisplayWidth.terminalCells(of: grapheme), width: width, x: column, y: y, styleBits: styleBits)
                }
            }
            column += width
        }
        return column - x
    }

    /// Fills `rect` (clipped to the buffer) with `cell`.
    ///
    /// A continuation cell is not a fill: filling with one is treated as filling with a blank.
    ///
    /// ```swift
    /// buffer.fill(Rect(x: 0, y: 0, width: 3, height: 2), with: Cell("·"))
    /// ```
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        var cell = cell
        // One drawable one-column grapheme (the cell says so without measuring) is the common case.
        if cell.text.drawnWidth != 1, cell.isContinuation || DisplayWidth.of(cell.grapheme) != 1 {
            // Only one-column graphemes tile a rectangle; anything else would leave half-characters.
            cell.grapheme = " "
        }
        let width = self.width
        // A row's part at once, all rows in one pass over the storage: a card's interior is
        // cleared this way five times a frame.
        cells.withUnsafeMutableBufferPointer { cells in
            for row in area.y..<(area.y + area.height) {
                Self.releaseWideHalves(in: cells, width: width, from: area.x, to: area.x + area.width, y: row)
                let start = row * width + area.x
                UnsafeMutableBufferPointer(rebasing: cells[start..<(start + area.width)]).update(repeating: cell)
            }
        }
    }

    /// Copies `pasted`, `rect.height` rows of `rect.width` cells, into `rect`; only the part
    /// inside `clip` (default: the whole buffer) is written. Nothing is written when the count
    /// is not `rect.width × rect.height`.
    ///
    /// For pictures: each cell is one one-column grapheme in its own style (a half block
    /// whose colours are two pixels), made once and pasted frame after frame, with no text
    /// measured. A cell that is not one drawable one-column grapheme is written as a blank in
    /// its style, as ``fill(_:with:)`` does; wide graphemes partly covered are blanked as
    /// ``write(_:x:y:style:clip:)`` does.
    ///
    /// ```swift
    /// let cells = [Cell("▀", style: Style(foreground: .indexed(196), background: .indexed(21))),
    ///              Cell("▀", style: Style(foreground: .indexed(46), background: .indexed(226)))]
    /// buffer.paste(cells, into: Rect(x: 3, y: 1, width: 2, height: 1))
    /// ```
    public mutating func paste(_ pasted: [Cell], into rect: Rect, clip: Rect? = nil) {
        guard rect.width > 0, rect.height > 0, pasted.count == rect.width * rect.height else { return }
        let area = rect.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        guard !area.isEmpty else { return }
        let width = self.width
        for row in area.y..<(area.y + area.height) {
            let from = (row - rect.y) * rect.width + (area.x - rect.x)
            cells.withUnsafeMutableBufferPointer { cells in
                Self.releaseWideHalves(in: cells, width: width, from: area.x, to: area.x + area.width, y: row)
                var target = row * width + area.x
                for var cell in pasted[from..<(from + area.width)] {
                    if cell.text.drawnWidth != 1 { cell.text = .space }
                    cells[target] = cell
                    target += 1
                }
            }
        }
    }

    /// Changes the style of every cell in `rect`, e.g. to lay a highlight band under text.
    ///
    /// ```swift
    /// buffer.restyle(Rect(x: 0, y: 2, width: 20, height: 1)) { $0.reverse = true }
    /// ```
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<(area.y + area.height) {
            for column in area.x..<(area.x + area.width) {
                change(&self[column, row].style)
            }
        }
    }

    /// The text of each row, trailing blanks trimmed: what golden frames compare.
    ///
    /// Continuation cells add nothing, so a row reads as the text a person sees.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                line += self[column, row].grapheme
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Each row with every cell whose style passes `isMarked` shown as `mark` (a continuation
    /// cell as a second `mark`) and every other cell as a space; trailing blanks trimmed.
    ///
    /// Tests use it to check styles against a golden mask, beside the text from ``lines``.
    ///
    /// ```swift
    /// buffer.write("ab", x: 0, y: 0)
    /// buffer.write("cd", x: 2, y: 0, style: Style(bold: true))
    /// buffer.mask { $0.bold }   // ["  ##"]
    /// ```
    public func mask(_ mark: Character = "#", where isMarked: (Style) -> Bool) -> [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                line.append(isMarked(self[column, row].style) ? mark : " ")
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    // MARK: - Keeping wide graphemes whole

    /// Puts `cell` (of display `width` 1 or 2) at (`x`, `y`), blanking the other half of any
    /// wide grapheme it partly covers.
    private mutating func put(_ cell: Cell, width: Int, x: Int, y: Int) {
        releaseWideHalves(from: x, to: x + width, y: y)
        self[x, y] = cell
        if width == 2 {
            self[x + 1, y] = Cell(text: .empty, styleBits: cell.styleBits)
        }
    }

    /// Puts the terminal cells of one cluster (see ``DisplayWidth/terminalCells(of:)``), `width`
    /// columns in all, from (`x`, `y`): each later cell marked as joining the one before, and
    /// whatever they partly cover released first, once for the whole cluster.
    private mutating func put(_ parts: [(text: String, width: Int)], width: Int, x: Int, y: Int, styleBits: UInt64) {
        releaseWideHalves(from: x, to: x + width, y: y)
        var column = x
        for (index, part) in parts.enumerated() where part.width > 0 {
            let text = InlineGrapheme(part.text, drawnWidth: part.width, joinsPrevious: index > 0)
            self[column, y] = Cell(text: text, styleBits: styleBits)
            if part.width == 2 {
                self[column + 1, y] = Cell(text: .empty, styleBits: styleBits)
            }
            column += part.width
        }
    }

    /// Before columns `from..<to` of row `y` are overwritten: blanks the rest of any wide
    /// grapheme or cluster of several cells they cut, the part left of `from` (back to its first
    /// cell) and the part from `to` on (its continuations and joining cells).
    private mutating func releaseWideHalves(from: Int, to: Int, y: Int) {
        guard y >= 0, y < height else { return }
        let width = self.width
        cells.withUnsafeMutableBufferPointer { cells in
            Self.releaseWideHalves(in: cells, width: width, from: from, to: to, y: y)
        }
    }

    /// ``releaseWideHalves(from:to:y:)`` on the storage itself (`width` cells a row; `y` a row
    /// of it), for callers that write many rows in one pass.
    private static func releaseWideHalves(in cells: UnsafeMutableBufferPointer<Cell>, width: Int, from: Int, to: Int, y: Int) {
        let base = y * width
        if from < width, from > 0, cells[base + from].isContinuation || cells[base + from].joinsPrevious {
            var column = from - 1
            while column >= 0 {
                let cell = cells[base + column]
                cells[base + column].text = .space
                if !(cell.isContinuation || cell.joinsPrevious) { break }
                column -= 1
            }
        }
        var column = max(to, 0)
        while column < width, cells[base + column].isContinuation || cells[base + column].joinsPrevious {
            if column == to, cells[base + column].isContinuation, column - 1 >= 0, cells[base + column - 1].isContinuation {
                // Two continuations in a row break the buffer's invariants: nothing to release.
                break
            }
            cells[base + column].text = .space
            column += 1
        }
    }
}
