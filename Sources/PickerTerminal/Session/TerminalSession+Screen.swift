import TerminalUI

/// Reserving, resizing and releasing the area the picker is drawn in.
extension TerminalSession {
    /// Puts the terminal in picker mode and reserves the area: inline, by printing newlines below
    /// the cursor (the terminal scrolls if needed) and moving back up with relative moves;
    /// fullscreen, by switching to the alternate screen.
    ///
    /// Inline, where the area starts depends on where the cursor is, which only the terminal
    /// knows: the question is sent here and the answer awaited by ``placeArea()``, which the
    /// first frame's ``draw(_:depth:)`` calls once it is composed, so the frame is built while
    /// the answer travels (through a terminal emulator, about as long as building it).
    func open(preferredHeight: (Int) -> Int) {
        defer {
            areaChanged = true
            markAreaCleared()
        }
        readWindowSize()
        cursor = CursorPosition(x: 0, y: 0)
        isOpen = true
        // Picker mode starts with the cursor hidden; a picker that shows it does so on its first frame.
        isCursorShown = false
        guard !isFullscreen else {
            terminal.write(TerminalSequences.enter(fullscreen: true))
            areaTop = 0
            areaHeight = windowRows
            return
        }
        terminal.write(TerminalSequences.enter(fullscreen: false) + TerminalSequences.reportCursorPosition)
        openingReportDeadline = MonotonicClock.now() + options.positionReportTimeout
        areaHeight = inlineHeight(preferredHeight)
        // Until the answer: at the bottom of the window, where an inline area nearly always is.
        areaTop = max(0, windowRows - areaHeight)
    }

    /// Inline, after ``open(preferredHeight:)``: waits for the cursor position it asked for
    /// (keeping keys typed meanwhile) and reserves the area there, on the next line when the
    /// cursor is mid-line. Does nothing once done, or fullscreen. Everything that writes to the
    /// area calls it first.
    func placeArea() {
        guard let deadline = openingReportDeadline else { return }
        openingReportDeadline = nil
        var row: Int?
        var prefix = ""
        if let position = awaitCursorReport(until: deadline) {
            row = position.row
            if position.column > 0 {
                // Something was printed without a newline: start the area on the next line.
                prefix = "\r\n"
                row = min(position.row + 1, windowRows - 1)
            }
        }
        terminal.write(prefix + reserve(areaHeight))
        areaTop = max(0, min(row ?? windowRows, windowRows - areaHeight))
    }

    /// After SIGWINCH: clears the old area, reserves one of the new size and redraws it all.
    /// Inline, the area's screen row is asked for again without waiting (see the type's notes).
    func resize(preferredHeight: (Int) -> Int) {
        guard isOpen else { return }
        placeArea()
        defer {
            areaChanged = true
            markAreaCleared()
        }
        readWindowSize()
        if isFullscreen {
            terminal.write(TerminalSequences.home + TerminalSequences.clearScreen)
            cursor = CursorPosition(x: 0, y: 0)
            areaHeight = windowRows
            return
        }
        let height = inlineHeight(preferredHeight)
        terminal.write(
            backToAreaTop(rewrappedTo: width) + TerminalSequences.clearBelow + reserve(height)
                + TerminalSequences.reportCursorPosition)
        positionReportDeadline = MonotonicClock.now() + options.positionReportTimeout
        areaHeight = height
        areaTop = max(0, min(areaTop, windowRows - height))
    }

    /// Inline without a height asked for, while the picker runs: when the rows it needs for
    /// what it shows now change (a compact popover opens or closes), clears the area and
    /// reserves one of the new height, printing newlines below (the screen scrolls as needed)
    /// or leaving the rows given back cleared; the next frame draws it all.
    func follow(preferredHeight: (Int) -> Int) {
        guard isOpen, case .inline(nil) = options.placement else { return }
        let height = inlineHeight(preferredHeight)
        guard height != areaHeight else { return }
        // Only now: called before every frame, it must not make the first one wait for the
        // cursor position before being composed.
        placeArea()
        terminal.write(backToAreaTop() + TerminalSequences.clearBelow + reserve(height))
        areaHeight = height
        areaTop = max(0, min(areaTop, windowRows - height))
        areaChanged = true
        markAreaCleared()
    }

    /// The area was just cleared: the screen shows a blank frame and no row holds text.
    /// Drawing the first frame over that blank frame (rather than over an unknown screen)
    /// writes only what is not blank, never a row's trailing spaces, which a terminal keeps as
    /// text and re-wraps onto extra lines when the window narrows.
    private func markAreaCleared() {
        previous = Buffer(width: width, height: areaHeight)
        rowExtents = Array(repeating: 0, count: areaHeight)
    }

    /// Leaves picker mode: clears the inline area (the cursor then sits where the area began,
    /// where a shell prompt continues naturally) or leaves the alternate screen; with
    /// `finalChoice`, one line showing it is left behind. Restores the terminal settings.
    func close(showing finalChoice: [UInt8]?) {
        guard isOpen else { return }
        placeArea()
        isOpen = false
        var bytes = isFullscreen ? "" : backToAreaTop() + TerminalSequences.clearBelow
        bytes += TerminalSequences.leave(fullscreen: isFullscreen)
        if let finalChoice { bytes += keepLine(finalChoice) }
        terminal.write(bytes)
        previous = nil
        terminal.restoreMode()
    }

    /// The area's height inline: what was asked for (or what the picker prefers), at least one
    /// row, at most the window.
    private func inlineHeight(_ preferredHeight: (Int) -> Int) -> Int {
        guard case let .inline(requested) = options.placement else { return windowRows }
        return max(1, min(requested ?? preferredHeight(width), windowRows))
    }

    private func readWindowSize() {
        let size = terminal.windowSize() ?? (columns: 80, rows: 24)
        width = size.columns
        windowRows = size.rows
    }

    /// Newlines that make room for `height` rows below the cursor, then back up to the first
    /// of them, cleared. The cursor ends at the area's top-left.
    private func reserve(_ height: Int) -> String {
        cursor = CursorPosition(x: 0, y: 0)
        return String(repeating: "\n", count: height - 1) + "\r" + TerminalSequences.up(height - 1)
            + TerminalSequences.clearBelow
    }

    /// Relative moves from wherever the last frame left the cursor to the area's top-left.
    private func backToAreaTop() -> String {
        defer { cursor = CursorPosition(x: 0, y: 0) }
        return "\r" + TerminalSequences.up(cursor.y)
    }

    /// Relative moves to the area's top-left after the window changed to `newWidth` columns:
    /// each row above the cursor now takes as many lines as the terminal re-wrapped its text
    /// onto (one, unless it held more than `newWidth` columns of text), and the cursor, which
    /// the terminal keeps on the text it rested on, is on the line of its own row holding its
    /// column.
    private func backToAreaTop(rewrappedTo newWidth: Int) -> String {
        defer { cursor = CursorPosition(x: 0, y: 0) }
        let lineWidth = max(1, newWidth)
        let rows = rowExtents.prefix(cursor.y).reduce(0) { sum, extent in
            sum + max(1, (extent + lineWidth - 1) / lineWidth)
        }
        let ownExtent = cursor.y < rowExtents.count ? rowExtents[cursor.y] : 0
        let ownLines = min(cursor.x, max(0, ownExtent - 1)) / lineWidth
        return "\r" + TerminalSequences.up(max(cursor.y, rows + ownLines))
    }

    /// The final choice as one line (control characters made visible, cut with `…` to the width), then
    /// a line break so the prompt continues below it. A choice of several lines (a form's answered
    /// fields) is kept line by line, each cut the same way.
    private func keepLine(_ choice: [UInt8]) -> String {
        String(decoding: choice, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { part in
            let text = DisplayText.fitted(DisplayText.sanitized(String(part)), toWidth: width)
            var line = Buffer(width: width, height: 1)
            line.write(text, x: 0, y: 0)
            var start = CursorPosition(x: 0, y: 0)
            return FrameDiff.bytes(from: nil, to: line, cursor: &start, depth: .none) + "\r\n"
        }.joined()
    }

    /// Waits until `deadline` for the answer to a cursor position question already asked
    /// (zero-based), keeping any keys typed meanwhile; nil when the terminal does not answer in time.
    func awaitCursorReport(until deadline: Double) -> CursorReport? {
        while true {
            if let (report, rest) = CursorReport.extract(from: pending) {
                pending = rest
                return report
            }
            let remaining = deadline - MonotonicClock.now()
            guard remaining > 0,
                Poller.wait(for: [terminal.fileDescriptor], timeout: remaining).first == true,
                let bytes = terminal.readAvailable()
            else { return nil }
            pending += bytes
        }
    }
}
