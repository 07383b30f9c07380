import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PickEndToEndTests {
    /// tmux measures some clusters differently from pick (it adds up `wcwidth` of each scalar:
    /// a Devanagari or Tamil vowel sign is a column of its own there, `👍🏽` four columns). The
    /// damage must stay inside those clusters' cells: every row stays on its row, every column
    /// starts at its column, and nothing is left on screen after exit. Compared row by row.
    @Suite("text the terminal measures differently") struct ScriptWidths {
        @Test(
            "month names in Devanagari, Tamil, Thai, Khmer and Myanmar keep every row and the year column in place",
            arguments: ["hi_IN", "ta_IN", "th_TH", "km_KH", "my_MM"])
        func monthNames(locale: String) throws {
            let run = try PickRun("$P month --locale \(locale) --time-zone UTC --value 2026-01")
            let first = try run.terminal.waitFor(readyMarker)
            let firstRows = Self.allRows(first)
            let helpRow = try #require(firstRows.firstIndex { $0.contains(readyMarker) })
            // Two months on (the names pass through the selected band), then the year.
            try run.terminal.press("Down")
            try run.terminal.press("Down")
            try run.terminal.press("Right")
            try run.terminal.press("Down")
            let rows = Self.allRows(try Self.settled(run.terminal, after: first))
            #expect(rows[0] == "$ . $D/t", "the command line moved: \(rows)")
            #expect(rows.firstIndex { $0.contains(readyMarker) } == helpRow, "\(rows)")
            #expect(rows[helpRow] == firstRows[helpRow])
            // Every year label starts at the same column, as in the first frame.
            let yearColumns = Set(rows.compactMap(Self.numberColumn))
            #expect(yearColumns.count == 1 && yearColumns == Set(firstRows.compactMap(Self.numberColumn)), "\(rows)")
            #expect(rows.filter { Self.numberColumn($0) != nil }.count == firstRows.filter { Self.numberColumn($0) != nil }.count)
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText.wholeMatch(of: /\d{4}-\d{2}\n/) != nil, "\(run.outputText)")
            let after = try run.terminal.waitForScreen("the next prompt") { Screen.rows($0).count == 2 }
            #expect(Screen.rows(after) == ["$ . $D/t", "$"], "left behind: \(after)")
        }

        @Test("emoji sequences and Devanagari between plain items: plain rows exact, the marker column fixed")
        func emojiItems() throws {
            let items = ["Apple", "❤️ love", "Banana", "👍🏽 yes", "Cherry", "👨‍👩‍👧‍👦 family", "Durian", "🇫🇷 France",
                         "Elder", "जनवरी month", "Fig"]
            let run = try PickRun("$P choose " + items.map { "'\($0)'" }.joined(separator: " "))
            let first = Self.allRows(try run.terminal.waitFor(readyMarker))
            let marker = try #require(first.first { $0.hasPrefix("› Apple") })
            let markerColumn = Self.column(of: "‹", in: marker)
            var screen = first.joined(separator: "\n")
            for step in 1...7 {
                try run.terminal.press("Down")
                screen = try Self.settled(run.terminal, after: screen)
                let rows = Self.allRows(screen)
                #expect(rows[0] == "$ . $D/t")
                for row in rows where row.hasPrefix("› ") || row.hasPrefix("  ") {
                    guard let plain = items.first(where: { $0.allSatisfy(\.isASCII) && row.dropFirst(2).hasPrefix($0) }) else { continue }
                    // A plain item: exactly its name, then blanks (and the marker when selected).
                    let rest = row.dropFirst(2 + plain.count)
                    let expected = row.hasPrefix("›") ? rest.trimmingCharacters(in: .whitespaces) == "‹" : rest.allSatisfy { $0 == " " }
                    #expect(expected, "step \(step): row \(row.debugDescription) in \(rows)")
                }
                let selectedRow = try #require(rows.first { $0.hasPrefix("› ") })
                #expect(Self.column(of: "‹", in: selectedRow) == markerColumn, "step \(step): \(selectedRow.debugDescription)")
            }
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "🇫🇷 France\n")
            let after = try run.terminal.waitForScreen("the next prompt") { Screen.rows($0).count == 2 }
            #expect(Screen.rows(after) == ["$ . $D/t", "$"], "left behind: \(after)")
        }

        /// Every row of the screen, blank ones too, so rows are compared by position.
        static func allRows(_ screen: String) -> [String] {
            screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        /// The screen once it differs from `before` and stays the same for a moment (the keys
        /// answered, the wheels settled).
        static func settled(_ terminal: TmuxTerminal, after before: String) throws -> String {
            var last = before
            var sameSince = Date()
            return try terminal.waitForScreen("the picker to settle") { screen in
                if screen != last { sameSince = Date() }
                last = screen
                return screen != before && Date().timeIntervalSince(sameSince) > 0.3
            }
        }

        /// The screen column (as tmux counts, `wcwidth` per scalar) where the row's first run of
        /// digits starts (the year label), or nil when it has none.
        static func numberColumn(_ row: String) -> Int? {
            guard let start = row.firstIndex(where: { $0.isWholeNumber }) else { return nil }
            return columns(of: row[..<start])
        }

        /// The screen column of the first `mark` in `row`.
        static func column(of mark: Character, in row: String) -> Int? {
            row.firstIndex(of: mark).map { columns(of: row[..<$0]) }
        }

        /// Columns `text` takes on this terminal, as tmux counts them: glibc's `wcwidth` of each
        /// scalar (in a UTF-8 locale of this thread's own) added up, except that a wide scalar (an
        /// emoji) after a zero-width joiner joins the cell before it.
        static func columns(of text: Substring) -> Int {
            guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return -1 }
            defer { freelocale(utf8) }
            let previous = uselocale(utf8)
            defer { uselocale(previous) }
            var total = 0
            var afterJoiner = false
            for scalar in text.unicodeScalars {
                let width = max(0, Int(wcwidth(Int32(bitPattern: scalar.value))))
                if !(afterJoiner && width == 2) { total += width }
                afterJoiner = scalar.value == 0x200D
            }
            return total
        }

        /// The C library's `wcwidth`, which its Swift module does not show (it needs _XOPEN_SOURCE).
        static let wcwidth: @convention(c) (Int32) -> Int32 = {
            #if os(Linux)
            let symbol = dlsym(nil, "wcwidth")
            #else
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "wcwidth")
            #endif
            guard let symbol else { return { _ in 1 } }
            return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        }()
    }
}
