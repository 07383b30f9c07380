import PickerCore
import PickerFormats
import PickerImages
import PickerTerminal

/// fzf's preview pane on `pick choose`: `--preview CMD` runs `sh -c CMD` for the item under the
/// selection and shows its output beside the list (or under it, `--preview-window bottom`),
/// with the wheel, the list style and `--filter`.
///
/// In CMD, `{}` is the item (shell-quoted), `{n}` its index from 0, and `{1}`, `{2..}`, `{-1}`
/// its fields, split as `--delimiter` says (shell-quoted), `{q}` the query, `{+}` the chosen items
/// and `{+n}` their indexes. A command that prints a PNG or JPEG file (`cat {}` over pictures)
/// shows the picture, drawn as `pick image` draws. Shift-Up/Down and Shift-Page Up/Down
/// scroll the pane; Ctrl-/ shows or hides it.
///
/// ```sh
/// ls | pick choose --filter --preview 'head -n 50 {}'
/// ps aux | pick choose --header-lines 1 --preview 'ps -o args= -p {2}' --preview-window bottom,5
/// ```
struct PreviewOptions {
    var command: String?
    var window: String?

    static var flags: FlagTable<Self> {
        FlagTable(
            [
                .text(
                    "preview", value: "CMD",
                    help: "Show CMD's output for the item under the selection ({} the item, {n} its index, {1}, {2..} its fields, {q} the query, {+} the chosen items; run with sh -c).") {
                    $0.command = $1
                },
                .text(
                    "preview-window", value: "POSITION[,SIZE][,hidden]",
                    help: "Where the preview goes: right or bottom, SIZE columns or rows or N%, hidden to start hidden (Ctrl-/ shows it).",
                    default: "right,50%") { $0.window = $1 },
            ], section: "Preview")
    }

    /// The pane the flags ask for, its fields split as `fields` says; nil without `--preview`.
    /// A window that cannot be read is a usage error.
    func settings(fields: LineFields?) throws(PickFailure) -> PreviewSettings? {
        var layout = PreviewLayout()
        if let window {
            do { layout = try PreviewLayout(parsing: window) } catch { throw .usage("--preview-window: \(error.description)") }
        }
        guard let command else {
            if window != nil { throw .usage("--preview-window needs --preview") }
            return nil
        }
        return PreviewSettings(
            template: PreviewTemplate(parsing: command), layout: layout, fields: fields ?? LineFields(), pictures: ImagePreviewPictures())
    }
}
