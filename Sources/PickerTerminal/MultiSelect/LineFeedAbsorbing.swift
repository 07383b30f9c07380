import PickerCore

/// A picker that takes lines still arriving on an ``InputFeed`` (`seq 1000 | pick choose`): the
/// wheel of lines and the watch styles' items. ``MultiSelectPicker`` passes arrivals through to
/// any such list, so multi-select works while input is still piped in. A feed asks such a picker
/// for its ``fedLines`` after each chunk and stops reading once they are full (Behaviour 7.4).
///
/// ```swift
/// var picker = WatchStylePicker(WheelPicker(source: ItemListSource(lines: LineListSource(bytes: []))), style: .list)
/// picker.absorb(.bytes(Array("Apple\nBanana\n".utf8)))   // true: two items now
/// ```
public protocol LineFeedAbsorbing {
    /// Takes what arrived on the feed; true when the frame must be redrawn.
    mutating func absorb(_ arrival: InputFeed<Self>.Arrival) -> Bool
    /// The lines taken so far, with what their bounds left out (Behaviour 7.4): ``InputFeed``
    /// reads no more once they are full, and tells the person what was left out.
    var fedLines: LineListSource { get }
}

extension WheelTerminalPicker: LineFeedAbsorbing where Source == LineListSource {
    /// The wheel's rows: the lines themselves.
    public var fedLines: LineListSource { wheel.source }
}

extension WatchStylePicker: LineFeedAbsorbing {
    /// Every input line, whether a filter shows it or not.
    public var fedLines: LineListSource { wheel.source.lines }
}
