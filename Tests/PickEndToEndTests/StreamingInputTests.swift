import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick choose` draws before its input ends and loads the rest while it is shown, as fzf
    /// does: `seq 1000000 | pick choose` shows its first frame before `seq` is done.
    @Suite("pick choose while stdin still arrives") struct StreamingInput {
        /// A producer that writes 1…5, then waits for the test to create `$D/go` before
        /// writing 6…100: whatever the machine's speed, the first rows come before the end.
        static let gatedProducer = "sh -c 'seq 5; while [ ! -e \"$D/go\" ]; do sleep 0.05; done; seq 6 100'"

        @Test("the first rows show and arrows work before the producer ends; Enter after the end picks the last line")
        func firstRowsBeforeTheEnd() throws {
            let run = try PickRun("\(Self.gatedProducer) | $P choose")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.waitFor("› 1")
            // The producer is still waiting for $D/go, so these keys reach a picker whose input
            // has not ended.
            try run.terminal.press("Down", "Down")
            try run.terminal.waitFor("› 3")
            #expect(run.scratch.text("status") == nil)
            try run.scratch.write(Data(), to: "go")
            try run.pressEndUntil("› 100")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "100\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("--selected names a line that comes late: the picker opens on it")
        func selectedLateLine() throws {
            let run = try PickRun("sh -c 'seq 5; sleep 0.3; seq 6 100' | $P choose --selected 77")
            try run.terminal.waitFor("› 77")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "77\n")
        }

        @Test("a last line without a newline, arriving late, is a row once the input ends")
        func lateUnterminatedLastLine() throws {
            let run = try PickRun("sh -c 'printf \"a\\nb\"; while [ ! -e \"$D/go\" ]; do sleep 0.05; done; printf c' | $P choose")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.waitFor("› a")
            try run.scratch.write(Data(), to: "go")
            try run.pressEndUntil("› bc")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "bc\n")
        }

        @Test("empty stdin still fails before anything is drawn")
        func emptyInput() throws {
            let run = try PickRun("printf '' | $P choose")
            #expect(try run.status() == 2)
            #expect(run.errorText == "pick: no items to choose from\n")
            #expect(try !run.terminal.screen().contains(readyMarker))
            #expect(run.sttyRestored)
        }
    }
}

extension PickRun {
    /// Presses End until `text` shows: the rows after the first screenful load while the
    /// picker is shown, and End goes to the last row loaded so far.
    func pressEndUntil(_ text: String) throws {
        for _ in 0..<300 {
            try terminal.press("End")
            if try terminal.screen().contains(text) { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("never saw \(text) after End")
    }
}
