@testable import TerminalUI

/// A tiny terminal for checking frame diffs: it understands exactly what the diff may send
/// (text, CR, CUU/CUD/CUF/CUB, CHA, ECH, SGR, autowrap on and off) and records anything else,
/// or anything that would wrap or scroll, as a problem.
///
/// It behaves like xterm and tmux where terminals agree: writing into the last column leaves
/// the cursor there in "pending wrap" (the next character would wrap); CR and cursor moves
/// clear it; moves stop at the screen's edges; writing over part of a wide character blanks
/// the rest of it; with autowrap off, a character too wide for what is left of the row is
/// dropped (tmux) and one in the last column leaves the cursor there.
///
/// It measures each grapheme with `measure`, or by default as tmux does (``DisplayWidth``,
/// each of its terminal cells in a cell of its own), to check that text another terminal
/// measures differently stays inside its own cells.
struct ScreenEmulator {
    let width: Int
    let height: Int
    var cells: [Cell]
    var x: Int
    var y: Int
    var pendingWrap = false
    var autowrap = true
    var pen = Style.plain
    var problems: [String] = []
    /// How this terminal measures a grapheme; nil: as ``DisplayWidth`` does.
    let measure: ((Character) -> Int)?

    init(showing buffer: Buffer, depth: ColorDepth, cursor: CursorPosition, measure: ((Character) -> Int)? = nil) {
        width = buffer.width
        height = buffer.height
        cells = buffer.cells.map { Cell($0.grapheme, style: $0.style.downgraded(to: depth)) }
        x = cursor.x
        y = cursor.y
        self.measure = measure
    }

    /// The screen as a buffer-like grid: graphemes, and the style of each cell.
    func cell(x: Int, y: Int) -> Cell { cells[y * width + x] }

    mutating func apply(_ bytes: String) {
        var characters = Array(bytes)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                guard characters.popFirst() == "[" else {
                    problems.append("ESC not followed by [")
                    return
                }
                var parameters = ""
                while let next = characters.popFirst() {
                    if next.isLetter {
                        control(parameters, final: next)
                        break
                    }
                    parameters.append(next)
                }
            case "\r":
                x = 0
                pendingWrap = false
            case "\n":
                problems.append("LF (could scroll)")
            default:
                print(character)
            }
        }
    }

    private mutating func control(_ parameters: String, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let count = max(1, numbers.first ?? 1)
        switch final {
        case "A": moveBy(dx: 0, dy: -count)
        case "B": moveBy(dx: 0, dy: count)
        case "C": moveBy(dx: count, dy: 0)
        case "D": moveBy(dx: -count, dy: 0)
        case "G":
            guard count <= width else { return problems.append("column \(count) off the screen") }
            x = count - 1
            pendingWrap = false
        case "X":
            breakWideCharacters(from: x, to: min(width, x + count))
            for column in x..<min(width, x + count) { cells[y * width + column] = Cell(" ", style: pen) }
        case "l" where parameters == "?7": autowrap = false
        case "h" where parameters == "?7": autowrap = true
        case "m": graphicRendition(parameters.isEmpty ? [0] : numbers)
        default: problems.append("unexpected CSI \(parameters)\(final)")
        }
    }

    private mutating func moveBy(dx: Int, dy: Int) {
        let newX = x + dx
        let newY = y + dy
        if newX < 0 || newX >= width || newY < 0 || newY >= height {
            problems.append("move off the screen to (\(newX), \(newY))")
        }
        x = min(max(newX, 0), width - 1)
        y = min(max(newY, 0), height - 1)
        pendingWrap = false
    }

    private mutating func graphicRendition(_ numbers: [Int]) {
        var rest = numbers[...]
        while let number = rest.popFirst() {
            switch number {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 3: pen.italic = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 9: pen.strikethrough = true
            case 22:
                pen.bold = false
                pen.dim = false
            case 23: pen.italic = false
            case 24: pen.underline = false
            case 27: pen.reverse = false
            case 29: pen.strikethrough = false
            case 30...37: pen.foreground = .basic(UInt8(number - 30))
            case 90...97: pen.foreground = .basic(UInt8(number - 90 + 8))
            case 40...47: pen.background = .basic(UInt8(number - 40))
            case 100...107: pen.background = .basic(UInt8(number - 100 + 8))
            case 39: pen.foreground = nil
            case 49: pen.background = nil
            case 38, 48:
                let color: TerminalColor?
                switch rest.popFirst() {
                case 5: color = rest.popFirst().map { .indexed(UInt8($0)) }
                case 2:
                    let channels = rest.prefix(3).map { UInt8($0) }
                    rest = rest.dropFirst(3)
                    color = channels.count == 3 ? .rgb(channels[0], channels[1], channels[2]) : nil
                default: color = nil
                }
                if color == nil { problems.append("bad extended colour") }
                if number == 38 { pen.foreground = color } else { pen.background = color }
            default: problems.append("unknown SGR \(number)")
            }
        }
    }

    private mutating func print(_ character: Character) {
        let width = DisplayWidth.of(character)
        if measure == nil || DisplayWidth.widestReach(of: String(character)) <= width, width > 0 {
            // As tmux, xterm and VTE all do: each terminal cell of the cluster on its own (`कि`
            // is `क` and `ि`). Only ZWJ sequences and VS16 are measured by `measure`.
            for part in DisplayWidth.terminalCells(of: character) {
                print(part.text, width: part.width)
            }
            return
        }
        print(String(character), width: measure?(character) ?? DisplayWidth.of(character))
    }

    private mutating func print(_ character: String, width characterWidth: Int) {
        guard characterWidth > 0 else {
            // Another terminal joins it to the cell before; ours never writes one.
            if measure == nil {
                problems.append("zero-width or control character \(character.unicodeScalars.map(\.value))")
            }
            return
        }
        if !autowrap, x + characterWidth > width {
            // tmux drops a character that does not fit when it may not wrap.
            return
        }
        if pendingWrap || x + characterWidth > width || y < 0 || y >= height || x < 0 {
            problems.append("write at (\(x), \(y)) would wrap or fall off the screen")
            return
        }
        breakWideCharacters(from: x, to: x + characterWidth)
        cells[y * width + x] = Cell(String(character), style: pen)
        for column in (x + 1)..<(x + characterWidth) { cells[y * width + column] = Cell("", style: pen) }
        x += characterWidth
        if x >= width {
            x = width - 1
            pendingWrap = autowrap
        }
    }

    /// Blanks whatever part of a wide character lies outside the columns `start..<end` of the
    /// cursor's row, which are about to be written over.
    private mutating func breakWideCharacters(from start: Int, to end: Int) {
        let row = y * width
        if start < width, cells[row + start].isContinuation {
            var head = start - 1
            while head > 0, cells[row + head].isContinuation { head -= 1 }
            for column in max(head, 0)..<start { cells[row + column].grapheme = " " }
        }
        var column = end
        while column < width, cells[row + column].isContinuation {
            cells[row + column].grapheme = " "
            column += 1
        }
    }
}
