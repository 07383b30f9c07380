import PickerCore
import PickerTerminal
import TerminalUI
import Testing

/// Styles of the wheel view, checked cell by cell.
@Suite("Wheel view: styles")
struct WheelViewStyleTests {
    let colour = Theme.default(for: .trueColor)

    @Test("The selected row is bold in the accent colour on the band; the band spans the width (Behaviour 1.1)")
    func selectedRowStyle() {
        let buffer = renderWheel(Fixtures.wheel(Fixtures.fruits, [2]), width: 20, height: 5, depth: .trueColor)
        let selected = buffer[2, 2]
        #expect(selected.grapheme == "C")
        #expect(selected.style.bold)
        #expect(selected.style.foreground == colour.accent)
        #expect(selected.style.background == colour.bandBackground)
        #expect(colour.bandBackground != nil)
        #expect(buffer[0, 2].grapheme == "›")
        #expect(buffer[0, 2].style.foreground == colour.accent)
        #expect(buffer[19, 2].style.background == colour.bandBackground)
        #expect(buffer[19, 1].style.background == nil)
    }

    @Test("Neighbours fade in two steps with distance, never bold")
    func neighboursFade() {
        let buffer = renderWheel(Fixtures.wheel(Fixtures.fruits, [2]), width: 20, height: 5, depth: .trueColor)
        let near = [buffer[2, 1].style, buffer[2, 3].style]
        let far = [buffer[2, 0].style, buffer[2, 4].style]
        #expect(near.allSatisfy { $0 == colour.near && !$0.bold && !$0.dim })
        #expect(far.allSatisfy { $0 == colour.far && !$0.bold && $0.dim })
        #expect(colour.near.foreground != colour.far.foreground)
        #expect(colour.near.foreground != colour.accent)
    }

    @Test("Disabled rows are dimmed and struck through, on and off the band (Behaviour 1.10)")
    func disabledRows() {
        var source = Fixtures.fruits
        source.disabled = [0: [1, 3]]
        for depth in [ColorDepth.none, .trueColor] {
            let theme = Theme.default(for: depth)
            let buffer = renderWheel(Fixtures.wheel(source, [2]), width: 20, height: 5, depth: depth)
            for y in [1, 3] {
                let disabled = buffer[2, y].style
                #expect(disabled.strikethrough && disabled.dim)
            }
            #expect(!buffer[2, 0].style.strikethrough && !buffer[2, 2].style.strikethrough)
            // On the band (a person moving across a disabled row) it stays bold and accented.
            let onBand = theme.disabling(theme.selected, onBand: true)
            #expect(onBand.strikethrough && onBand.dim && onBand.bold)
            #expect(onBand.foreground == theme.accent)
        }
    }

    @Test("Without colour: no colour anywhere, attributes and markers carry the meaning")
    func noColour() {
        var source = Fixtures.clock
        source.disabled = [1: [29]]
        let buffer = renderWheel(Fixtures.wheel(source, [9, 30]), width: 20, height: 5, depth: .none)
        #expect(buffer.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(buffer[2, 2].style.bold)                       // selected, focused
        #expect(buffer[9, 2].style.bold)                       // selected, unfocused
        #expect(buffer[2, 0].style.dim)                        // far neighbour
        #expect(!buffer[2, 1].style.dim)                       // near neighbour
        #expect(buffer[9, 1].style.strikethrough)              // disabled minute 29
        #expect(buffer.lines[2] == "› 09 ‹ · 30 ·")
    }

    @Test("With colour, unfocused components are marked by the band alone")
    func colourUnfocusedMarkers() {
        let buffer = renderWheel(Fixtures.wheel(Fixtures.clock, [9, 30]), width: 20, height: 5, depth: .trueColor)
        #expect(buffer.lines[2] == "› 09 ‹   30")
        #expect(buffer[9, 2].style.background == colour.bandBackground)
    }

    @Test("Every colour depth has its own resolved theme; none has no colour at all", arguments: ColorDepth.allCases)
    func themePerDepth(depth: ColorDepth) {
        let theme = Theme.default(for: depth)
        #expect(theme.depth == depth)
        #expect(theme == Theme(depth: depth))
        #expect(theme.selected.bold)
        #expect(theme.far.dim)
        #expect(theme.disabled.strikethrough)
        #expect(theme.markers.focusedLeading == "›" && theme.markers.focusedTrailing == "‹")
        if depth == .none {
            #expect(theme.accent == nil && theme.bandBackground == nil)
            #expect(theme.markers.unfocusedLeading == "·")
        } else {
            #expect(theme.accent != nil && theme.bandBackground != nil)
            #expect(theme.selected.foreground == theme.accent)
        }
    }

    @Test("The focus marker follows focus; showsFocus off marks no component as focused")
    func focusMarker() {
        var wheel = Fixtures.wheel(Fixtures.clock, [9, 30])
        wheel.apply(.tick(now: 0))
        wheel.apply(.focusNext)
        var buffer = Buffer(width: 20, height: 5)
        WheelView(wheel).render(into: &buffer, area: buffer.bounds, theme: .default(for: .none))
        #expect(buffer.lines[2] == "· 09 · › 30 ‹")
        buffer = Buffer(width: 20, height: 5)
        WheelView(wheel, showsFocus: false).render(into: &buffer, area: buffer.bounds, theme: .default(for: .none))
        #expect(buffer.lines[2] == "· 09 · · 30 ·")
    }
}
