@testable import TerminalUI

/// A tiny terminal for checking frame diffs: it understands exactly what the diff may send
/// (text, CR, CUU/CUD/CUF/CUB, SGR) and records anything else, or anything that would wrap or
/// scroll, as a problem.
///
/// It behaves like xterm where terminals agree: writing into the last column leaves the cursor
/// there in "pending wrap" (the next character would wrap); CR and cursor moves clear it; moves
/// stop at the screen's edges; writing over half of a wide character blanks its other half.
struct ScreenEmulator {
    let width: Int
    let height: Int
    var cells: [Cell]
    var x: Int
    var y: Int
    var pendingWrap = false
    var pen = Style.plain
    var problems: [String] = []

    init(showing buffer: Buffer, depth: ColorDepth, cursor: CursorPosition) {
        width = buffer.width
        height = buffer.height
        cells = buffer.cells.map { Cell($0.grapheme, style: $0.style.downgraded(to: depth)) }
        x = cursor.x
        y = cursor.y
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
                let color: Color?
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
        let characterWidth = DisplayWidth.of(character)
        guard characterWidth > 0 else {
            problems.append("zero-width or control character \(character.unicodeScalars.map(\.value))")
            return
        }
        if pendingWrap || x + characterWidth > width || y < 0 || y >= height || x < 0 {
            problems.append("write at (\(x), \(y)) would wrap or fall off the screen")
            return
        }
        for column in x..<(x + characterWidth) {
            let index = y * width + column
            if cells[index].isContinuation, column > 0 { cells[index - 1].grapheme = " " }
            if column + 1 < width, cells[index + 1].isContinuation { cells[index + 1].grapheme = " " }
        }
        cells[y * width + x] = Cell(String(character), style: pen)
        if characterWidth == 2 { cells[y * width + x + 1] = Cell("", style: pen) }
        x += characterWidth
        if x >= width {
            x = width - 1
            pendingWrap = true
        }
    }
}
