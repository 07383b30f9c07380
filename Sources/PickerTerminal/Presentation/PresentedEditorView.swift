import TerminalUI

/// An editor as its ``EditorPresentation`` shows it (made by ``EditorPresentation/view(editor:title:isRightToLeft:)``): in place, or as the compact button with the
/// editor in a popover under it (Behaviour 2.10).
///
/// In place it is the editor. Compact, it wants the button's row plus the popover's box (the
/// rows stay reserved, so opening it never moves what is above); the box is drawn over the rows
/// below the button only while open. A mouse position hits the button, the editor inside the
/// open popover, or the space outside it.
///
/// ```swift
/// let view = EditorPresentation.compact.view(editor: gridView, title: "Nov 22, 2026", isRightToLeft: false)
/// // 40×11, open, no colour:
/// // · Nov 22, 2026 ·
/// // ┌──────────────────────────────┐
/// // │      ‹ November 2026 ›       │
/// // │ Sun Mon Tue Wed Thu Fri Sat  │
/// // │ ...                          │
/// // └──────────────────────────────┘
/// ```
public struct PresentedEditorView<Editor: TerminalView>: TerminalView {
    /// What a mouse position is on.
    public enum Hit {
        /// The compact button.
        case button
        /// Inside the editor (in place, or in the open popover).
        case editor(Editor.Hit)
        /// Inside the editor's area but on nothing of it.
        case editorSpace
        /// Outside the open popover.
        case outside
    }

    /// The editor presented.
    public var editor: Editor
    /// How it is presented.
    public var presentation: EditorPresentation
    /// The compact button's text: the value as the locale writes it.
    public var title: String
    /// Mirrored for right-to-left locales.
    public var isRightToLeft: Bool

    var button: CompactButtonView {
        CompactButtonView(title: title, isFocused: !presentation.isOpen, isRightToLeft: isRightToLeft)
    }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        guard presentation.kind == .compact else { return editor.preferredSize(forWidth: width) }
        let box = PopoverFrame.size(forContent: editor.preferredSize(forWidth: width - PopoverFrame.horizontalChrome))
        return AreaSize(width: box.width, height: 1 + box.height)
    }

    /// The size of what is shown now: the button's one row while a compact popover is closed
    /// (no rows are kept for it), else ``preferredSize(forWidth:)``.
    public func currentPreferredSize(forWidth width: Int) -> AreaSize {
        guard presentation.kind == .compact, !presentation.isOpen else { return preferredSize(forWidth: width) }
        return AreaSize(width: button.frame(in: Rect(x: 0, y: 0, width: width, height: 1)).width, height: 1)
    }

    /// The smallest area for what is shown now: one cell for a closed compact button (it is
    /// cut to fit), else ``minimumSize(forWidth:)``.
    public func currentMinimumSize(forWidth width: Int) -> AreaSize {
        guard presentation.kind == .compact, !presentation.isOpen else { return minimumSize(forWidth: width) }
        return AreaSize(width: 1, height: 1)
    }

    /// In place, as the editor; a compact button and popover keep their size.
    public var fillsHeight: Bool { presentation.kind == .inline && editor.fillsHeight }

    public func minimumSize(forWidth width: Int) -> AreaSize {
        guard presentation.kind == .compact else { return editor.minimumSize(forWidth: width) }
        let box = PopoverFrame.size(forContent: editor.minimumSize(forWidth: width - PopoverFrame.horizontalChrome))
        return AreaSize(width: box.width, height: 1 + box.height)
    }

    /// Where the editor goes in `area`: the area in place, the popover's inside when compact
    /// and open, nowhere when closed.
    public func editorRect(in area: Rect) -> Rect? {
        guard presentation.kind == .compact else { return area }
        guard presentation.isOpen else { return nil }
        return PopoverFrame.contentRect(of: popoverFrame(in: area))
    }

    /// The open popover's box in `area`, anchored to the button.
    package func popoverFrame(in area: Rect) -> Rect {
        let content = editor.preferredSize(forWidth: area.width - PopoverFrame.horizontalChrome)
        return PopoverFrame.placement(content: content, anchor: button.frame(in: area), in: area,
                                      isRightToLeft: isRightToLeft)
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        if presentation.kind == .compact {
            button.render(into: &buffer, area: area, theme: theme)
            if presentation.isOpen { PopoverFrame.render(into: &buffer, frame: popoverFrame(in: area), theme: theme) }
        }
        if let rect = editorRect(in: area) { editor.render(into: &buffer, area: rect, theme: theme) }
    }

    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        if presentation.kind == .compact {
            if !presentation.isOpen { return button.frame(in: area).contains(x: x, y: y) ? .button : nil }
            guard popoverFrame(in: area).contains(x: x, y: y) else { return .outside }
        }
        guard let rect = editorRect(in: area) else { return nil }
        return editor.hit(x: x, y: y, in: rect).map(Hit.editor) ?? .editorSpace
    }
}
