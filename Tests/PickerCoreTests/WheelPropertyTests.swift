import PickerCore
import PropertyBased
import Testing

/// Any sequence of actions, ticks with increasing times included, leaves a valid state; once
/// enough time passes everything rests, never on a disabled row while an enabled one exists.
@Suite("Wheel properties")
struct WheelPropertyTests {
    /// One random action: a kind and a parameter, turned into a ``WheelAction`` (or a code
    /// change) by ``perform(_:on:clock:)``.
    typealias Step = (Int, Int)

    static let steps = zip(Gen.int(in: 0...16), Gen.int(in: -40...40)).array(of: 0...60)

    static func perform<Source>(_ step: Step, on picker: inout WheelPicker<Source>, clock: inout Double) {
        let (kind, value) = step
        let component = Int(value.magnitude) % (picker.numberOfComponents + 1)
        switch kind {
        case 0: picker.apply(.step(by: value % 7))
        case 1: picker.apply(.stepComponent(component, by: value))
        case 2: picker.apply(.page(forward: value > 0))
        case 3: picker.apply(.jumpToEnd(last: value > 0))
        case 4: picker.apply(.select(row: value, component: component))
        case 5: picker.apply(.focus(component: value % 5))
        case 6: picker.apply(value > 0 ? .focusNext : .focusPrevious)
        case 7:
            let typed = ["a", "B", "1", "9", "é", " ", "42", "Zü"]
            picker.apply(.type(typed[Int(value.magnitude) % typed.count]))
        case 8: picker.apply(.scroll(component: component, rows: value > 0 ? 1 : -1))
        case 9, 10, 11:
            // Ticks from a 60 Hz frame to a long pause.
            clock += [1.0 / 60, 0.02, 0.4][kind - 9] * Double(value.magnitude % 4 + 1)
            picker.apply(.tick(now: clock))
        case 12: picker.apply(.commit)
        case 13: picker.apply(.cancel)
        case 14: picker.selectRow(value, inComponent: component, animated: value % 2 == 0)
        case 15: picker.reloadAllComponents()
        default: picker.reloadComponent(component)
        }
    }

    static func expectValid<Source>(_ picker: WheelPicker<Source>, sourceLocation: SourceLocation = #_sourceLocation) {
        let state = picker.state
        let count = picker.source.numberOfComponents
        #expect(state.selection.count == count, sourceLocation: sourceLocation)
        #expect(state.rowCounts.count == count && state.motion.count == count, sourceLocation: sourceLocation)
        #expect(count == 0 || (0..<count).contains(state.focusedComponent), sourceLocation: sourceLocation)
        for component in 0..<count {
            let rows = picker.source.numberOfRows(inComponent: component, selection: state.selection)
            #expect(state.rowCounts[component] == rows, sourceLocation: sourceLocation)
            let row = state.selection[component]
            #expect(rows == 0 ? row == 0 : (0..<rows).contains(row), sourceLocation: sourceLocation)
            let motion = state.motion[component]
            #expect(motion.offset.isFinite && motion.velocity.isFinite, sourceLocation: sourceLocation)
            #expect(motion.offset.magnitude <= picker.tuning.maximumOffset + 1, sourceLocation: sourceLocation)
        }
    }

    static func expectRestingOnEnabledRows<Source>(
        _ picker: WheelPicker<Source>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!picker.isMoving, sourceLocation: sourceLocation)
        for component in 0..<picker.numberOfComponents {
            #expect(picker.displayOffset(ofComponent: component) == 0, sourceLocation: sourceLocation)
            guard let row = picker.selectedRow(inComponent: component) else { continue }
            let rows = picker.numberOfRows(inComponent: component)
            let anyEnabled = (0..<rows).contains { picker.isRowEnabled($0, inComponent: component) }
            #expect(!anyEnabled || picker.isRowEnabled(row, inComponent: component), sourceLocation: sourceLocation)
        }
    }

    @Test("random actions on random components keep the state valid and end at rest on enabled rows")
    func randomActionsStayValid() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...12).array(of: 1...3), Gen.int(in: 0...12).set(ofAtMost: 6), Gen.bool, Gen.bool, Self.steps
        ) { counts, disabled, loops, numeric, steps in
            var source = NumberRows(0, disabled: disabled, loops: loops, numeric: numeric)
            source.counts = counts
            var picker = WheelPicker(source: source)
            Self.expectValid(picker)
            // The session sends a tick before the first action (WheelAction.tick).
            picker.apply(.tick(now: 0))
            var clock = 0.0
            for step in steps {
                Self.perform(step, on: &picker, clock: &clock)
                Self.expectValid(picker)
            }
            clock += 5
            let last = picker.apply(.tick(now: clock))
            Self.expectValid(picker)
            Self.expectRestingOnEnabledRows(picker)
            #expect(last.filter { if case .settled = $0 { true } else { false } }.count <= 1)
            #expect(picker.apply(.tick(now: clock + 1)) == [])
        }
    }

    @Test("exactly one settled follows any person movement, however it is ticked")
    func oneSettledPerMovement() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...40), Gen.bool, Self.steps) { rows, loops, steps in
            var picker = WheelPicker(source: NumberRows(rows, loops: loops))
            picker.apply(.tick(now: 0))
            var clock = 0.0
            var events: [WheelEvent] = []
            // Neither commit (which settles at once) nor code changes (which never settle).
            for step in steps where step.0 != 12 && step.0 != 14 {
                Self.perform(step, on: &picker, clock: &clock)
            }
            let wasMoving = picker.isMoving
            while clock < 100, picker.isMoving {
                clock += 1.0 / 60
                events += picker.apply(.tick(now: clock))
            }
            let settled = events.filter { if case .settled = $0 { true } else { false } }
            #expect(settled.count == (wasMoving ? 1 : 0))
            #expect(!picker.isMoving)
        }
    }

    @Test("dependent components stay clamped through random actions (country → city)")
    func dependentStaysValid() async {
        await propertyCheck(count: 200, input: Self.steps) { steps in
            var picker = WheelPicker(source: CountryCity())
            picker.apply(.tick(now: 0))
            var clock = 0.0
            for step in steps {
                Self.perform(step, on: &picker, clock: &clock)
                Self.expectValid(picker)
            }
            picker.apply(.tick(now: clock + 5))
            Self.expectRestingOnEnabledRows(picker)
        }
    }
}
