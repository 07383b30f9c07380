import PickerTerminal
import Testing

@testable import pick

@Suite("How a session's end becomes what pick prints and its status")
struct SessionOutcomeTests {
    @Test("confirmed prints the value and a newline; the others print nothing", arguments: [
        (TerminalSessionOutcome.confirmed, CommandOutcome(standardOutput: Array("Banana\n".utf8), exit: .status(0))),
        (.cancelled, CommandOutcome(exit: .status(1))),
        (.interrupted, CommandOutcome(exit: .status(130))),
        (.timedOut, CommandOutcome(exit: .status(124))),
        (.terminated(signal: 15), CommandOutcome(exit: .signal(15))),
    ])
    func mapping(session: TerminalSessionOutcome, expected: CommandOutcome) {
        #expect(CommandOutcome(session: session, output: Array("Banana".utf8)) == expected)
        #expect(expected.exit.status == session.exitStatus)
    }
}
