import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Golden frames of the watch styles without colour (Behaviour 4): each style at 80×24 and at its
/// minimum size, with captions, the focus ring, the scroll indicator, right-to-left.
@Suite("Watch styles: golden frames")
struct WatchGoldenTests {
    let plain = WatchFixtures.fruits(captions: false)

    @Test("List at 80×24: the selection in the middle, neighbours around it, the index strip at the right edge (Behaviour 4.1, 1.14)")
    func list80x24() {
        let d = PickerDriver(WatchFixtures.picker(.list, plain, row: 12), width: 80, height: 24)
        #expect(
            d.frame == """
                Fruit
                  Avocado                                                                      A
                  Banana                                                                       B
                  Blackberry                                                                   C
                  Blueberry                                                                    D
                  Cherry                                                                       E
                  Clementine                                                                   F
                  Coconut                                                                      G
                  Damson                                                                       H
                  Date                                                                         J
                  Dragonfruit                                                                  K
                › Elderberry                                                                   L
                  Fig                                                                          M
                  Grape                                                                        N
                  Guava                                                                        O
                  Honeydew                                                                     P
                  Jackfruit                                                                    Q
                  Kiwi                                                                         R
                  Lemon                                                                        Y
                  Lime
                  Mango
                  Nectarine
                  Orange
                ↑↓ change · alt+key index · enter select · esc cancel
                """)
    }

    @Test("List at its minimum, 8×1: the selected title alone")
    func listMinimum() {
        let d = PickerDriver(WatchFixtures.picker(.list, plain), width: 8, height: 1)
        #expect(
            d.frame == """
                › Banana
                """)
    }

    @Test("List with per-item captions under titles, the picker's caption, the focus ring and the indicator (Behaviour 4.4)")
    func listCaptionsOutlineIndicator() {
        let d = PickerDriver(WatchFixtures.picker(.list, decorations: WatchDecorations(caption: "Fruit of the day", outline: true, indicator: true)), width: 44)
        #expect(
            d.frame == """
                Fruit
                ╭──────────────────────────────────────────╮
                │  Apricot                              A ┃│
                │  Soft and orange                      B ┃│
                │  Avocado                              D ││
                │  Creamy                               F ││
                │› Banana                               H ││
                │  Yellow and sweet                     K ││
                │  Blackberry                           L ││
                │  Dark and tart                        N ││
                │  Blueberry                            P ││
                │  Small and blue                       R ││
                ╰──────────────────────────────────────────╯
                              Fruit of the day
                ↑↓ change · enter select · esc cancel
                """)
    }

    @Test("List with captions beside the titles, right-aligned")
    func listCaptionsBeside() {
        let d = PickerDriver(WatchFixtures.picker(.list, captionPlacement: .beside), width: 44, height: 7)
        #expect(
            d.frame == """
                Fruit
                  Apricot                  Soft and orange A
                  Avocado                           Creamy D
                › Banana                  Yellow and sweet H
                  Blackberry                 Dark and tart L
                  Blueberry                 Small and blue P
                ↑↓ change · enter select · esc cancel
                """)
    }

    @Test("List right-to-left: titles, marker, strip and indicator mirrored (Behaviour 1.4)")
    func listRightToLeft() {
        let d = PickerDriver(WatchFixtures.picker(.list, plain, decorations: WatchDecorations(indicator: true), isRightToLeft: true), width: 30)
        #expect(
            d.frame == """
                                         Fruit
                ┃ A                  Apricot
                │ D                  Avocado
                │ H                   Banana ‹
                │ L               Blackberry
                │ P                Blueberry
                     enter select · esc cancel
                """)
    }

    @Test("Stack at 80×24: the selected card on top, the next three peeking out below, named in their edges (Behaviour 4.2)")
    func stack80x24() {
        let d = PickerDriver(WatchFixtures.picker(.stack), width: 80, height: 24)
        #expect(
            d.frame == """
                Fruit
                ╭──────────────────────────────────────────────────────────────────────────────╮
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                    Banana                                    │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                               Yellow and sweet                               │
                ╰──────────────────────────────────────────────────────────────────────────────╯
                  ╰─────────────────────────────── Blackberry ───────────────────────────────╯
                    ╰───────────────────────────── Blueberry ──────────────────────────────╯
                      ╰───────────────────────────── Cherry ─────────────────────────────╯
                ↑↓ change · enter select · esc cancel
                """)
    }

    @Test("Stack at its minimum, 8×1: the top card's title alone")
    func stackMinimum() {
        let d = PickerDriver(WatchFixtures.picker(.stack), width: 8, height: 1)
        #expect(
            d.frame == """
                 Banana
                """)
    }

    @Test("Stack with the picker's caption, the focus ring and the indicator")
    func stackDecorated() {
        let d = PickerDriver(WatchFixtures.picker(.stack, decorations: WatchDecorations(caption: "Fruit of the day", outline: true, indicator: true)), width: 40)
        #expect(
            d.frame == """
                Fruit
                ╭──────────────────────────────────────╮
                │╭──────────────────────────────────╮ ││
                ││                                  │ ┃│
                ││              Banana              │ ││
                ││                                  │ ││
                ││                                  │ ││
                ││         Yellow and sweet         │ ││
                │╰──────────────────────────────────╯ ││
                │  ╰───────── Blackberry ─────────╯   ││
                │    ╰─────── Blueberry ────────╯     ││
                │      ╰─────── Cherry ───────╯       ││
                ╰──────────────────────────────────────╯
                            Fruit of the day
                ↑↓ change · enter select · esc cancel
                """)
    }

    @Test("Stack at the last item: no card peeks out")
    func stackNearTheEnd() {
        let d = PickerDriver(WatchFixtures.picker(.stack, row: 29), width: 30)
        #expect(
            d.frame == """
                Fruit
                ╭────────────────────────────╮
                │                            │
                │            Yuzu            │
                │                            │
                │                            │
                │      Fragrant citrus       │
                ╰────────────────────────────╯



                enter select · esc cancel
                """)
    }

    @Test("Sequence at 80×24: one item filling the body (Behaviour 4.3)")
    func sequence80x24() {
        let d = PickerDriver(WatchFixtures.picker(.sequence), width: 80, height: 24)
        #expect(
            d.frame == """
                Fruit
                ╭──────────────────────────────────────────────────────────────────────────────╮
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                    Banana                                    │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                                                                              │
                │                               Yellow and sweet                               │
                ╰──────────────────────────────────────────────────────────────────────────────╯
                ↑↓ change · enter select · esc cancel
                """)
    }

    @Test("Sequence at its minimum, 8×1")
    func sequenceMinimum() {
        let d = PickerDriver(WatchFixtures.picker(.sequence), width: 8, height: 1)
        #expect(
            d.frame == """
                 Banana
                """)
    }

    @Test("Sequence right-to-left with caption and indicator: the indicator moves to the left")
    func sequenceRightToLeft() {
        let d = PickerDriver(WatchFixtures.picker(.sequence, decorations: WatchDecorations(caption: "Fruit of the day", indicator: true), isRightToLeft: true), width: 30)
        #expect(
            d.frame == """
                                         Fruit
                │ ╭──────────────────────────╮
                ┃ │                          │
                │ │          Banana          │
                │ │                          │
                │ │                          │
                │ │     Yellow and sweet     │
                │ ╰──────────────────────────╯
                       Fruit of the day
                     enter select · esc cancel
                """)
    }

    @Test("Link at 80×24, closed: one line, the label, the value and a chevron (Behaviour 4.6)")
    func link80x24() {
        let d = PickerDriver(WatchFixtures.picker(.link), width: 80, height: 24)
        #expect(
            d.frame == """
                Fruit  Banana ›






















                space open · ↑↓ change · enter select · esc cancel
                """)
    }

    @Test("Link at its minimum, 3×1: the value cut, the chevron kept")
    func linkMinimum() {
        let d = PickerDriver(WatchFixtures.picker(.link), width: 3, height: 1)
        #expect(
            d.frame == """
                B ›
                """)
    }

    @Test("Link opened with →: the list in a popover under the button, down to the help line when the area is taller (full screen)")
    func linkOpen80x24() {
        var d = PickerDriver(WatchFixtures.picker(.link, plain), width: 80, height: 24)
        d.press(.right)
        #expect(
            d.frame == """
                Fruit  Banana ›
                ┌──────────────────────────────────────────────────────────────────────────────┐
                │   Apple                                                                    A │
                │   Apricot                                                                  B │
                │   Avocado                                                                  C │
                │ › Banana                                                                   D │
                │   Blackberry                                                               E │
                │   Blueberry                                                                F │
                │   Cherry                                                                   G │
                │   Clementine                                                               H │
                │   Coconut                                                                  J │
                │   Damson                                                                   K │
                │   Date                                                                     L │
                │   Dragonfruit                                                              M │
                │   Elderberry                                                               N │
                │   Fig                                                                      O │
                │   Grape                                                                    P │
                │   Guava                                                                    Q │
                │   Honeydew                                                                 R │
                │   Jackfruit                                                                Y │
                │   Kiwi                                                                       │
                │   Lemon                                                                      │
                └──────────────────────────────────────────────────────────────────────────────┘
                ↑↓ change · alt+key index · enter pick · esc back
                """)
    }

    @Test("Link right-to-left: the chevron points left, the label at the right edge")
    func linkRightToLeft() {
        let d = PickerDriver(WatchFixtures.picker(.link, isRightToLeft: true), width: 30, followsHeight: true)
        #expect(
            d.frame == """
                               ‹ Banana  Fruit
                     enter select · esc cancel
                """)
    }

    @Test("Link with the ring and the picker's caption: they go around the button")
    func linkDecoratedClosed() {
        let d = PickerDriver(WatchFixtures.picker(.link, plain, decorations: WatchDecorations(caption: "Tap to choose", outline: true, indicator: true)), width: 40, followsHeight: true)
        #expect(
            d.frame == """
                ╭──────────────────────────────────────╮
                │Fruit  Banana ›                       │
                ╰──────────────────────────────────────╯
                             Tap to choose
                space open · enter select · esc cancel
                """)
    }

    @Test("The decorated link opened: the list under the ring, with the indicator beside it")
    func linkDecoratedOpen() {
        var d = PickerDriver(WatchFixtures.picker(.link, plain, decorations: WatchDecorations(caption: "Tap to choose", outline: true, indicator: true)), width: 40, followsHeight: true)
        d.press(.character(" "))
        #expect(
            d.frame == """
                ╭──────────────────────────────────────╮
                │Fruit  Banana ›                       │
                ╰──────────────────────────────────────╯
                             Tap to choose
                ┌──────────────────────────────────────┐
                │   Apricot                        A ┃ │
                │   Avocado                        D │ │
                │ › Banana                         H │ │
                │   Blackberry                     L │ │
                │   Blueberry                      P │ │
                └──────────────────────────────────────┘
                ↑↓ change · enter pick · esc back
                """)
    }
}
