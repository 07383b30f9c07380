import ArgumentParser
import PickerKit

extension PromptOptions {
    /// Runs `questions`, which ask for the options in `missing` together (one form of just
    /// the missing ones); when asking is not allowed, ArgumentParser's error for the first
    /// of them instead.
    ///
    /// With nothing missing, `questions` runs without a check, so it can build its answer
    /// from the given options alone. Its prompt's errors become what a command exits with,
    /// as for ``ask(_:_:environment:_:)``, naming the first missing option.
    ///
    /// - Parameters:
    ///   - missing: The options left out, in the order of the command's usage line; see
    ///     ``leftOut(_:)``.
    ///   - environment: Where the prompts run, for the rule on asking.
    ///   - questions: Asks for the missing options, typically with a `Prompt.form` whose
    ///     fields stand under `if option == nil`.
    ///
    /// ```swift
    /// let missing = PromptOptions.leftOut(["--city": city, "--guests": guests])
    /// let (askedCity, askedGuests) = try prompting.ask(missing: missing) { () throws(PromptError) in
    ///     try Prompt.form {
    ///         if city == nil { Field("City", from: cities) }
    ///         if guests == nil { Field("Guests", from: Array(1...8)) }
    ///     }
    /// }
    /// ```
    public func ask<Answers>(
        missing: [String], environment: PromptEnvironment = .current,
        _ questions: () throws(PromptError) -> Answers
    ) throws -> Answers {
        let first = missing.first
        if let first, !mayAsk(environment: environment) { throw Self.missing(first) }
        do {
            return try questions()
        } catch {
            throw Self.failure(error, asking: first)
        }
    }

    /// The flags of `options` whose value is nil, in the order given.
    ///
    /// ```swift
    /// PromptOptions.leftOut(["--city": "Oslo", "--guests": Int?.none])   // ["--guests"]
    /// ```
    public static func leftOut(_ options: KeyValuePairs<String, Any?>) -> [String] {
        options.filter { $0.value == nil }.map(\.key)
    }
}
