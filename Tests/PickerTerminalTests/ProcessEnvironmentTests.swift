import Foundation
@testable import PickerTerminal
import Testing

@Suite("The process's environment, read without ProcessInfo")
struct ProcessEnvironmentTests {
    @Test("the same variables ProcessInfo reads")
    func sameAsProcessInfo() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
        #expect(ProcessEnvironment.variables()["PATH"] != nil)
    }

    @Test("an entry splits at its first '=', the first of two with one name wins, an entry without '=' is skipped")
    func entries() {
        let variables = ProcessEnvironment.variables(parsing: ["A=b=c", "EMPTY=", "A=later", "NOEQUALS", "=x"])
        #expect(variables == ["A": "b=c", "EMPTY": "", "": "x"])
    }
}
