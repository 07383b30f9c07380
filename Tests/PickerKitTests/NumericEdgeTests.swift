import PickerKit
import PickerTerminal
import TerminalUI
import TestSupport
import Testing

/// No number a flag, the environment, the terminal or a Swift caller hands over traps or asks
/// for memory beyond what can be drawn: timeouts become deadlines within
/// `TerminalSessionOptions.maximumTimeout`, areas are clamped to
/// `Buffer.maximumWidth`×`Buffer.maximumHeight` (docs/Architecture.md, "Sizes and numbers").
@Suite("Numeric edges")
struct NumericEdgeTests {
    /// The doubles that break conversions: both infinities, NaN, the extremes, numbers past
    /// `Int64` and `Duration`'s range, and the smallest ones.
    static let edgeDoubles: [Double] = [
        -.infinity, -.greatestFiniteMagnitude, -1e308, -1e19, -1, -.leastNonzeroMagnitude, -0.0, 0,
        .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-9, 0.5, 1, 86_400, TerminalSessionOptions.maximumTimeout,
        TerminalSessionOptions.maximumTimeout + 1, 9.2e18, 1e19, 1.8e19, 1e38, 1e308, .greatestFiniteMagnitude,
        .infinity, .nan, -.nan, .signalingNaN,
    ]

    /// The edges and a thousand doubles of random bit patterns (every exponent, subnormals, NaNs).
    static var fuzzedDoubles: [Double] {
        var generator = SplitMix64(seed: 26)
        return edgeDoubles + (0..<1000).map { _ in Double(bitPattern: generator.next()) }
    }

    typealias Fruits = WheelTerminalPicker<LineListSource>

    static func fruits() -> Fruits {
        WheelTerminalPicker(WheelPicker(source: LineListSource(bytes: Array("Apple\nBanana\nCherry\n".utf8))))
    }

    /// Sizes a terminal (`winsize` holds 16 bits) or a caller could give.
    static let edgeSizes: [Int] = [Int.min, -65_536, -1, 0, 1, 80, 511, 512, 513, 1023, 1024, 1025, 10_000, 65_535, 65_536, Int(Int32.max), Int.max]

    @Test("A timeout of any number becomes a Duration and a deadline within the maximum, never a trap")
    func timeoutsClamp() {
        for seconds in Self.fuzzedDoubles {
            let duration = PromptPresentation.clampedTimeout(seconds: seconds)
            #expect(duration >= .zero && duration <= PromptPresentation.maximumTimeout, "\(seconds)")
            let counted = TerminalSessionOptions.clampedTimeout(seconds)
            #expect(counted >= 0 && counted <= TerminalSessionOptions.maximumTimeout, "\(seconds)")
            if seconds.isFinite, seconds >= 0, seconds <= TerminalSessionOptions.maximumTimeout {
                #expect(counted == seconds)
            }
            let core = SessionCore<Fruits>(
                now: 100, options: TerminalSessionOptions(timeout: seconds))
            let deadline = core.deadline ?? -1
            #expect(deadline >= 100 && deadline <= 100 + TerminalSessionOptions.maximumTimeout, "\(seconds)")
            let wait = core.waitTime(now: 100, animating: false) ?? -1
            #expect(wait.isFinite && wait >= 0, "\(seconds)")
        }
    }

    @Test("The longest Duration a Swift caller can pass is counted as the maximum timeout")
    func durationExtremes() {
        for duration in [Duration.seconds(Int64.max), .seconds(Int64.min), .zero, .nanoseconds(1)] {
            let presentation = PromptPresentation(timeout: duration)
            #expect(presentation.timeout == duration)
            #expect(PromptPresentation.maximumTimeout == .seconds(TerminalSessionOptions.maximumTimeout))
        }
    }

    @Test("Buffers and the session's area are clamped to the drawable maximum, whatever size is asked", arguments: edgeSizes)
    func areasClamp(size: Int) {
        #expect((0...Buffer.maximumWidth).contains(Buffer.clampedWidth(size)))
        #expect((0...Buffer.maximumHeight).contains(Buffer.clampedHeight(size)))
        let buffer = Buffer(width: size, height: size)
        #expect(buffer.width == min(max(0, size), Buffer.maximumWidth))
        #expect(buffer.height == min(max(0, size), Buffer.maximumHeight))
        #expect(buffer.cells.count == buffer.width * buffer.height)

        var picker = Self.fruits()
        var core = SessionCore<Fruits>(now: 0)
        core.resize(&picker, to: AreaSize(width: size, height: size))
        #expect(core.area.width <= Buffer.maximumWidth && core.area.height <= Buffer.maximumHeight)
        let frame = FrameComposer.frame(
            for: picker, width: size, height: size, theme: .default(for: .none), heightLimit: size)
        #expect(frame.width <= Buffer.maximumWidth && frame.height <= Buffer.maximumHeight)
    }
}
