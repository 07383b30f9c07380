extension InputDecoder {
    /// An SGR (mode 1006) mouse report, `ESC [ < b ; x ; y M` (press, motion) or `… m`
    /// (release), with 1-based x and y.
    ///
    /// The button code `b`: low two bits the button (0 left, 1 middle, 2 right, 3 none), +4
    /// Shift, +8 Alt (Meta), +16 Ctrl, +32 motion, +64 wheel (then 0 up, 1 down, 2 left,
    /// 3 right); +128 marks buttons 8–11, which we do not report.
    func sgrMouse(_ numbers: [Int?], released: Bool) -> ParsedInput {
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else {
            return .swallowed(next: 0)
        }
        guard let kind = Self.mouseKind(code: code, released: released) else { return .swallowed(next: 0) }
        let event = MouseEvent(kind, x: max(0, x - 1), y: max(0, y - 1), modifiers: Self.mouseModifiers(code))
        return ParsedInput(events: [.mouse(event)], next: 0)
    }

    /// An X10 mouse report, `ESC [ M` then three bytes (button + 32, x + 33, y + 33), which
    /// terminals send when SGR reports are off. A release there does not say which button:
    /// it is reported as the left one.
    func parseX10Mouse(at index: Int, final: Bool) -> ParsedInput? {
        guard index + 2 < pending.count else {
            return final ? .swallowed(next: pending.count) : nil
        }
        let code = Int(pending[index]) - 32
        let x = max(0, Int(pending[index + 1]) - 33)
        let y = max(0, Int(pending[index + 2]) - 33)
        let released = code >= 0 && code & 0b1100011 == 3
        let kind =
            released
            ? MouseEvent.Kind.release(.left) : code >= 0 ? Self.mouseKind(code: code, released: false) : nil
        guard let kind else { return .swallowed(next: index + 3) }
        let event = MouseEvent(kind, x: x, y: y, modifiers: Self.mouseModifiers(max(0, code)))
        return ParsedInput(events: [.mouse(event)], next: index + 3)
    }

    private static func mouseKind(code: Int, released: Bool) -> MouseEvent.Kind? {
        if code & 128 != 0 { return nil }
        let low = code & 3
        if code & 64 != 0 {
            // Wheels send no release; a stray one is dropped.
            if released { return nil }
            return [MouseEvent.Kind.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
        }
        let button: MouseEvent.MouseButton? = [.left, .middle, .right, nil][low]
        if code & 32 != 0 {
            guard let button else { return .move }
            return .drag(button)
        }
        guard let button else { return nil }
        return released ? .release(button) : .press(button)
    }

    private static func mouseModifiers(_ code: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
