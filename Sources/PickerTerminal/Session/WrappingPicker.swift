import TerminalUI

/// A picker that shows another and adds one thing to it (keys that accept, a preview pane):
/// everything it does not add is the inner picker's.
///
/// The forwarding is written here once, so a requirement ``TerminalPicker`` gains later (a
/// spoken answer, the caret) reaches every wrapper instead of silently taking the protocol's
/// default in the ones that were not edited. A wrapper implements only what it changes: its
/// events, its layout, its drawing.
///
/// ```swift
/// struct Shouting<Inner: TerminalPicker>: WrappingPicker {
///     var inner: Inner
///     // preferredHeight, handle, render: as the wrapper needs them
/// }
/// ```
package protocol WrappingPicker: TerminalPicker {
    associatedtype Inner: TerminalPicker
    /// The picker shown.
    var inner: Inner { get set }
}

extension WrappingPicker {
    package var output: [UInt8] { inner.output }
    package var accessibleDescription: [String] { inner.accessibleDescription }
    package var accessibleAnnouncement: String { inner.accessibleAnnouncement }
    package var accessibleChange: String { inner.accessibleChange }
    package var spokenAnswer: String { inner.spokenAnswer }
    package var graphicsPicker: (any GraphicsPicker)? { inner.graphicsPicker }
    package var showsCursor: Bool { inner.showsCursor }
    package var keyMode: KeyMode {
        get { inner.keyMode }
        set { inner.keyMode = newValue }
    }

    /// `feed` for the picker inside: the lines still arriving go to it.
    package static func feed(_ feed: InputFeed<Inner>) -> InputFeed<Self> {
        let absorb = feed.absorb
        return InputFeed(reader: feed.reader, chunkSize: feed.chunkSize) { picker, arrival in
            switch arrival {
            case .bytes(let bytes): absorb(&picker.inner, .bytes(bytes))
            case .end: absorb(&picker.inner, .end)
            }
        }
    }
}
