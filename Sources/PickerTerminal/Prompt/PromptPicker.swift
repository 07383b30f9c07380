import PickerCore
import TerminalUI

/// A picker as a model plus a body of views inside a ``PromptFrame``: write the body, the key
/// table and what an action does, and the header, help line, sizes, paste filter, mouse mapping
/// and screen-reader lines of ``TerminalPicker`` come from here.
///
/// Per event, ``TerminalPicker/handle(_:now:)`` ticks to `now`, then looks a key up in ``keyBindings`` and
/// calls ``perform(_:)``; maps a mouse position into the body and asks the body what it hit
/// (``handleMouse(_:hit:body:)``); or hands pasted text, without line breaks and tabs, to
/// ``handlePaste(_:)``. ``TerminalPicker/render(into:area:theme:)`` draws the header, the body and the help
/// line generated from the key table for the width.
///
/// ```swift
/// // CountView is a TerminalView drawing the number on one line.
/// struct Counter: PromptPicker {
///     enum Action: Sendable { case up, done, quit }
///     var prompt = PromptFrame(header: "Count")
///     var count = 0
///     var body: CountView { CountView(count: count) }
///     var keyBindings: KeyBindingTable<Action> {
///         KeyBindingTable([
///             KeyBinding([KeyStroke(.up)], .up, help: "↑ more", spoken: "Up arrow counts", priority: .high),
///             KeyBinding([KeyStroke(.enter)], .done, help: "enter select", spoken: "Enter selects", role: .confirm),
///             KeyBinding([KeyStroke(.escape)], .quit, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
///         ])
///     }
///     mutating func perform(_ action: Action) -> PickerStatus { ... }
///     var spokenValue: String { "\(count)" }
///     var output: [UInt8] { Array("\(count)".utf8) }
/// }
/// // 40×3, no colour:
/// // Count
/// // 0
/// // ↑ more · enter select · esc cancel
/// ```
public protocol PromptPicker: TerminalPicker {
    /// What the picker's keys mean.
    associatedtype Action: Sendable
    /// The views drawn between the header and the help line.
    associatedtype Body: TerminalView

    /// Header, help, direction and the current area.
    var prompt: PromptFrame { get set }
    /// The keys in force now, with their help labels and spoken hints.
    var keyBindings: KeyBindingTable<Action> { get }
    /// The body as drawn now.
    var body: Body { get }

    /// Applies an action a key stands for.
    mutating func perform(_ action: Action) -> PickerStatus
    /// Applies the action a key is bound to in ``PromptFrame/boundKeys`` (`--bind`). Default:
    /// the confirming or cancelling binding of ``keyBindings``, or what Home, End, Page Up or
    /// Page Down do; the choosing actions do nothing (a picker that chooses several says more).
    mutating func perform(bound action: BoundKeyAction) -> PickerStatus
    /// A mouse event at (`mouse.x`, `mouse.y`) in area coordinates; `hit` is what the body drawn in
    /// `body` has there. Default: ignored.
    mutating func handleMouse(_ mouse: MouseEvent, hit: Body.Hit?, body: Rect)
    /// Pasted text with line breaks and tabs removed (never empty). Default: ignored.
    mutating func handlePaste(_ text: String) -> PickerStatus
    /// Called after every event: e.g. to widen columns a new value made wider. Default: nothing.
    mutating func didHandleEvent()
    /// The help line fitted to `width` columns (nil: whole). Default: the key table's
    /// ``KeyBindingTable/helpLine(width:)``.
    func helpText(width: Int?) -> String

    /// The picker's name in screen-reader lines, e.g. "Fruit".
    var spokenName: String { get }
    /// The value as spoken, e.g. "Banana, 2 of 3".
    var spokenValue: String { get }
}

extension PromptPicker {
    public mutating func handleMouse(_ mouse: MouseEvent, hit: Body.Hit?, body: Rect) {}
    public mutating func handlePaste(_ text: String) -> PickerStatus { .running }
    public mutating func didHandleEvent() {}

    public mutating func perform(bound action: BoundKeyAction) -> PickerStatus {
        guard let own = ownAction(for: action) else { return .running }
        return perform(own)
    }

    /// The action of ``keyBindings`` a bound action stands for: the confirming or cancelling
    /// binding, or the binding of the key that moves as the bound action does; nil for the
    /// choosing actions, which a picker of one item has none for (fzf ignores them without
    /// `--multi` too).
    package func ownAction(for action: BoundKeyAction) -> Action? {
        let table = keyBindings
        switch action {
        case .accept: return table.entries.first { $0.role == .confirm }?.action
        case .abort: return table.entries.first { $0.role == .cancel }?.action
        case .first: return table.action(for: KeyStroke(.home))
        case .last: return table.action(for: KeyStroke(.end))
        case .pageUp: return table.action(for: KeyStroke(.pageUp))
        case .pageDown: return table.action(for: KeyStroke(.pageDown))
        case .toggle, .toggleAll, .selectAll, .deselectAll: return nil
        }
    }
    public mutating func tick(now: Double) {}
    public var needsTicks: Bool { false }

    /// A line above the body, e.g. the question asked; nil for none.
    public var header: String? {
        get { prompt.header }
        set { prompt.header = newValue }
    }

    /// Whether the help line shows.
    public var showsHelp: Bool {
        get { prompt.showsHelp }
        set { prompt.showsHelp = newValue }
    }

    /// The area size last given by the session; mouse positions are mapped in it.
    public var areaSize: AreaSize? { prompt.areaSize }

    /// Standard or vim keys (``KeyMode``), kept in ``prompt``; each picker's ``keyBindings``
    /// apply it, except a filter's, whose query takes every letter.
    public var keyMode: KeyMode {
        get { prompt.keyMode }
        set { prompt.keyMode = newValue }
    }

    /// Whether the picker is mirrored for a right-to-left locale (Behaviour 1.4), as its
    /// ``prompt`` says: every family reads its direction there, so generic code (a test walking
    /// the families) asks each the same way.
    public var isRightToLeft: Bool { prompt.isRightToLeft }

    /// The header if there is one, else "Picker".
    public var spokenName: String { prompt.header.map(DisplayText.sanitized) ?? PromptStrings.current[.spokenPicker] }

    // MARK: TerminalPicker

    public func preferredHeight(forWidth width: Int) -> Int {
        prompt.chromeRows + body.preferredSize(forWidth: width).height
    }

    /// The body's minimum for the width the session last gave; the header and help line are
    /// given up before the body is.
    public var minimumSize: AreaSize { body.minimumSize(forWidth: prompt.areaSize?.width ?? 0) }

    /// The header, help line and the body's size for what it shows now (a closed compact
    /// button without its popover's rows).
    public func currentPreferredHeight(forWidth width: Int) -> Int {
        prompt.chromeRows + body.currentPreferredSize(forWidth: width).height
    }

    /// The body's minimum for what it shows now, at the width the session last gave.
    public var currentMinimumSize: AreaSize { body.currentMinimumSize(forWidth: prompt.areaSize?.width ?? 0) }

    public mutating func areaDidChange(to size: AreaSize) {
        prompt.areaSize = size
    }

    public mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        // Time first, so animations and type-ahead prefixes are current (Behaviour 1.11).
        tick(now: now)
        if !prompt.hasHandledInput { prompt.hasHandledInput = true }
        var status = PickerStatus.running
        switch event {
        case .key(let key):
            // A key bound with --bind does its bound action instead of the table's.
            if let bound = prompt.boundKeys.action(for: key) {
                status = perform(bound: bound)
            } else if let action = keyBindings.action(for: key) {
                status = perform(action)
            }
        case .mouse(let mouse):
            let view = self.body
            let body = Self.sections(in: currentArea, prompt: prompt, body: view).body
            handleMouse(mouse, hit: view.hit(x: mouse.x, y: mouse.y, in: body), body: body)
        case .paste(let text):
            let typed = PromptFrame.typedText(fromPaste: text)
            if !typed.isEmpty { status = handlePaste(typed) }
        }
        didHandleEvent()
        return status
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        render(body, prompt: prompt, into: &buffer, area: area, theme: theme)
    }

    /// The minimum checked and the frame drawn with one body: a session asks for both on every
    /// frame, and a body may be costly to make (a month grid, a date's line).
    public func renderIfLargeEnough(into buffer: inout Buffer, theme: Theme) -> AreaSize? {
        let body = self.body
        let prompt = self.prompt
        let minimum = body.currentMinimumSize(forWidth: prompt.areaSize?.width ?? 0)
        guard AreaSize(width: buffer.width, height: buffer.height).contains(minimum) else { return minimum }
        render(body, prompt: prompt, into: &buffer, area: buffer.bounds, theme: theme)
        return nil
    }

    /// Draws `prompt`'s chrome and `body`, made once by the caller: `body` and `prompt` may be
    /// computed (a body builds its views, a header may format a count), so the frame is laid
    /// out, fitted and drawn with the same values.
    private func render(_ body: Body, prompt: PromptFrame, into buffer: inout Buffer, area: Rect, theme: Theme) {
        let parts = Self.sections(in: area, prompt: prompt, body: body)
        prompt.renderChrome(help: helpText(width: area.width), sections: parts, into: &buffer, theme: theme)
        // Where the cursor rests unless the body marks its value: the body's first row, at
        // its reading edge (Behaviour 1.4).
        let leading = prompt.isRightToLeft ? parts.body.x + max(0, parts.body.width - 1) : parts.body.x
        buffer.focus = CursorPosition(x: leading, y: parts.body.y)
        body.render(into: &buffer, area: parts.body, theme: theme)
    }

    /// The help line for `width` columns (nil: whole), from ``keyBindings``.
    public func helpText(width: Int?) -> String { keyBindings.rebound(prompt.boundKeys).helpLine(width: width) }

    /// Plain-language lines for screen-reader mode: the name with the value, then the keys and
    /// how the prompt ends, e.g. `["Fruit, Banana, 2 of 3", "Up and Down change the value. Enter
    /// selects, Escape cancels."]`.
    public var accessibleDescription: [String] {
        ["\(spokenName), \(spokenValue)", spokenKeys]
    }

    /// The value with its trait and the keys' hints: "Fruit, Banana, 2 of 3, adjustable. Up and
    /// Down arrows adjust the value; typing jumps to an item."
    public var accessibleAnnouncement: String {
        let hints = keyBindings.spokenPartHints
        return "\(spokenName), \(spokenValue), \(PromptStrings.current[.spokenAdjustable])." + (hints.isEmpty ? "" : " " + hints.joined(separator: "; ") + ".")
    }

    /// The keys in summary and how the prompt ends: "Up and Down change the value. Enter selects, Escape cancels."
    package var spokenKeys: String {
        let summaries = keyBindings.spokenSummaries
        return (summaries.isEmpty ? "" : summaries.joined(separator: ", ") + ". ") + keyBindings.spokenEnding
    }

    /// Where the header, body and help line go in `area`.
    public func sections(in area: Rect) -> PromptFrame.Sections {
        Self.sections(in: area, prompt: prompt, body: body)
    }

    /// Where the header, `body` and help line go in `area`, for a body and prompt already made.
    private static func sections(in area: Rect, prompt: PromptFrame, body: Body) -> PromptFrame.Sections {
        let preferred = body.currentPreferredSize(forWidth: area.width).height
        let minimum = body.currentMinimumSize(forWidth: area.width).height
        return prompt.sections(in: area, body: (preferred, minimum), fills: body.fillsHeight)
    }

    /// The area mouse events are mapped in: the session's, or a roomy default before it gave one.
    public var currentArea: Rect {
        prompt.currentArea(fallbackWidth: 200) { preferredHeight(forWidth: $0) }
    }
}
