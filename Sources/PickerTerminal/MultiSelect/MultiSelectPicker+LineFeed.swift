import PickerCore

/// Multi-select over lines still arriving (`seq 1000 | pick choose --no-limit`,
/// `… | pick choose --style list --no-limit`): the lines go to the wheel or the watch style's
/// items as they would without it; the chosen rows stay as they are.
extension MultiSelectPicker where List: LineFeedAbsorbing {
    /// Takes what arrived; true when the frame changes (always without a limit: the header
    /// counts the items).
    public mutating func absorb(_ arrival: InputFeed<Self>.Arrival) -> Bool {
        let redraw: Bool
        switch arrival {
        case .bytes(let bytes): redraw = list.absorb(.bytes(bytes))
        case .end: redraw = list.absorb(.end)
        }
        return redraw || choices.limit == nil
    }

    /// The lines of the list.
    public var fedLines: LineListSource { list.fedLines }

    /// A feed that gives this picker what the reader reads.
    package static func feed(from reader: InputReader) -> InputFeed<Self> {
        InputFeed(reader: reader) { picker, arrival in picker.absorb(arrival) }
    }
}

extension MultiSelectPicker: LineFeedAbsorbing where List: LineFeedAbsorbing {}
