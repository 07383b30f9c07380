import PickerCore
import PickerTerminal
import Testing

/// The session finds a picker that shows pictures through `graphicsPicker`, not a cast: the
/// answer must be the cast's (only a graphics picker asks the terminal about pictures).
@Suite("graphicsPicker: what a cast to GraphicsPicker would find")
struct GraphicsPickerLookupTests {
    @Test("each card style shows pictures, as the cast finds", arguments: [WatchStyle.list, .stack, .sequence, .link])
    func cardStyle(style: WatchStyle) {
        let picker = WatchFixtures.picker(style)
        #expect(picker.graphicsPicker != nil)
        #expect((picker.graphicsPicker != nil) == ((picker as Any) is any GraphicsPicker))
    }

    @Test("the wheel and the multi-select wrapper do not show pictures; text cards never ask the terminal")
    func lookup() {
        let wheel = WheelTerminalPicker(Fixtures.wheel(Fixtures.fruits, [1]))
        #expect(wheel.graphicsPicker == nil)
        #expect(!((wheel as Any) is any GraphicsPicker))
        // Text cards: no pictures to show, so the terminal is never asked and a yes changes nothing.
        var text = WatchFixtures.picker(.stack)
        #expect(text.graphicsPicker?.usesGraphics == false)
        #expect(text.content.graphicsContent == nil)
        text.speaksKittyGraphics = true
        #expect(!text.speaksKittyGraphics)
        let several = MultiSelectPicker(WatchFixtures.picker(.stack), choices: ChoiceSet([], limit: nil, minimumCount: 0))
        #expect((several.graphicsPicker != nil) == ((several as Any) is any GraphicsPicker))
    }
}
