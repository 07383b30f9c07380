import Foundation
import PickerCore
import PickerFormats
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Issue 29, item 2: the preview pane (`pick choose --preview CMD`) around the wheel and the
/// filtering wheel, in the virtual terminal, with real commands run by `sh`.
@Suite("Preview pane")
struct PreviewingPickerTests {
    static func wheel(_ lines: [String], command: String, window: String = "right,50%")
        throws -> PreviewingPicker<WheelTerminalPicker<LineListSource>>
    {
        let picker = WheelTerminalPicker(WheelPicker(source: LineListSource(lines: lines), selection: [0]), header: nil, showsHelp: false)
        return PreviewingPicker(
            picker, settings: PreviewSettings(template: PreviewTemplate(parsing: command), layout: try PreviewLayout(parsing: window)))
    }

    /// Ticks the driver until the command shown has ended and its output is in, giving the
    /// process real time to run between ticks; the count of rounds only bounds a broken run.
    static func waitForOutput<Inner>(_ driver: inout PickerDriver<PreviewingPicker<Inner>>) {
        driver.advance(by: 0.02)
        for _ in 0..<2000 where driver.picker.isBusy {
            usleep(5000)
            driver.advance(by: 0.02)
        }
    }

    /// Waits until `path` holds a process id, and gives it back.
    static func processID(in path: String) throws -> pid_t {
        for _ in 0..<2000 {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            usleep(5000)
        }
        throw CancellationError()
    }

    /// Whether process `pid` still exists (a zombie counts: it has not been collected).
    static func exists(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }

    @Test("Golden frame: the command's output beside the wheel, cut to the pane, tabs expanded, other escapes dropped")
    func goldenFrame() throws {
        let command = #"printf 'item=%s n=%s\n\ta\tb\n\033[2Jx\033]0;title\007y\n' {} {n}; echo 0123456789abcdefghijklmnop"#
        var driver = PickerDriver(try Self.wheel(["apple", "big banana"], command: command), width: 40, height: 5)
        Self.waitForOutput(&driver)
        // 40 columns: the wheel keeps 20, the border one, the pane (50%) the other 19.
        #expect(driver.frame == """
                                │item=apple n=0
                                │        a       b
            › apple      ‹      │xy
              big banana        │0123456789abcdefghi
                                │
            """)
        driver.press(.down)
        Self.waitForOutput(&driver)
        #expect(driver.lines[0].hasSuffix("│item=big banana n=1"))
        driver.press(.enter)
        #expect(driver.outputText == "big banana")
    }

    @Test("SGR colours of the output are kept in the pane")
    func colours() throws {
        var driver = PickerDriver(try Self.wheel(["a"], command: #"printf 'x\033[31mred\033[0my\n'"#), width: 40, height: 3)
        Self.waitForOutput(&driver)
        var buffer = Buffer(width: 40, height: 3)
        driver.picker.render(into: &buffer, area: buffer.bounds, theme: driver.theme)
        let red = buffer.mask { $0.foreground == .basic(1) }
        // "x" at column 21, the pane's first; "red" after it.
        #expect(red[0].trimmingCharacters(in: .whitespaces) == "###")
        #expect(Array(red[0]).firstIndex(of: "#") == 22)
        #expect(buffer.lines[0].hasSuffix("│xredy"))
    }

    @Test("A slow command never delays a key: the selection moves at once, the sleeping command is ended and collected")
    func slowCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = "echo $$ > \(folder.path)/{n}.pid; exec sleep 30"
        var driver = PickerDriver(try Self.wheel(["one", "two", "three"], command: command), width: 40, height: 5)
        driver.advance(by: 0.02)
        let first = try Self.processID(in: folder.path + "/0.pid")
        #expect(Self.exists(first))
        driver.press(.down)
        // The frame right after the key: the wheel has moved while the command still sleeps.
        #expect(driver.frame.contains("› two"))
        for _ in 0..<2000 where Self.exists(first) {
            usleep(5000)
            driver.advance(by: 0.02)
        }
        #expect(!Self.exists(first))
        let second = try Self.processID(in: folder.path + "/1.pid")
        #expect(Self.exists(second))
        // The commands this thread started: those of tests running beside it on other threads stay.
        PreviewProcess.terminateAll()
        #expect(!Self.exists(second))
    }

    @Test("Shift-Down and Shift-Up scroll the pane; Ctrl-/ hides it and gives the wheel the width")
    func scrollAndHide() throws {
        var driver = PickerDriver(try Self.wheel(["a"], command: "seq 1 20"), width: 30, height: 4)
        Self.waitForOutput(&driver)
        #expect(driver.lines.map { $0.split(separator: "│").last.map(String.init) ?? "" } == ["1", "2", "3", "4"])
        driver.press(.down, .shift)
        driver.press(.down, .shift)
        #expect(driver.lines[0].hasSuffix("│3"))
        driver.press(.pageDown, .shift)
        #expect(driver.lines[0].hasSuffix("│6"))
        driver.press(.up, .shift)
        #expect(driver.lines[0].hasSuffix("│5"))
        driver.send(bytes: [0x1F])
        #expect(!driver.frame.contains("│"))
        driver.send(bytes: [0x1F])
        #expect(driver.lines[0].hasSuffix("│5"))
    }

    @Test("hidden starts without the pane; bottom puts it under the wheel; a narrow area leaves it out", arguments: [
        ("right,hidden", 40, false),
        ("right,50%", 24, false),
        ("right,50%", 40, true),
        ("bottom,3", 24, true),
    ])
    func placement(window: String, width: Int, shown: Bool) throws {
        var driver = PickerDriver(try Self.wheel(["apple"], command: "echo preview", window: window), width: width, height: 8)
        Self.waitForOutput(&driver)
        #expect(driver.frame.contains("preview") == shown)
        if window.hasPrefix("bottom") {
            #expect(driver.lines[4] == String(repeating: "─", count: width))
            #expect(driver.lines[5] == "preview")
        }
        PreviewProcess.terminateAll()
    }

    @Test("The filtering wheel previews the selected match, by its input line; no match, no command")
    func filtering() throws {
        let filter = FilteringWheelPicker(LineFilter(source: LineListSource(lines: ["apple", "banana"]), mode: .exact), header: nil, showsHelp: false)
        let picker = PreviewingPicker(filter, settings: PreviewSettings(template: PreviewTemplate(parsing: "echo {n}:{}")))
        var driver = PickerDriver(picker, width: 50, height: 6)
        driver.type("ban")
        Self.waitForOutput(&driver)
        #expect(driver.lines[0].hasSuffix("│1:banana"))
        driver.type("zz")
        Self.waitForOutput(&driver)
        #expect(driver.picker.previewed == nil)
        #expect(!driver.frame.contains("banana"))
    }

    @Test("{q} is the query: typing runs the command again with it; a command without {q} is not rerun by typing")
    func query() throws {
        let filter = FilteringWheelPicker(
            LineFilter(source: LineListSource(lines: ["apple", "banana"]), mode: .fuzzy), header: nil, showsHelp: false)
        var driver = PickerDriver(
            PreviewingPicker(filter, settings: PreviewSettings(template: PreviewTemplate(parsing: "printf '[%s]' {q} {}"))),
            width: 50, height: 6)
        Self.waitForOutput(&driver)
        #expect(driver.lines[0].hasSuffix("│[][apple]"))
        driver.type("an")
        Self.waitForOutput(&driver)
        #expect(driver.lines[0].hasSuffix("│[an][banana]"))

        let plain = FilteringWheelPicker(
            LineFilter(source: LineListSource(lines: ["apple", "banana"]), mode: .fuzzy), header: nil, showsHelp: false)
        var other = PickerDriver(PreviewingPicker(plain, settings: PreviewSettings(template: PreviewTemplate(parsing: "echo {}"))), width: 50, height: 6)
        Self.waitForOutput(&other)
        let started = other.picker.process == nil
        other.type("p")
        // Still apple, the query unused: no command started.
        #expect(started && other.picker.process == nil)
    }

    @Test("{+} is every chosen item in input order, {+n} their indexes; with none chosen the current item; choosing reruns it")
    func chosen() throws {
        let filter = FilteringWheelPicker(
            LineFilter(source: LineListSource(lines: ["a b", "it's", "c"]), mode: .fuzzy), header: nil, showsHelp: false)
        let many = MultiSelectPicker(filter, choices: ChoiceSet())
        var driver = PickerDriver(
            PreviewingPicker(many, settings: PreviewSettings(template: PreviewTemplate(parsing: "printf '[%s]' {+} {+n}"))),
            width: 60, height: 6)
        Self.waitForOutput(&driver)
        #expect(driver.frame.contains("│[a b][0]"))
        driver.press(.down)
        driver.press(.down)
        driver.press(.tab)
        driver.press(.up)
        driver.press(.tab)
        Self.waitForOutput(&driver)
        #expect(driver.frame.contains("│[it's][c][1][2]"))
    }
}

/// `--preview`'s placeholders and `--preview-window`'s words, as fzf reads them.
@Suite("Preview template and window")
struct PreviewTemplateTests {
    @Test("Placeholders: {} and fields are shell-quoted, {n} is the index, anything else in braces is kept", arguments: [
        ("cat {}", "it's here", LineFields(), "cat 'it'\\''s here'"),
        ("echo {n} {1}", "  a b c", LineFields(), "echo 7 'a'"),
        ("echo {2..}", "a b c", LineFields(), "echo 'b c'"),
        ("echo {-1}", "a:b:c", LineFields(delimiter: .text(Array(":".utf8))), "echo 'c'"),
        ("echo {1,3}", "a:b:c", LineFields(delimiter: .text(Array(":".utf8))), "echo 'a:c'"),
        ("echo ${HOME} {x} { x; }", "a", LineFields(), "echo ${HOME} {x} { x; }"),
    ])
    func placeholders(template: String, item: String, fields: LineFields, expected: String) {
        #expect(PreviewTemplate(parsing: template).command(item: Array(item.utf8), index: 7, fields: fields) == expected)
    }

    @Test("Beside the pane the picker's own answers stand: its spoken answer, its output, its caret")
    func forwardsThePickersAnswers() throws {
        let lines = ["Apple", "Banana", "Cherry"]
        let wheel = WheelTerminalPicker(WheelPicker(source: LineListSource(lines: lines), selection: [0]), header: nil, showsHelp: false)
        let many = MultiSelectPicker(wheel, choices: ChoiceSet([0, 2], limit: 3))
        let shown = PreviewingPicker(many, settings: PreviewSettings(template: PreviewTemplate(parsing: "true")))
        // A multi-select's closing line names what is chosen, as a list, not the row under the cursor.
        #expect(shown.spokenAnswer == many.spokenAnswer)
        #expect(shown.spokenAnswer.contains("Apple") && shown.spokenAnswer.contains("Cherry"))
        #expect(shown.output == many.output)
        #expect(shown.showsCursor == many.showsCursor)
        #expect(shown.accessibleChange == many.accessibleChange)
    }

    @Test("--preview-window: position, size and hidden in any order; a share or cells of the area")
    func window() throws {
        #expect(try PreviewLayout(parsing: "bottom,10,hidden") == PreviewLayout(position: .bottom, size: .cells(10), hidden: true))
        #expect(try PreviewLayout(parsing: "30%") == PreviewLayout(position: .right, size: .percent(30)))
        #expect(PreviewLayout().cells(of: 81) == 40)
        #expect(PreviewLayout(size: .cells(100)).cells(of: 40) == 40)
        #expect(throws: LineFields.Unreadable.self) { try PreviewLayout(parsing: "left") }
        #expect(throws: LineFields.Unreadable.self) { try PreviewLayout(parsing: "120%") }
    }
}
