import PickerCore

/// The query of a filtering picker and what each ``FilterCommand`` does to it, apart from any
/// list: a picker applies the command here, then does what the answer says to its own list
/// (re-filter, move, choose, cancel). The wheel's filtering picker and any list style share it.
///
/// ```swift
/// var editor = FilterQueryEditor(text: "")
/// editor.perform(.type("ba"))       // .queryChanged, text "ba"
/// editor.perform(.escape)           // .queryChanged, text ""
/// editor.perform(.escape)           // .cancel
/// ```
public struct FilterQueryEditor: Equatable, Sendable {
    /// What the list should do after a command.
    public enum Effect: Equatable, Sendable {
        /// Nothing changed.
        case none
        /// The query changed: filter again (and select the first match).
        case queryChanged
        /// Move the selection by this many matches.
        case move(by: Int)
        /// Move a page forward or back.
        case page(forward: Bool)
        /// To the first or last match.
        case jumpToEnd(last: Bool)
        /// Choose the selected match.
        case choose
        /// End the prompt without a value.
        case cancel
    }

    /// The query as typed.
    public var text: String
    /// The most characters kept: a paste longer than this is cut (it could not narrow more).
    public static let maximumLength = 1_000

    /// An editor holding `text` (cut to ``maximumLength``), as `--query` presets it.
    public init(text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
    }

    /// Applies `command` to the query and says what the list should do.
    @discardableResult
    public mutating func perform(_ command: FilterCommand) -> Effect {
        switch command {
        case .type(let typed):
            // The text prompt's line editor, its cursor kept at the end where the query grows.
            var line = LineEditor(text: text, characterLimit: Self.maximumLength)
            guard line.apply(.insert(typed)) else { return .none }
            text = line.text
            return .queryChanged
        case .deleteBackward:
            var line = LineEditor(text: text)
            guard line.apply(.deleteBackward) else { return .none }
            text = line.text
            return .queryChanged
        case .clear:
            guard !text.isEmpty else { return .none }
            text = ""
            return .queryChanged
        case .escape:
            guard !text.isEmpty else { return .cancel }
            text = ""
            return .queryChanged
        case .move(let by): return .move(by: by)
        case .page(let forward): return .page(forward: forward)
        case .jumpToEnd(let last): return .jumpToEnd(last: last)
        case .choose: return .choose
        }
    }
}
