import Foundation
import ImageDecoding
import Testing

extension PickEndToEndTests {
    @Suite("pick image") struct Image {
        /// A folder of five files, in name order: three pictures, a damaged JPEG and a text file.
        static func folder(in run: PickRun) throws -> [String] {
            let checker = RGBAImage(width: 8, height: 8) { x, y in (x / 2 + y / 2) % 2 == 0 ? .white : .black }
            let gradient = RGBAImage(width: 32, height: 16) { x, y in RGBAPixel(red: UInt8(x * 8), green: 80, blue: UInt8(y * 16)) }
            let third = RGBAImage(width: 12, height: 12) { x, _ in x < 6 ? RGBAPixel(red: 220, green: 30, blue: 30) : RGBAPixel(red: 30, green: 30, blue: 220) }
            let files: [(String, [UInt8])] = [
                ("1-checker.png", try PNGCodec.encode(checker)),
                ("2-gradient.jpg", try JPEGCodec.encode(gradient, quality: 90)),
                ("3-third.png", try PNGCodec.encode(third)),
                ("4-broken.jpg", [0xFF, 0xD8, 0xFF, 0xDB, 0xFF, 0xFF, 0x00, 0x01, 0x02, 0x03]),
                ("5-notes.txt", Array("not a picture\n".utf8)),
            ]
            try FileManager.default.createDirectory(atPath: run.scratch.file("imgs"), withIntermediateDirectories: true)
            return try files.map { name, bytes in
                let path = run.scratch.file("imgs/\(name)")
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                return path
            }
        }

        /// Starts `pick image` on paths piped from `ls`, once the folder exists.
        static func start(_ flags: String = "") throws -> (PickRun, [String]) {
            let run = try PickRun("sleep 0.3; ls \"$D\"/imgs/* | COLORTERM=truecolor $P image \(flags)")
            return (run, try folder(in: run))
        }

        @Test("Down twice and Enter choose the third image; its path is printed byte-exact; stty restored")
        func keys() throws {
            let (run, paths) = try Self.start()
            try run.terminal.waitFor(readyMarker)
            try run.terminal.waitFor("1-checker.png")
            #expect(try run.terminal.screen().contains("▀"))
            try run.terminal.press("Down")
            try run.terminal.waitFor("2-gradient.jpg")
            try run.terminal.press("Down")
            try run.terminal.waitFor("3-third.png")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == paths[2] + "\n")
            #expect(run.errorText == "")
            #expect(run.sttyRestored)
        }

        @Test("Two wheel notches (SGR mouse reports) bring the third image; Enter chooses it")
        func wheel() throws {
            let (run, paths) = try Self.start("--style sequence")
            try run.terminal.waitFor(readyMarker)
            try run.terminal.waitFor("1-checker.png")
            // Button 65 is the wheel turned down, at column 10, row 5 (inside the card).
            try run.terminal.press("\u{1B}[<65;10;5M", literal: true)
            try run.terminal.waitFor("2-gradient.jpg")
            try run.terminal.press("\u{1B}[<65;10;5M", literal: true)
            try run.terminal.waitFor("3-third.png")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == paths[2] + "\n")
            #expect(run.sttyRestored)
        }

        @Test("A damaged JPEG and a text file are cards that say so; the picker goes on; Esc cancels")
        func unreadable() throws {
            let (run, _) = try Self.start("--style list --height 20")
            // 20 rows hold the five items (no room for the help line).
            try run.terminal.waitFor("1-checker.png")
            try run.terminal.press("End")
            let screen = try run.terminal.waitFor("⚠ not a PNG or JPEG image")
            #expect(screen.contains("5-notes.txt") && screen.contains("4-broken.jpg"))
            #expect(screen.contains("⚠ damaged JPEG image"))
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
            #expect(run.outputText == "")
            #expect(run.sttyRestored)
        }

        @Test("Without colour the cards are file names only")
        func noColour() throws {
            let run = try PickRun("sleep 0.3; NO_COLOR=1 $P image --header Pictures \"$D\"/imgs/*")
            _ = try Self.folder(in: run)
            try run.terminal.waitFor("Pictures")
            let screen = try run.terminal.waitFor("1-checker.png")
            #expect(!screen.contains("▀"))
            try run.terminal.press("Escape")
            #expect(try run.status() == 1)
        }
    
        /// tmux speaks no kitty graphics, so the test answers the question in its place, as
        /// typed input: the answer goes through pick's input decoder like a real terminal's, and
        /// pick's output is recorded to see the pictures sent and deleted.
        @Test("A terminal that answers the kitty graphics question gets real pixels, deleted on exit")
        func kittyGraphics() throws {
            let (run, paths) = try Self.start("--style sequence")
            try run.terminal.recordOutput(to: run.scratch.file("output"))
            try run.terminal.waitFor(readyMarker)
            _ = try run.terminal.waitForScreen("a half-block picture") { $0.contains("▀") }
            try run.terminal.press("\u{1B}_Gi=31;OK\u{1B}\\", literal: true)
            // The picture's cells go blank for the terminal to paint; the card stays.
            let screen = try run.terminal.waitForScreen("the half blocks to go") { !$0.contains("▀") }
            #expect(screen.contains("1-checker.png"))
            try run.terminal.press("Down")
            try run.terminal.waitFor("2-gradient.jpg")
            try run.terminal.press("Enter")
            #expect(try run.status() == 0)
            #expect(run.outputText == paths[1] + "\n")
            #expect(run.sttyRestored)
            let sent = String(decoding: run.scratch.data("output") ?? Data(), as: UTF8.self)
            // The question, the first picture (8×8 pixels, id 1), its deletion when Down moved on,
            // the second (32×16, id 2), and its deletion as pick ended.
            #expect(sent.contains("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"))
            #expect(sent.contains("\u{1B}_Ga=T,f=32,s=8,v=8,i=1,"))
            #expect(sent.contains("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"))
            #expect(sent.contains("\u{1B}_Ga=T,f=32,s=32,v=16,i=2,"))
            #expect(sent.contains("\u{1B}_Ga=d,d=I,i=2,q=2\u{1B}\\"))
        }

        @Test("Scripts: --no-input prints the first path; --fields takes a caption; no images or a bad style is one line, status 2")
        func headless() throws {
            let run = try PickRun("true")
            let paths = try Self.folder(in: run)
            let first = try Headless.pick(["image", "--no-input"], input: paths.joined(separator: "\n") + "\n")
            #expect(first.status == 0 && first.outputText == paths[0] + "\n")
            let captioned = try Headless.pick(["image", "--no-input", "--fields", "caption,image"], input: "Ramp\t\(paths[1])\n")
            #expect(captioned.status == 0 && captioned.outputText == paths[1] + "\n")
            let none = try Headless.pick(["image", "--no-input"], input: "")
            #expect(none.status == 2 && none.errorLines.count == 1 && none.standardError.contains("no images"))
            let style = try Headless.pick(["image", "--no-input", "--style", "wheel", paths[0]])
            #expect(style.status == 2 && style.standardError.contains("--style must be stack, sequence or list"))
        }
    }
}
