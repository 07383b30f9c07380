import Foundation
import PickerKit

/// `pick number --min 1 --max 8 --value 2`: a number on a stepper field, printed in plain
/// ASCII digits (`-12.50`), whatever digits the locale shows (Behaviour 6.8).
struct NumberCommand: PickSubcommand {
    static let name = "number"
    static let abstract = "Choose a number on a stepper; prints it in plain digits."
    static let discussion = """
        Up and Down step by --step, Page Up and Page Down by ten steps, Home and End go to \
        --min and --max. Digits type a value (the locale's own digits too), - a negative one \
        where --min allows, the locale's decimal separator a fraction when --decimals allows; \
        a typed value out of bounds is refused. The value is shown as the locale writes it and \
        printed as scripts read it: ASCII digits, a . before --decimals digits, no grouping.

        Example: pick number --min 1 --max 8 --value 2 --header Guests
        """

    var question: [String] = []
    var minimum: Decimal?
    var maximum: Decimal?
    var step: Decimal = 1
    var value: Decimal?
    var decimals = 0
    var session = SessionFlags()

    static var positional: PositionalArguments<Self>? {
        PositionalArguments(name: "question", help: "The question, drawn above the field.") { $0.question = $1 }
    }

    static var flags: FlagTable<Self> {
        FlagTable([
            number("min", help: "The smallest value allowed (default: none).") { $0.minimum = $1 },
            number("max", help: "The largest value allowed (default: none).") { $0.maximum = $1 },
            number("step", help: "What Up and Down add and take away; more than 0.", default: "1") { $0.step = $1 },
            number("value", help: "The value at first (default: 0, or the bound nearest it).") { $0.value = $1 },
            .integer("decimals", value: "N", help: "Digits after the decimal point, 0 to 18.", default: 0, minimum: 0) {
                $0.decimals = $1
            },
        ]) + SessionFlags.flags.lifted { $1(&$0.session) }
    }

    /// A flag holding a decimal number, `-2.5` or `1e3`.
    static func number(
        _ name: String, help: String, default: String? = nil, _ set: @escaping (inout Self, Decimal) -> Void
    ) -> CommandFlag<Self> {
        CommandFlag(name: name, kind: .value, valueName: "NUMBER", help: help, defaultValue: `default`, completion: .none) {
            settings, text throws(FlagValueError) in
            let given = text ?? ""
            guard given.count <= 64, given.contains(where: \.isNumber), given.allSatisfy({ "0123456789+-.eE".contains($0) }),
                  let number = Decimal(string: given, locale: Locale(identifier: "en_US_POSIX")), !number.isNaN
            else { throw FlagValueError(reason: "must be a number such as 2 or -0.5, not '\(EchoedText.escaped(given))'") }
            set(&settings, number)
        }
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        guard question.count <= 1 else {
            throw .usage("number takes one question, not \(question.count) words; quote it: pick number \"How many?\"")
        }
        guard decimals <= 18 else { throw .usage("--decimals must be at most 18, not \(decimals)") }
        guard step > 0 else { throw .usage("--step must be more than 0, not \(NumberStepper.plain(step, fractionDigits: decimals))") }
        if let minimum, let maximum, minimum > maximum {
            throw .usage("--min (\(minimum)) must not be more than --max (\(maximum))")
        }
        let locale = LocaleName.fromEnvironment(context.environment).locale
        let stepper = NumberStepper(value: value ?? 0, minimum: minimum, maximum: maximum, step: step, fractionDigits: decimals)
        let prompt = Prompt.numberPrompt(
            question.first, stepper: stepper, locale: locale, header: session.header, isRightToLeft: context.isRightToLeft,
            presentation: session.promptPresentation)
        // Printed as scripts read it: plain ASCII digits.
        return try PickerLauncher.launch(prompt.map { Array(NumberStepper.plain($0, fractionDigits: stepper.fractionDigits).utf8) },
                                         presentation: session, context: context, title: question.first)
    }
}
