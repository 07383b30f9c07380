import Foundation
import PickerTerminal
import TerminalUI

/// A picker that keeps what screen-reader mode says about it: an `AccessibleTranscript`
/// run inside ``PickerDriver``, so a test hears, under the same session rules, the lines a
/// person using a screen reader would (`pick --accessible`, `PICK_ACCESSIBLE=1`).
///
/// It draws and sizes as the picker it holds; every event and tick goes through the
/// transcript, and the lines it says pile up in ``lines``, the opening ones first.
///
/// ```swift
/// var driver = PickerDriver(TranscribedPicker(form), width: 60, accessible: true)
/// try driver.run("down enter")
/// driver.picker.lines
/// // ["Book a table, 3 fields: Fruit, Day, Time.", "Fruit, field 1 of 3. Fruit, Apple, ...", ...,
/// //  "Fruit, field 1 of 3. Fruit, Banana, ... Not valid: Banana is sold out."]
/// ```
public struct TranscribedPicker<Picker: TerminalPicker>: TerminalPicker {
    /// The transcript, holding the picker as input has left it.
    public private(set) var transcript: AccessibleTranscript<Picker>
    /// Everything said so far: the opening lines, then one line per change.
    public private(set) var lines: [String]

    /// `picker`, its opening lines said; the transcript's own sentences in `locale`'s language.
    public init(_ picker: Picker, locale: Locale = Locale(identifier: "en")) {
        transcript = AccessibleTranscript(picker, locale: locale)
        lines = transcript.openingLines
    }

    /// The picker as input has left it.
    public var picker: Picker { transcript.picker }

    /// The picker's own.
    public func preferredHeight(forWidth width: Int) -> Int { picker.preferredHeight(forWidth: width) }
    /// The picker's own.
    public var minimumSize: AreaSize { picker.minimumSize }
    /// The picker's own.
    public func currentPreferredHeight(forWidth width: Int) -> Int { picker.currentPreferredHeight(forWidth: width) }
    /// The picker's own.
    public var currentMinimumSize: AreaSize { picker.currentMinimumSize }
    /// Passed on to the picker.
    public mutating func areaDidChange(to size: AreaSize) { transcript.areaDidChange(to: size) }

    /// Handles the event through the transcript, keeping what it says.
    public mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        let step = transcript.handle(event, now: now)
        lines += step.lines
        return step.status
    }

    /// Ticks through the transcript, keeping what it says once everything is at rest.
    public mutating func tick(now: Double) { lines += transcript.tick(now: now) }
    /// The picker's own.
    public var needsTicks: Bool { picker.needsTicks }
    /// Draws the picker.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        picker.render(into: &buffer, area: area, theme: theme)
    }
    /// The picker's own.
    public var output: [UInt8] { picker.output }
    /// The picker's own.
    public var accessibleDescription: [String] { picker.accessibleDescription }
    /// The picker's own.
    public var accessibleAnnouncement: String { picker.accessibleAnnouncement }
    /// The picker's own.
    public var accessibleChange: String { picker.accessibleChange }
    /// The picker's own.
    public var spokenAnswer: String { picker.spokenAnswer }
}
