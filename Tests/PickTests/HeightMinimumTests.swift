import Testing

@testable import pick

/// A `--height` below what a picker can be used in is a usage error naming the minimum
/// (issue 10, item 9), checked before anything is shown (so with `--no-input` too).
@Suite("--height below a picker's minimum")
struct HeightMinimumTests {
    @Test("a wheel needs three rows")
    func wheel() throws {
        let outcome = try CommandRun.pick(["choose", "--no-input", "--height", "2", "Apple", "Banana"])
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == ["pick: --height must be at least 3 for this picker, not 2"])
        #expect(try CommandRun.pick(["choose", "--no-input", "--height", "3", "Apple"]).outputText == "Apple\n")
    }

    @Test("each date picker: every height below the first one accepted names that one", arguments: [
        ["date"], ["date", "--style", "wheels"], ["date", "--style", "compact"], ["datetime"], ["time"], ["month"],
        ["countdown"],
    ])
    func datePickers(command: [String]) throws {
        let run = { (height: Int) in
            try CommandRun.pick(command + ["--no-input", "--time-zone", "UTC", "--height", String(height)])
        }
        let minimum = try #require(try (1...40).first { try run($0).exit == .status(0) })
        // Every picker needs at least its three wheel rows, or its month grid.
        #expect(minimum >= 3)
        for height in 1..<minimum {
            let outcome = try run(height)
            #expect(outcome.exit == .status(2))
            #expect(outcome.errorLines == ["pick: --height must be at least \(minimum) for this picker, not \(height)"])
        }
    }
}
