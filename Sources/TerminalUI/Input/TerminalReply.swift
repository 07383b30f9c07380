/// An answer the terminal sent to a question the program asked, told apart from a person's input
/// by ``InputDecoder`` and handed out by ``InputDecoder/takeReplies()``.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c".utf8))   // [] (no keys)
/// decoder.takeReplies()   // [.graphics("i=31;OK"), .deviceAttributes]
/// ```
public enum TerminalReply: Equatable, Sendable {
    /// A kitty graphics protocol answer, `ESC _ G <payload> ESC \`: the payload after the `G`,
    /// e.g. `i=31;OK` or `i=31;ENOENT:…`.
    case graphics(String)
    /// A primary device attributes answer (`ESC [ ? … c`). Every terminal sends it; asked after
    /// another question, it marks where that question's answer would have been.
    case deviceAttributes
}

extension InputDecoder {
    /// The most bytes an application command (APC) may take before it is dropped as noise.
    static let longestApplicationCommand = 4096

    /// Decodes `ESC _ … ESC \` (an APC string, as kitty graphics answers come): a graphics
    /// answer becomes a ``TerminalReply``, anything else is dropped. An Esc `_` with no end in
    /// sight when flushing is Alt-_, the key a person typed, as it is where no APC follows.
    func parseApplicationCommand(at index: Int, final: Bool) -> ParsedInput? {
        var cursor = index + 2
        while cursor + 1 < pending.count, cursor - index < Self.longestApplicationCommand {
            if pending[cursor] == 0x1B, pending[cursor + 1] == UInt8(ascii: "\\") {
                let body = pending[(index + 2)..<cursor]
                guard body.first == UInt8(ascii: "G") else { return .swallowed(next: cursor + 2) }
                return .reply(.graphics(String(decoding: body.dropFirst(), as: UTF8.self)), next: cursor + 2)
            }
            cursor += 1
        }
        if cursor - index >= Self.longestApplicationCommand { return .swallowed(next: cursor) }
        return final ? .key(.character("_"), .alt, next: index + 2) : nil
    }
}
