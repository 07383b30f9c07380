import Testing
import PickerKit

@testable import pick

/// `pick rating --value 3`: the test family as a `pick` command, a flag table entry and a few
/// lines; every session flag (`--height`, `--keep`, `--timeout`, `--vim`, …) comes with the table.
struct RatingCommand: PickSubcommand {
    static let name = "rating"
    static let abstract = "Choose from one to five stars; prints the number."
    static let discussion = "Example: pick rating --value 4"

    var stars = 3
    var presentation = SessionFlags()

    static var flags: FlagTable<Self> {
        FlagTable([.integer("value", value: "N", help: "The stars at first, 1 to 5.", default: 3, minimum: 1) { $0.stars = $1 }])
            + SessionFlags.flags.lifted { $1(&$0.presentation) }
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        let prompt = RatingPrompt.building(
            presentation.header, stars: stars, showsHelp: !presentation.noHelp, isRightToLeft: context.isRightToLeft)
        return try PickerLauncher.launch(prompt.map { Array(String($0).utf8) }, presentation: presentation, context: context)
    }
}

/// The commands the tests run: `pick`'s own and the test family's.
enum TestCommands {
    static var all: [any PickSubcommand.Type] { PickCommand.commands + [RatingCommand.self] }
}

/// What the new family gets from the seams without a line of its own.
@Suite("A family added in the tests gets pick's flags, help and completion")
struct NewFamilyTests {
    @Test("its flag, every session flag and its help come from the table")
    func commandLine() throws {
        let read = try #require(try CommandLineReader.read(RatingCommand.self, ["--value", "4", "--vim", "--height", "3"], environment: [:]))
        #expect(read.stars == 4 && read.presentation.vim && read.presentation.height == 3)
        let help = try CommandRun.pick(["rating", "--help"]).outputText
        for flag in ["--value <N>", "--timeout <SECONDS>", "--accessible", "--vim"] { #expect(help.contains(flag), "\(flag)") }
        #expect(try CommandRun.pick(["rating", "--no-input", "--value", "5"]).outputText == "5\n")
        #expect(try CommandRun.pick(["rating", "--value", "0"]).errorLines == ["pick: --value must be at least 1, not 0"])
    }
}
