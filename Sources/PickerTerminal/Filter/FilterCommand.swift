/// What a key means to a filtering picker (Behaviour 5.3): the query is edited, or the selection
/// moves among the matches, or the prompt ends.
public enum FilterCommand: Equatable, Sendable {
    /// Adds typed (or pasted) text to the end of the query.
    case type(String)
    /// Removes the query's last character: more items match again.
    case deleteBackward
    /// Empties the query (Ctrl-U).
    case clear
    /// Moves the selection by this many matches (↑ −1, ↓ +1).
    case move(by: Int)
    /// Moves the selection a page of matches forward or back.
    case page(forward: Bool)
    /// To the first or last match (Home, End).
    case jumpToEnd(last: Bool)
    /// Chooses the selected match (Enter).
    case choose
    /// Clears a query that is not empty; cancels when it is (Esc).
    case escape
}
