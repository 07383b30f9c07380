import PickerCore
import Testing

/// Momentum and snapping: scroll bursts and held keys carry on and decelerate; everything ends
/// on a row with exactly one settled event (Behaviour 1.8).
@Suite("Motion")
struct MotionTests {
    /// Drives a picker with a clock, ticking at `rate` Hz, and keeps every event.
    struct Run {
        var picker: WheelPicker<NumberRows>
        var time = 0.0
        var events: [WheelEvent] = []

        init(_ source: NumberRows, selection: [Int] = []) {
            picker = WheelPicker(source: source, selection: selection)
            events += picker.apply(.tick(now: 0))
        }

        mutating func apply(_ action: WheelAction) { events += picker.apply(action) }

        mutating func wait(_ seconds: Double, rate: Double = 60) {
            let end = time + seconds
            while time < end - 1e-9 {
                time = min(end, time + 1 / rate)
                events += picker.apply(.tick(now: time))
            }
        }

        /// Scroll notches `gap` seconds apart, ticking in between as the session would.
        mutating func notches(_ count: Int, gap: Double, rows: Int = 1) {
            for _ in 0..<count {
                apply(.scroll(component: 0, rows: rows))
                wait(gap)
            }
        }

        var settledCount: Int { events.filter { if case .settled = $0 { true } else { false } }.count }
        var changedRows: [Int] {
            events.compactMap { if case .valueChanged(_, let row) = $0 { row } else { nil } }
        }
    }

    @Test("a burst of scroll notches travels further than the same notches spaced out")
    func burstCarriesOn() {
        var spaced = Run(NumberRows(1000))
        spaced.notches(5, gap: 0.3)
        spaced.wait(2)
        #expect(spaced.picker.state.selection == [5])
        #expect(spaced.changedRows == [1, 2, 3, 4, 5])
        #expect(spaced.settledCount == 5)

        var burst = Run(NumberRows(1000))
        burst.notches(5, gap: 0.02)
        burst.wait(2)
        let final = burst.picker.state.selection[0]
        #expect(final >= 10)
        // Every row crossed is reported once, in order, and the wheel rests on a row once.
        #expect(burst.changedRows == Array(1...final))
        #expect(burst.settledCount == 1)
        #expect(burst.events.last == .settled(selection: [final]))
        #expect(burst.picker.displayOffset(ofComponent: 0) == 0)
        #expect(!burst.picker.isMoving)
    }

    @Test("momentum decelerates: the speed falls every tick until the wheel snaps")
    func decelerates() {
        var run = Run(NumberRows(1000))
        run.notches(5, gap: 0.02)
        var speeds: [Double] = []
        var rowsPerTick: [Int] = []
        while run.picker.state.motion[0].velocity != 0 {
            let before = run.picker.state.selection[0]
            run.wait(1.0 / 60)
            speeds.append(run.picker.state.motion[0].velocity)
            rowsPerTick.append(run.picker.state.selection[0] - before)
        }
        #expect(speeds.count > 5)
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $0 > $1 })
        // Early ticks cross more rows than the last ones.
        #expect(rowsPerTick.prefix(5).reduce(0, +) > rowsPerTick.suffix(5).reduce(0, +))
        run.wait(1)
        #expect(run.settledCount == 1)
    }

    @Test("a held key (steps 1/30 s apart) carries on past the row where it was released")
    func heldKeyCarriesOn() {
        var run = Run(NumberRows(1000))
        for _ in 0..<15 {
            run.apply(.step(by: 1))
            run.wait(1.0 / 30)
        }
        let released = run.changedRows.count
        #expect(released >= 15)
        run.wait(2)
        #expect(run.picker.state.selection[0] > 15)
        #expect(run.picker.state.selection[0] < 40)
        #expect(run.settledCount == 1)
    }

    @Test("a few quick presses, even sent at the same instant, move exactly one row each")
    func quickPressesDoNotCoast() {
        for gap in [0.0, 0.02, 0.05] {
            var run = Run(NumberRows(1000))
            for _ in 0..<5 {
                run.apply(.step(by: 1))
                if gap > 0 { run.wait(gap) }
            }
            run.wait(2)
            #expect(run.picker.state.selection[0] == 5, "gap \(gap)")
            #expect(run.settledCount == 1)
        }
    }

    @Test("the outcome does not depend on the tick rate")
    func tickRateIndependent() {
        var slow = Run(NumberRows(1000))
        slow.notches(4, gap: 0.025)
        slow.wait(3, rate: 30)
        var fast = Run(NumberRows(1000))
        fast.notches(4, gap: 0.025)
        fast.wait(3, rate: 240)
        var once = Run(NumberRows(1000))
        once.notches(4, gap: 0.025)
        once.wait(3, rate: 1 / 3)
        #expect(slow.picker.state.selection == fast.picker.state.selection)
        #expect(once.picker.state.selection == fast.picker.state.selection)
        #expect(once.settledCount == 1 && fast.settledCount == 1)
    }

    @Test("momentum stops at the end of a plain component and wraps in a looping one")
    func momentumAtEnds() {
        var plain = Run(NumberRows(8), selection: [5])
        plain.notches(5, gap: 0.02)
        plain.wait(2)
        #expect(plain.picker.state.selection == [7])
        #expect(plain.changedRows == [6, 7])
        #expect(plain.settledCount == 1)

        var looping = Run(NumberRows(8, loops: true), selection: [5])
        looping.notches(5, gap: 0.02)
        looping.wait(2)
        #expect(looping.changedRows.starts(with: [6, 7, 0, 1]))
        #expect(looping.settledCount == 1)
        #expect((0..<8).contains(looping.picker.state.selection[0]))

        var upwards = Run(NumberRows(8, loops: true), selection: [1])
        upwards.notches(3, gap: 0.02, rows: -1)
        #expect(upwards.changedRows.starts(with: [0, 7, 6]))
    }

    @Test("a step against the spin stops it, like a finger on the wheel")
    func reversalCatches() {
        var run = Run(NumberRows(1000))
        run.notches(5, gap: 0.02)
        run.apply(.scroll(component: 0, rows: -1))
        #expect(run.picker.state.motion[0].velocity == 0)
        let stoppedAt = run.picker.state.selection
        run.wait(2)
        #expect(run.picker.state.selection == stoppedAt)
        #expect(run.settledCount == 1)
    }

    @Test("momentum carries across disabled rows and only then leaves them")
    func momentumCrossesDisabledRows() {
        var run = Run(NumberRows(1000, disabled: Set(3...400)))
        run.notches(5, gap: 0.02)
        run.wait(3)
        #expect(run.picker.state.selection == [2])
        #expect(run.changedRows.last == 2)
        #expect(run.settledCount == 1)
    }

    @Test("commit while coasting settles at once on the row shown and then commits")
    func commitWhileCoasting() {
        var run = Run(NumberRows(1000))
        run.notches(5, gap: 0.02)
        let shown = run.picker.state.selection
        run.apply(.commit)
        #expect(run.events.suffix(2) == [.settled(selection: shown), .committed(selection: shown)])
        #expect(!run.picker.isMoving)
    }

    @Test("motion phases integrate exactly: easing and coasting reach rest in bounded time")
    func componentMotion() {
        var motion = ComponentMotion(offset: -1)
        #expect(motion.ease(for: 0.05, tuning: .standard) == 0.05)
        #expect(motion.offset > -1 && motion.offset < 0)
        let used = motion.ease(for: 1, tuning: .standard)
        #expect(motion.offset == 0 && used < 1)
        var spin = ComponentMotion(velocity: 40)
        let coasted = spin.coast(for: 5, tuning: .standard)
        #expect(spin.velocity == 0)
        #expect(coasted > 0.5 && coasted < 1)
        #expect(spin.offset > 7 && spin.offset < 8)  // (40 − 2) × 0.2 = 7.6 rows
        var off = ComponentMotion(velocity: 40)
        let noMomentum = WheelMotionTuning(momentumTimeConstant: 0)
        #expect(off.coast(for: 1, tuning: noMomentum) == 0)
        #expect(off.velocity == 0)
    }
}
