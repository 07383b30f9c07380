@testable import TerminalUI
import Testing

/// The column `FrameDiff` counts its relative moves from: `FrameWriter._violation` names a
/// column that no terminal cursor could be at, and `_checkInvariants()` traps on it after each
/// unit drawn in checked builds (`PICKERKIT_CHECKS`, on in debug), so the frame tests and the
/// random-edit property tests here all draw with the cursor checked.
@Suite("FrameDiff's cursor invariant")
struct FrameDiffInvariantTests {
    @Test("a known column inside the row, or an unknown one, passes")
    func soundColumns() {
        #expect(FrameWriter._violation(x: 0, columnIsUnsure: false, width: 10) == nil)
        #expect(FrameWriter._violation(x: 9, columnIsUnsure: false, width: 10) == nil)
        #expect(FrameWriter._violation(x: nil, columnIsUnsure: false, width: 10) == nil, "pending wrap")
        #expect(FrameWriter._violation(x: nil, columnIsUnsure: true, width: 10) == nil, "after a cluster measured differently")
    }

    @Test("a column past the row, before it, or known but marked unsure is named")
    func brokenColumns() {
        #expect(FrameWriter._violation(x: 10, columnIsUnsure: false, width: 10)?.contains("outside a row of 10") == true)
        #expect(FrameWriter._violation(x: -1, columnIsUnsure: false, width: 10)?.contains("outside") == true)
        #expect(FrameWriter._violation(x: 3, columnIsUnsure: true, width: 10)?.contains("marked unsure") == true)
    }

    #if PICKERKIT_CHECKS
    @Test("a writer counting a column past its row traps, in a checked build")
    func outsideColumnTraps() async {
        await #expect(processExitsWith: .failure) {
            FrameWriter(width: 5, cursor: CursorPosition(x: 9, y: 0))._checkInvariants()
        }
    }
    #endif

    @Test("drawing a frame over another leaves the cursor at a column inside the row")
    func drawnFrameEndsInsideTheRow() {
        var old = Buffer(width: 6, height: 2)
        _ = old.write("abcdef", x: 0, y: 0)
        var new = old
        _ = new.write("界", x: 4, y: 1)
        var cursor = CursorPosition(x: 0, y: 0)
        _ = FrameDiff.utf8(from: nil, to: old, cursor: &cursor, depth: .trueColor)
        _ = FrameDiff.utf8(from: old, to: new, cursor: &cursor, depth: .trueColor)
        #expect((0..<6).contains(cursor.x))
        #expect(cursor.y == 1)
    }
}
