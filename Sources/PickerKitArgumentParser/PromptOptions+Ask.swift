import ArgumentParser
import Foundation
import PickerKit

extension PromptOptions {
    /// The option's value when it was given, else the answer to `question`; when asking is not
    /// allowed (see ``PromptOptions``), ArgumentParser's error for a missing `flag`.
    ///
    /// `question` runs only when `given` is nil and a prompt may be shown. Its prompt's
    /// errors become what a command should exit with: no terminal is the missing-option
    /// error (exit 64); Esc exits 1 and Ctrl-C 130, printing nothing.
    ///
    /// - Parameters:
    ///   - given: The option's parsed value; nil when it was left out.
    ///   - flag: The option as the person types it (`--city`), for the error.
    ///   - environment: Where the prompt runs, for the rule on asking; the one `question`'s
    ///     prompt uses (`.current` by default, as every prompt's).
    ///   - question: Asks for the value with any prompt.
    ///
    /// ```swift
    /// let city = try prompting.ask(city, "--city") {
    ///     try Prompt.choose("City", from: Cities.all, filter: .fuzzy)
    /// }
    /// ```
    public func ask<Value>(
        _ given: Value?, _ flag: String, environment: PromptEnvironment = .current,
        _ question: () throws(PromptError) -> Value
    ) throws -> Value {
        if let given { return given }
        guard mayAsk(environment: environment) else { throw Self.missing(flag) }
        do {
            return try question()
        } catch {
            throw Self.failure(error, asking: flag)
        }
    }

    /// A missing text option asked for as a line of text, with Tab completing `suggestions`.
    ///
    /// The question is the flag's words (`--full-name` asks "Full name") unless `label` says.
    ///
    /// ```swift
    /// @Option var name: String?
    /// let name = try prompting.ask(name, "--name", suggestions: ["Ada", "Grace"])
    /// ```
    public func ask(
        _ given: String?, _ flag: String, label: String? = nil, suggestions: [String] = [],
        environment: PromptEnvironment = .current
    ) throws -> String {
        try ask(given, flag, environment: environment) { () throws(PromptError) -> String in
            try Prompt.text(label ?? Self.label(for: flag), suggestions: suggestions, environment: environment)
        }
    }

    /// A missing text option chosen from `list`, filtered fuzzily as the person types.
    ///
    /// ```swift
    /// let city = try prompting.ask(city, "--city", from: ["Lisbon", "Oslo", "Porto"])
    /// ```
    public func ask(
        _ given: String?, _ flag: String, label: String? = nil, from list: [String],
        environment: PromptEnvironment = .current
    ) throws -> String {
        try ask(given, flag, environment: environment) { () throws(PromptError) -> String in
            try Prompt.choose(label ?? Self.label(for: flag), from: list, filter: .fuzzy, environment: environment)
        }
    }

    /// A missing yes/no option (`@Flag(inversion: .prefixedNo) var book: Bool?`) asked for
    /// as a confirmation.
    ///
    /// ```swift
    /// let book = try prompting.ask(book, "--book", label: "Book it?")
    /// ```
    public func ask(
        _ given: Bool?, _ flag: String, label: String? = nil, initial: Bool = true,
        environment: PromptEnvironment = .current
    ) throws -> Bool {
        try ask(given, flag, environment: environment) { () throws(PromptError) -> Bool in
            try Prompt.confirm(label ?? Self.label(for: flag), initial: initial, environment: environment)
        }
    }

    /// A missing number (`Int`, `Double`, `Decimal`) asked for with a stepper field, starting
    /// at `initial` (else the bounds' lower end, else zero).
    ///
    /// ```swift
    /// @Option var guests: Int?
    /// let guests = try prompting.ask(guests, "--guests", in: 1...8)
    /// ```
    public func ask<Number: PromptNumber>(
        _ given: Number?, _ flag: String, label: String? = nil, initial: Number? = nil,
        in bounds: ClosedRange<Number>? = nil, step: Number? = nil, environment: PromptEnvironment = .current
    ) throws -> Number {
        try ask(given, flag, environment: environment) { () throws(PromptError) -> Number in
            let start = initial ?? bounds?.lowerBound ?? Number(decimalValue: 0)
            return try Prompt.number(label ?? Self.label(for: flag), initial: start, in: bounds, step: step,
                                     environment: environment)
        }
    }

    /// A missing case of an enumeration (`CaseIterable` and `ExpressibleByArgument`, as
    /// ArgumentParser parses it) chosen from a list of its cases, each shown as ArgumentParser
    /// writes it (its raw value).
    ///
    /// ```swift
    /// enum Cabin: String, CaseIterable, ExpressibleByArgument { case economy, business }
    /// @Option var cabin: Cabin?
    /// let cabin = try prompting.ask(cabin, "--cabin")
    /// ```
    public func ask<Case: CaseIterable & ExpressibleByArgument & Equatable>(
        _ given: Case?, _ flag: String, label: String? = nil, environment: PromptEnvironment = .current
    ) throws -> Case {
        try ask(given, flag, environment: environment) { () throws(PromptError) -> Case in
            try Prompt.choose(label ?? Self.label(for: flag), from: Array(Case.allCases), environment: environment,
                              label: { $0.defaultValueDescription })
        }
    }

    /// Missing cases of an enumeration, for an array option left empty, chosen together:
    /// Space marks, Enter answers (at most `limit`, at least `minimumCount`; with
    /// `minimumCount: 0`, Enter with nothing marked answers none).
    ///
    /// ArgumentParser gives an array option that was not passed as empty, so an empty
    /// `given` is the one that is asked for.
    ///
    /// ```swift
    /// @Option var extra: [Extra] = []
    /// let extras = try prompting.ask(extra, "--extra", limit: 3)
    /// ```
    public func ask<Case: CaseIterable & ExpressibleByArgument & Equatable>(
        _ given: [Case], _ flag: String, label: String? = nil, limit: Int? = nil, minimumCount: Int? = nil,
        environment: PromptEnvironment = .current
    ) throws -> [Case] {
        try ask(given.isEmpty ? nil : given, flag, environment: environment) { () throws(PromptError) -> [Case] in
            try Prompt.chooseMany(label ?? Self.label(for: flag), from: Array(Case.allCases), limit: limit,
                                  minimumCount: minimumCount, environment: environment,
                                  label: { $0.defaultValueDescription })
        }
    }

    /// A missing date, time, or date and time (by `kind`) asked for with the date prompts,
    /// within `bounds` and, for times, by `minuteInterval` minutes. Parse such an option
    /// with ``OptionDate``: `@Option(transform: OptionDate.day) var day: Date?`.
    ///
    /// ```swift
    /// let leave = try prompting.ask(leave, "--leave", .time, minuteInterval: 15)
    /// ```
    public func ask(
        _ given: Date?, _ flag: String, _ kind: OptionDate.Kind = .day, label: String? = nil,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, environment: PromptEnvironment = .current
    ) throws -> Date {
        try ask(given, flag, environment: environment) { () throws(PromptError) -> Date in
            let question = label ?? Self.label(for: flag)
            switch kind {
            case .day:
                return try Prompt.date(question, in: bounds, environment: environment)
            case .time:
                return try Prompt.time(question, in: bounds, minuteInterval: minuteInterval, environment: environment)
            case .dateAndTime:
                return try Prompt.dateAndTime(question, in: bounds, minuteInterval: minuteInterval, environment: environment)
            }
        }
    }
}
