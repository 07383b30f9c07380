import PickerCore

/// What a key or click means to a ``WatchStylePicker``: an action for the wheel model it
/// shows, a jump by the list's index, opening and closing the link's list, or a filtering
/// key of a filtered list.
///
/// ```swift
/// WatchKeyMap.list().action(for: KeyStroke(.down))                    // .wheel(.step(by: 1))
/// WatchKeyMap.list().action(for: KeyStroke(.character("c"), .alt))   // .jumpToIndex("c")
/// WatchKeyMap.linkClosed().action(for: KeyStroke(.character(" ")))   // .open
/// ```
public enum WatchCommand: Equatable, Sendable {
    /// Apply this to the wheel model.
    case wheel(WheelAction)
    /// Jump to the next index key starting with this character (Behaviour 1.14).
    case jumpToIndex(Character)
    /// Open the link's list.
    case open
    /// Close the link's list, keeping the row picked in it or going back to the one before.
    case close(keeping: Bool)
    /// A filtered list's key (`FilterKeyMap`): edit the query, move among the matches, choose.
    case filter(FilterCommand)
}
