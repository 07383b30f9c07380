import PickerTerminal
import TerminalUI

/// A line picker that also accepts on the keys `--expect` names (fzf's `--expect`): such a key
/// confirms as Enter does, and its name is kept for the printed output (``pressed``). Every
/// other event, the drawing and the output are the picker's own.
///
/// ```swift
/// var picker = ExpectingPicker(WheelTerminalPicker(fruits), keys: [try ExpectedKey(named: "ctrl-d")])
/// picker.handle(.key(KeyStroke(.character("d"), .control)), now: 0)   // .confirmed
/// picker.pressed                                                     // "ctrl-d"
/// ```
package struct ExpectingPicker<Inner: TerminalPicker>: WrappingPicker {
    /// The picker shown.
    package var inner: Inner
    /// The keys that accept besides Enter.
    package let keys: [ExpectedKey]
    /// The name of the expected key that accepted; nil while none has, or when Enter did.
    package private(set) var pressed: String?
    /// Whether Enter accepts with nothing to choose (`--print-query`: the query alone is then
    /// printed, status 1, as fzf's).
    package let acceptsNothing: Bool
    /// True once Enter accepted with nothing chosen.
    package private(set) var acceptedNothing = false

    /// Whether a key accepts in the picker inside: Enter, unless `--bind` says otherwise.
    private let accepting: @Sendable (KeyStroke) -> Bool

    package init(
        _ inner: Inner, keys: [ExpectedKey], acceptsNothing: Bool = false,
        accepting: @escaping @Sendable (KeyStroke) -> Bool = { $0 == KeyStroke(.enter) }
    ) {
        self.inner = inner
        self.keys = keys
        self.acceptsNothing = acceptsNothing
        self.accepting = accepting
    }

    package func preferredHeight(forWidth width: Int) -> Int { inner.preferredHeight(forWidth: width) }
    package var minimumSize: AreaSize { inner.minimumSize }
    package func currentPreferredHeight(forWidth width: Int) -> Int { inner.currentPreferredHeight(forWidth: width) }
    package var currentMinimumSize: AreaSize { inner.currentMinimumSize }
    package mutating func areaDidChange(to size: AreaSize) { inner.areaDidChange(to: size) }

    /// An expected key confirms, before the picker's own keys see it (as fzf's `--expect` wins
    /// over its bindings); anything else is the picker's.
    package mutating func handle(_ event: InputEvent, now: Double) -> PickerStatus {
        if case .key(let stroke) = event, let key = keys.first(where: { $0.stroke == stroke }) {
            pressed = key.name
            return .confirmed
        }
        if acceptsNothing, case .key(let stroke) = event, accepting(stroke), let inner = inner as? any TypedQueryReporting,
            !inner.hasChoice
        {
            acceptedNothing = true
            return .confirmed
        }
        return inner.handle(event, now: now)
    }

    package mutating func tick(now: Double) { inner.tick(now: now) }
    package var needsTicks: Bool { inner.needsTicks }
    package func render(into buffer: inout Buffer, area: Rect, theme: Theme) { inner.render(into: &buffer, area: area, theme: theme) }
    package func renderIfLargeEnough(into buffer: inout Buffer, theme: Theme) -> AreaSize? {
        inner.renderIfLargeEnough(into: &buffer, theme: theme)
    }
}

extension ExpectingPicker: LineFeedAbsorbing where Inner: LineFeedAbsorbing {
    /// The lines of the picker inside, for the notice of what their bounds left out.
    package var fedLines: LineListSource { inner.fedLines }

    package mutating func absorb(_ arrival: InputFeed<Self>.Arrival) -> Bool {
        switch arrival {
        case .bytes(let bytes): inner.absorb(.bytes(bytes))
        case .end: inner.absorb(.end)
        }
    }
}

/// A line picker's query as typed, for `--print-query`: empty where nothing filters.
///
/// ```swift
/// FilteringWheelPicker(LineFilter(source: fruits), query: "ap").typedQuery   // "ap"
/// ```
package protocol TypedQueryReporting {
    var typedQuery: String { get }
    /// Whether Enter now has something to print (a query matches nothing: no).
    var hasChoice: Bool { get }
}

extension WheelTerminalPicker: TypedQueryReporting {
    package var typedQuery: String { "" }
    package var hasChoice: Bool { true }
}

extension FilteringWheelPicker: TypedQueryReporting {
    package var typedQuery: String { editor.text }
    package var hasChoice: Bool { wheel.chosenRow(inComponent: 0) != nil }
}

extension WatchStylePicker: TypedQueryReporting {
    package var typedQuery: String { filtering?.editor.text ?? "" }
    package var hasChoice: Bool { wheel.chosenRow(inComponent: 0) != nil }
}

extension MultiSelectPicker: TypedQueryReporting where List: TypedQueryReporting {
    package var typedQuery: String { list.typedQuery }
    package var hasChoice: Bool { !reportedRows.isEmpty }
}

extension PreviewingPicker: TypedQueryReporting where Inner: TypedQueryReporting {
    package var typedQuery: String { inner.typedQuery }
    package var hasChoice: Bool { inner.hasChoice }
}
