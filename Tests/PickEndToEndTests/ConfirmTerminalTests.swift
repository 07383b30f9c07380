import Foundation
import Testing

extension PickEndToEndTests {
    /// `pick confirm` in a real terminal (Behaviour 6.7, 7.6): answered by status, nothing printed.
    @Suite("confirm in a terminal") struct ConfirmTerminal {
        @Test("Right then Enter answers no: status 1, nothing on stdout, the terminal restored")
        func answersNo() throws {
            let run = try PickRun("$P confirm 'Delete it?'")
            let screen = try run.terminal.waitFor(readyMarker)
            #expect(screen.contains("Delete it?"))
            #expect(screen.contains("  Yes     No"))
            try run.terminal.press("Right")
            try run.terminal.press("Enter")
            #expect(try run.status() == 1)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("y answers yes at once, in the person's language too: j in German")
        func letters() throws {
            let run = try PickRun("LC_MESSAGES=de_DE.UTF-8 $P confirm 'Löschen?' --default no")
            // The help line is German too, its keys as they are (Behaviour 6.1).
            let screen = try run.terminal.waitFor("esc abbrechen")
            #expect(screen.contains("Ja") && screen.contains("Nein"))
            try run.terminal.press("j", literal: true)
            #expect(try run.status() == 0)
            #expect(run.output.isEmpty)
        }

        @Test("Esc is 130, apart from no; the script's && does not run")
        func escape() throws {
            let run = try PickRun("$P confirm 'Delete it?' && echo deleted")
            _ = try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Escape")
            #expect(try run.status() == 130)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }

        @Test("Screen-reader mode: the question and the focused answer, then only what each move changed; n answers no")
        func accessible() throws {
            let run = try PickRun("$P confirm 'Delete it?' --accessible", width: 120)
            try run.terminal.waitFor("Enter answers, Escape cancels.")
            try run.terminal.press("Right")
            let screen = try run.terminal.waitFor("\nNo, 2 of 2")
            #expect(screen.contains("Delete it?, Yes, 1 of 2"))
            #expect(!(try run.terminal.styledScreen()).contains("\u{1B}["))
            try run.terminal.press("n", literal: true)
            #expect(try run.status() == 1)
            #expect(run.output.isEmpty)
            #expect(run.sttyRestored)
        }
    }
}
