import PickerTerminal
import TerminalUI
import Testing

@Suite("Wheel layout")
struct WheelLayoutTests {
    let area = Rect(x: 0, y: 0, width: 40, height: 5)

    @Test("Columns are marker, blank, title, blank, marker, one blank apart")
    func packing() {
        let layout = WheelLayout(contentWidths: [6, 2], area: area)
        #expect(layout.columns.map(\.component) == [0, 1])
        #expect(layout.columns.map(\.x) == [0, 11])
        #expect(layout.columns.map(\.width) == [10, 6])
        #expect(layout.columns.map(\.contentX) == [2, 13])
        #expect(layout.columns[1].leftMarkerX == 11 && layout.columns[1].rightMarkerX == 16)
        #expect(layout.rowCount == 5 && layout.bandIndex == 2 && layout.bandY == 2)
    }

    @Test("Right-to-left mirrors the component order and packs against the right edge (Behaviour 1.4)")
    func rightToLeft() {
        let layout = WheelLayout(contentWidths: [6, 2], area: area, isRightToLeft: true)
        #expect(layout.columns.map(\.component) == [1, 0])
        #expect(layout.columns.map(\.x) == [23, 30])
        #expect(layout.columns[1].x + layout.columns[1].width == 40)
    }

    @Test("The widest titles are shortened first when the area is narrow")
    func shorteningWidestFirst() {
        // 3 columns of chrome 4 and 2 gaps leave 24 - 14 = 10 columns of titles.
        let layout = WheelLayout(contentWidths: [10, 2, 10], area: Rect(x: 0, y: 0, width: 24, height: 5))
        #expect(layout.columns.map(\.contentWidth) == [4, 2, 4])
        #expect(layout.columns.map(\.contentX) == [2, 11, 18])
    }

    @Test("Padding goes before a title would drop below three columns")
    func paddingGoesFirst() {
        // With padding only 6 columns would be left for titles (2 each); without it, 12.
        let layout = WheelLayout(contentWidths: [10, 2, 10], area: Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(layout.columns.map(\.contentWidth) == [5, 2, 5])
        #expect(layout.columns.map(\.contentX) == [1, 9, 14])
        #expect(layout.columns.map(\.leftMarkerX) == [0, 8, 13])
    }

    @Test("Markers and padding go before titles drop below three columns")
    func chromeDegrades() {
        let padded = WheelLayout(contentWidths: [6], area: Rect(x: 0, y: 0, width: 7, height: 5))
        #expect(padded.columns[0].contentWidth == 3 && padded.columns[0].leftMarkerX == 0)
        let tight = WheelLayout(contentWidths: [6], area: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(tight.columns[0].contentWidth == 3 && tight.columns[0].contentX == 1)
        let bare = WheelLayout(contentWidths: [6], area: Rect(x: 0, y: 0, width: 3, height: 5))
        #expect(bare.columns[0].contentWidth == 3 && bare.columns[0].leftMarkerX == nil)
    }

    @Test("Hit-testing maps a cell to the component and the row offset from the band")
    func hitTesting() {
        let layout = WheelLayout(contentWidths: [6, 2], area: Rect(x: 3, y: 10, width: 40, height: 5))
        #expect(layout.hit(x: 3, y: 12) == WheelLayout.Hit(component: 0, rowOffset: 0))
        #expect(layout.hit(x: 15, y: 10) == WheelLayout.Hit(component: 1, rowOffset: -2))
        #expect(layout.hit(x: 19, y: 14) == WheelLayout.Hit(component: 1, rowOffset: 2))
        #expect(layout.hit(x: 13, y: 12) == nil)     // the gap between columns
        #expect(layout.hit(x: 30, y: 12) == nil)     // past the last column
        #expect(layout.hit(x: 5, y: 15) == nil)      // below the wheel
        #expect(layout.hit(x: 5, y: 9) == nil)       // above it
    }

    @Test("Zero-size areas give an empty, safe layout")
    func zeroSize() {
        let layout = WheelLayout(contentWidths: [6, 2], area: Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(layout.rowCount == 0)
        #expect(layout.hit(x: 0, y: 0) == nil)
        #expect(WheelLayout(contentWidths: [], area: area).columns.isEmpty)
    }
}
