extension Optional {
    /// The value when there is one, else the answer to `question`: what `given ?? try Prompt.…`
    /// says, in a function that throws only ``PromptError``.
    ///
    /// `??` takes its right side as a `rethrows` autoclosure, whose error is untyped, so
    /// `given ?? try Prompt.choose(…)` compiles in a plain `throws` function (an
    /// ArgumentParser command's `run()`) but not in a `throws(PromptError)` one. `orAsk`
    /// keeps the error typed; `question` runs only when the value is missing.
    ///
    /// ```swift
    /// func destination(given: String?) throws(PromptError) -> String {
    ///     try given.orAsk { try Prompt.choose("City", from: ["Lisbon", "Oslo", "Porto"]) }
    /// }
    /// destination(given: "Oslo")   // "Oslo", asks nothing
    /// destination(given: nil)      // asks for the city
    /// ```
    public func orAsk(_ question: () throws(PromptError) -> Wrapped) throws(PromptError) -> Wrapped {
        if let value = self { return value }
        return try question()
    }

    /// The `async` twin of ``orAsk(_:)``, for a question asked with an `async` prompt.
    ///
    /// ```swift
    /// let city = try await given.orAsk { try await Prompt.choose("City", from: cities) }
    /// ```
    public func orAsk(_ question: () async throws(PromptError) -> Wrapped) async throws(PromptError) -> Wrapped {
        if let value = self { return value }
        return try await question()
    }
}
