import Foundation
import Testing

@testable import pick

/// The manual page comes from the same tables as `--help`: every command and flag is in it,
/// as roff that shows each character as it is.
@Suite("The manual page")
struct ManualPageTests {
    @Test("every command and every flag, each flag once under its command")
    func everyFlag() {
        let page = ManualPage.text()
        #expect(page.hasPrefix(".TH PICK 1 "))
        func check<Command: PickSubcommand>(_ type: Command.Type) {
            let start = page.range(of: ".SS \"pick \(Command.name)\"\n")
            #expect(start != nil, "\(Command.name)")
            guard let start else { return }
            let section = page[start.upperBound...].prefix { _ in true }
            let end = section.range(of: "\n.SS ")?.lowerBound ?? section.range(of: "\n.SH ")?.lowerBound ?? section.endIndex
            let body = section[..<end]
            for flag in Command.flags.flags {
                let spelled = ManualPage.escaped("--" + flag.name)
                let rows = body.split(separator: "\n").filter { $0 == ".B \(spelled)" || $0.hasPrefix(".BI \(spelled) ") || $0.hasPrefix(".BI \(spelled)[") }
                #expect(rows.count == 1, "\(Command.name) --\(flag.name)")
            }
        }
        for command in PickCommand.commands { check(command) }
    }

    @Test("text is escaped: no line of text starts a request, dashes and backslashes are literal")
    func escaping() {
        #expect(ManualPage.escaped("--no-help") == "\\-\\-no\\-help")
        #expect(ManualPage.escaped(".hidden") == "\\&.hidden")
        #expect(ManualPage.escaped("a\\b") == "a\\eb")
        let requests: Set<String> = [".TH", ".SH", ".SS", ".TP", ".B", ".BI", ".I", ".PP"]
        for line in ManualPage.text().split(separator: "\n") where line.hasPrefix(".") {
            #expect(requests.contains(String(line.prefix { $0 != " " })), "\(line)")
        }
    }

    @Test("pick --generate-manual-page prints it")
    func commandLine() throws {
        let outcome = try CommandRun.pick(["--generate-manual-page"])
        #expect(outcome.exit == .status(0))
        #expect(outcome.outputText == ManualPage.text())
    }
}
