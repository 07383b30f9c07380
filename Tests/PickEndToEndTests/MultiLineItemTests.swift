import Foundation
import Testing

extension PickEndToEndTests {
    /// `--read0` items holding newlines in the list style on the real binary: each item's lines
    /// stacked, the selection moving by items, the printed value byte-exact.
    @Suite("pick choose --read0 --style list: items of several lines") struct MultiLineItems {
        @Test("The lines of an item are stacked; Down moves to the next item; Enter prints it with its newlines")
        func stacked() throws {
            let run = try PickRun("printf 'first\\nline two\\0single\\0a\\nb\\0' | $P choose --read0 --style list --print0")
            let screen = try run.terminal.waitFor("› first")
            let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let first = try #require(rows.firstIndex(of: "› first"))
            #expect(Array(rows[first...].prefix(5)) == ["› first", "line two", "single", "a", "b"])
            #expect(!screen.contains("↵"))
            try run.terminal.press("Down", "Down")
            try run.terminal.waitFor("› a")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.output == Data("a\nb\0".utf8))
            #expect(run.sttyRestored)
        }
    }
}
