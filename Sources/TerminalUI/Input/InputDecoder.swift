/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// Feed it whatever `read` returned; it keeps back what is not yet a whole event (half a UTF-8
/// character, the start of an escape sequence, a bracketed paste still arriving) and finishes
/// it with the next bytes. It understands:
/// - UTF-8 text (invalid bytes become U+FFFD), Enter (CR or LF), Tab, Backspace (DEL or BS),
///   Ctrl-letters (0x01–0x1A as `.character("a")` with `.control`, except Tab and Enter),
///   Ctrl-Space, Ctrl-\ ] ^ _, and Alt-anything as Esc followed by it;
/// - arrows, Home/End, Insert/Delete, PgUp/PgDn, F1–F12 in their CSI (`ESC[A`, `ESC[5~`,
///   `ESC[1;5A`), SS3 (`ESC O A`) and Linux console (`ESC[[A`) forms, with xterm modifiers,
///   Shift-Tab (`ESC[Z`), and `CSI u` / modifyOtherKeys (`ESC[27;5;13~`) keys;
/// - SGR mouse reports (`ESC[<b;x;yM`, mode 1006) with buttons, release, drag, motion, the
///   wheel (vertical and horizontal) and modifiers; and old X10 reports (`ESC[M` + 3 bytes);
/// - bracketed paste (`ESC[200~` … `ESC[201~`) as one ``InputEvent/paste(_:)``, however many
///   reads it spans; line breaks in it become "\n".
///
/// Sequences it does not know (focus reports, cursor reports, …) are swallowed whole, so they
/// never turn into stray keys; no byte sequence makes it fail.
///
/// A lone Esc and the start of an escape sequence look the same until more bytes come, so a
/// trailing Esc is held back (``isAwaitingMore``). The session waits ``escapeTimeout`` for more
/// bytes, and when none come calls ``flush()``, which turns the Esc into ``Key/escape`` (and an
/// unfinished sequence into its best-effort keys).
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;5A".utf8))   // [.key(KeyStroke(.up, .control))]
/// decoder.decode([0x1B])                      // [], decoder.isAwaitingMore == true
/// decoder.flush()                             // [.key(KeyStroke(.escape))]
/// ```
public struct InputDecoder: Sendable {
    /// How long the session waits after a trailing Esc before calling ``flush()``.
    ///
    /// A terminal sends an escape sequence in one write, so its bytes arrive together or a few
    /// milliseconds apart even over ssh; a person cannot press Esc and then another key within
    /// 40 ms, and a pause that short still feels immediate after Esc.
    public static let escapeTimeout: Duration = .milliseconds(escapeTimeoutMilliseconds)

    /// ``escapeTimeout`` in milliseconds, the unit `poll(2)` takes.
    public static let escapeTimeoutMilliseconds = 40

    /// Bytes received and not yet turned into events.
    var pending: [UInt8] = []
    /// The text of a bracketed paste that has started and not yet ended.
    var paste: [UInt8]?
    /// Answers from the terminal decoded so far and not yet taken (see ``takeReplies()``).
    package private(set) var replies: [TerminalReply] = []

    /// A decoder holding nothing back yet.
    public init() {}

    /// Decodes as much of `bytes` (appended to anything held back) as forms whole events.
    public mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        pending += bytes
        return drain(final: false)
    }

    /// True when bytes are held back waiting for the rest of a sequence (e.g. a lone Esc).
    public var isAwaitingMore: Bool { !pending.isEmpty || paste != nil }

    /// Called when no byte arrived within the Esc timeout: what is held back becomes events
    /// (a lone Esc becomes `.escape`).
    ///
    /// An unfinished sequence becomes what it best stands for: `ESC [` is Alt-[, `ESC O` is
    /// Alt-O, half a UTF-8 character is U+FFFD, an unfinished CSI with parameters is dropped.
    /// A bracketed paste still open is delivered as it stands and closed. Afterwards
    /// ``isAwaitingMore`` is false.
    public mutating func flush() -> [InputEvent] {
        drain(final: true)
    }

    /// The terminal's answers decoded so far (kitty graphics replies, device attributes), in
    /// the order they came; they are never events, so an answer arriving late cannot press a key.
    public mutating func takeReplies() -> [TerminalReply] {
        defer { replies.removeAll() }
        return replies
    }

    // MARK: - The loop

    /// Decodes events from `pending`; with `final`, also everything unfinished.
    private mutating func drain(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                let (next, ended) = consumePaste(from: index, final: final, into: &events)
                index = next
                if !ended { break }
                continue
            }
            guard let parsed = parseEvent(at: index, final: final) else { break }
            if let event = parsed.event { events.append(event) }
            if let reply = parsed.reply { replies.append(reply) }
            if parsed.startsPaste { paste = [] }
            index = parsed.next
        }
        pending.removeFirst(index)
        if final, let text = paste {
            if !text.isEmpty { events.append(.paste(Self.pasteText(text))) }
            paste = nil
        }
        return events
    }

    /// The end of a bracketed paste.
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Moves pasted bytes from `pending[start...]` into `paste`. When the end marker is there,
    /// emits the paste and returns the index after the marker, `ended`. Otherwise takes all but
    /// a tail that could be the start of the marker, which waits for the next read.
    private mutating func consumePaste(
        from start: Int, final: Bool, into events: inout [InputEvent]
    ) -> (next: Int, ended: Bool) {
        if let end = Self.firstIndex(of: Self.pasteEnd, in: pending, from: start) {
            paste?.append(contentsOf: pending[start..<end])
            events.append(.paste(Self.pasteText(paste ?? [])))
            paste = nil
            return (end + Self.pasteEnd.count, true)
        }
        let end = pending.count - heldPasteTail(from: start, final: final)
        paste?.append(contentsOf: pending[start..<end])
        return (end, false)
    }

    /// How many bytes at the end of `pending` could begin the paste's end marker, so must wait
    /// for the next read (none when flushing).
    private func heldPasteTail(from start: Int, final: Bool) -> Int {
        if final { return 0 }
        for length in stride(from: min(Self.pasteEnd.count - 1, pending.count - start), to: 0, by: -1)
        where pending[(pending.count - length)...].elementsEqual(Self.pasteEnd[..<length]) {
            return length
        }
        return 0
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        for index in start...(haystack.count - needle.count)
        where haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }

    /// Pasted bytes as text: invalid UTF-8 as U+FFFD, CR LF and CR as LF.
    private static func pasteText(_ bytes: [UInt8]) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0D {
                // CR LF keeps its LF; a lone CR becomes one.
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { continue }
                normalized.append(0x0A)
            } else {
                normalized.append(byte)
            }
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
