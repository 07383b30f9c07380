/// Running code with another ``PromptEnvironment/current``.
extension PromptEnvironment {
    /// The environment ``current`` gives inside ``withCurrent(_:operation:)``; nil outside.
    @TaskLocal static var scoped: PromptEnvironment?

    /// Runs `operation` with `environment` as ``current``: every prompt it shows with the default
    /// environment uses this one (its terminal, locale, clock). Tests use it to drive a program
    /// written without any test hooks through a virtual terminal.
    ///
    /// ```swift
    /// var environment = PromptEnvironment(locale: Locale(identifier: "de_DE"))
    /// environment.terminal = scriptedTerminal            // e.g. keys from a KeyScript
    /// let answers = try PromptEnvironment.withCurrent(environment) { try askEverything() }
    /// ```
    public static func withCurrent<Result>(
        _ environment: PromptEnvironment, operation: () throws -> Result
    ) rethrows -> Result {
        try $scoped.withValue(environment, operation: operation)
    }

    /// The `async` form of ``withCurrent(_:operation:)``.
    ///
    /// ```swift
    /// let fruit = try await PromptEnvironment.withCurrent(environment) { try await askFruit() }
    /// ```
    public static func withCurrent<Result>(
        _ environment: PromptEnvironment, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(environment, operation: operation)
    }
}
