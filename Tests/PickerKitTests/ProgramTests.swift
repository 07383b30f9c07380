import Foundation
import PickerKit
import PickerTesting
import Testing

/// The program issue 14 asks for, as a person would write it: a fruit, a day within the next
/// thirty days, a time on the quarter hour. Nothing in it knows about tests; the tests run it
/// with a virtual terminal as the current environment.
func fruitDayTime(today: Date) throws -> (fruit: String, day: Date, time: Date) {
    let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"])
    let day = try Prompt.date("Day", in: today...today.addingTimeInterval(30 * 86_400))
    let time = try Prompt.time("Time", minuteInterval: 15)
    return (fruit, day, time)
}

@Suite("The fruit, day and time program, driven through the virtual terminal")
struct ProgramTests {
    @Test("three prompts give back typed values and leave three answered lines")
    func threePrompts() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["down down enter", "right enter", "down enter"])
        let answers = try PromptEnvironment.withCurrent(Fixture.environment(terminal)) {
            try fruitDayTime(today: Fixture.now)
        }
        #expect(answers.fruit == "Cherry")
        // A day is its first instant in the prompt's zone, as `pick date` prints it.
        #expect(answers.day == Fixture.date(2026, 11, 23))
        // 10:07 rounds down to 10:00 on a 15-minute wheel; Down turns the hour to 11.
        #expect(answers.time == Fixture.date(2026, 11, 22, 11, 0))
        // ICU puts a narrow no-break space before AM.
        #expect(terminal.answeredLines == ["Fruit: Cherry", "Day: Nov 23, 2026", "Time: 11:00\u{202F}AM"])
    }

    @Test("the first frames are the pickers pick draws: the wheel, the month grid, the quarter-hour wheels")
    func frames() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "enter", "enter"])
        _ = try PromptEnvironment.withCurrent(Fixture.environment(terminal)) { try fruitDayTime(today: Fixture.now) }
        let frames = terminal.runs.map { $0.frames[0] }
        try #require(frames.count == 3)
        #expect(frames[0] == """
            Fruit


            › Apple  ‹
              Banana
              Cherry
            ↑↓ change · enter select · esc cancel
            """)
        #expect(frames[1].hasPrefix("Day\n"))
        #expect(frames[1].contains("November 2026"))
        #expect(frames[2].contains("10") && frames[2].contains("00") && frames[2].contains("15"))
        #expect(!frames[2].contains("07"))
    }

    @Test("days past the bounds cannot be chosen: Page Down to December stops at the thirty-day bound")
    func bounds() throws {
        let terminal = ScriptedTerminal(width: 60, scripts: ["enter", "pgdn pgdn enter", "enter"])
        let answers = try PromptEnvironment.withCurrent(Fixture.environment(terminal)) {
            try fruitDayTime(today: Fixture.now)
        }
        #expect(answers.day <= Fixture.now.addingTimeInterval(30 * 86_400))
        #expect(answers.day > Fixture.now)
    }
}
