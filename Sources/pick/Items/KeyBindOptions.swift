import PickerKit

/// fzf's `--bind KEY:ACTION[,KEY:ACTION…]` for `pick choose`: a key does one of fzf's actions
/// (``BoundKeyAction``) in place of its own meaning. Keys are named as `--expect` names them;
/// the flag repeats, and a key bound again keeps its last action, as fzf's does.
///
/// The choosing actions (`toggle`, `toggle-all`, `select-all`, `deselect-all`) do nothing when
/// one item is chosen, as fzf ignores them without `--multi`.
///
/// ```sh
/// ls | pick choose --no-limit --bind ctrl-a:select-all,ctrl-d:deselect-all
/// ls | pick choose --bind enter:toggle,ctrl-y:accept --limit 3
/// ```
struct KeyBindOptions {
    var bindings: [String] = []

    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .texts(
                    "bind", value: "KEY:ACTION[,..]",
                    help: "Bind a key (named as for --expect) to accept, abort, toggle, toggle-all, select-all, deselect-all, first, last, page-up or page-down (repeatable).") {
                    $0.bindings.append($1)
                }
            ], section: "Keys")
    }

    /// The keys bound, later bindings of a key winning; a key or action fzf has no name for is
    /// a usage error naming it.
    func boundKeys() throws(PickFailure) -> BoundKeys {
        var keys = BoundKeys()
        for list in bindings {
            for binding in Self.split(list) {
                // The key may itself be ':' ("::accept"), so the separator is the first ':' after it.
                guard let colon = binding.dropFirst().firstIndex(of: ":") else {
                    throw .usage("--bind: '\(EchoedText.escaped(String(binding)))' is not KEY:ACTION")
                }
                let name = String(binding[..<colon])
                let actionName = String(binding[binding.index(after: colon)...])
                let key: ExpectedKey
                do {
                    key = try ExpectedKey(named: name)
                } catch {
                    throw .usage("--bind: '\(EchoedText.escaped(name))' is not a key name (ctrl-a…ctrl-z, alt-x, f1…f12, enter, esc, tab, btab, up, pgdn, a character, …)")
                }
                guard let action = BoundKeyAction(rawValue: actionName.lowercased()) else {
                    let known = BoundKeyAction.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .usage("--bind: unknown action '\(EchoedText.escaped(actionName))' (\(known))")
                }
                keys.bind(key.stroke, named: key.name, to: action)
            }
        }
        return keys
    }

    /// `list`'s bindings: split at each ',' that follows a binding's ':' and action, so ',' can
    /// be bound as a key (",:accept").
    static func split(_ list: String) -> [Substring] {
        var parts: [Substring] = []
        var start = list.startIndex
        var index = list.startIndex
        while index < list.endIndex {
            // The key's first character is never a separator, whatever it is.
            let keyEnd = list.index(after: index)
            guard let colon = list[keyEnd...].firstIndex(of: ":") else {
                parts.append(list[start...])
                return parts
            }
            guard let comma = list[colon...].firstIndex(of: ",") else {
                parts.append(list[start...])
                return parts
            }
            parts.append(list[start..<comma])
            start = list.index(after: comma)
            index = start
        }
        if start < list.endIndex || parts.isEmpty { parts.append(list[start...]) }
        return parts
    }
}
