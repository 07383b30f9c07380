import Foundation
import Testing

extension PickEndToEndTests {
    @Suite("pick choose") struct Choose {
        @Test("items piped on stdin: Down, Enter prints the second, and stdout holds nothing else")
        func chooseFromPipedStdin() throws {
            let run = try PickRun("printf 'Apple\\nBanana\\nCherry\\n' | $P choose")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Down")
            try run.terminal.waitFor("› Banana")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Banana\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("items as arguments, --selected chooses the first selection")
        func argumentsAndSelected() throws {
            let run = try PickRun("$P choose --selected Cherry Apple Banana Cherry Date")
            try run.terminal.waitFor("› Cherry")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "Cherry\n")
        }

        @Test("100,000 lines: End reaches the last one")
        func hundredThousandLinesEnd() throws {
            let run = try PickRun("seq 1 100000 | $P choose")
            try run.terminal.waitFor(readyMarker)
            try run.pressEndUntil("› 100000")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "100000\n")
        }

        @Test("100,000 lines: type-ahead jumps to a far item (Behaviour 1.11)")
        func hundredThousandLinesTypeAhead() throws {
            let run = try PickRun("awk 'BEGIN { for (i = 1; i <= 100000; i++) print \"item \" i }' | $P choose")
            try run.terminal.waitFor(readyMarker)
            // Type-ahead searches the rows loaded so far: wait for the last one first.
            try run.pressEndUntil("› item 100000")
            try run.terminal.press("Home")
            try run.terminal.waitFor("› item 1 ")
            try run.terminal.press("item 77777", literal: true)
            try run.terminal.waitFor("› item 77777")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "item 77777\n")
        }

        @Test("a line that is not valid UTF-8 shows U+FFFD and is printed byte-exact")
        func invalidUTF8ChosenByteExact() throws {
            let run = try PickRun("printf 'Apple\\n\\377\\376Bad\\nCherry\\n' | $P choose")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Down")
            // Each invalid byte is drawn as U+FFFD; the selection marker shows it is selectable.
            try run.terminal.waitFor("› \u{FFFD}\u{FFFD}Bad")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.output == Data([0xFF, 0xFE, 0x42, 0x61, 0x64, 0x0A]))
        }

        @Test("a very long line is cut with … on screen, never in the output")
        func longLineTruncatedOnScreenOnly() throws {
            let long = String(repeating: "word ", count: 40) + "end"
            let run = try PickRun("$P choose '\(long)' short")
            let screen = try run.terminal.waitFor(readyMarker)
            #expect(screen.contains("…"))
            #expect(!screen.contains("end"))
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == long + "\n")
        }
    }

    @Suite("pick wheels") struct Wheels {
        @Test("three components: each moved, one line of values separated by tabs")
        func threeComponents() throws {
            let run = try PickRun(
                "$P wheels --component S,M,L --component red,green,blue --component 1,2,3 --selected M")
            try run.terminal.waitFor("› M")
            try run.terminal.press("Down")
            try run.terminal.waitFor("› L")
            try run.terminal.press("Right", "Down")
            try run.terminal.waitFor("› green")
            try run.terminal.press("Tab", "Down", "Down")
            try run.terminal.waitFor("› 3")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "L\tgreen\t3\n")
            #expect(run.sttyRestored)
        }

        @Test("--separator joins the values")
        func separator() throws {
            let run = try PickRun("$P wheels --component a,b --component x,y --separator ' / ' --selected b")
            try run.terminal.waitFor("› b")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == "b / x\n")
        }
    }
}
