import Foundation
import PickerCore
import PickerTerminal

extension Field where Value == Duration {
    /// A field asking for a duration on hour (0–23) and minute wheels, as
    /// `Prompt.countdown(_:initial:minuteInterval:…)` does: seconds are dropped, the most is
    /// 23 h 59 min, and zero becomes one interval. Its answered line reads as the wheels do.
    ///
    /// ```swift
    /// let (task, rest) = try Prompt.form {
    ///     Field("Task", from: ["Write", "Read"])
    ///     Field("Rest", countdown: .seconds(25 * 60), minuteInterval: 5,
    ///           validate: { $0 > .seconds(2 * 3600) ? "Two hours at most" : nil })
    /// }
    /// // rest: Duration
    /// ```
    public init(
        _ label: String, countdown initial: Duration? = nil, minuteInterval: Int = 1, locale: Locale? = nil,
        validate: ((Duration) -> String?)? = nil
    ) {
        self.init(label, validate: validate) { environment throws(PromptError) in
            let seconds = initial.map { Double($0.components.seconds) } ?? 0
            let settings = DatePromptSettings(mode: .countDownTimer, duration: seconds, minuteInterval: minuteInterval,
                                              style: .wheels, locale: locale)
            var prompt = try Prompt.datePrompt(nil, settings, environment: environment)
                .map { Duration.seconds(Int64($0.countDownDuration)) }
            prompt.picker.accessibilityLabel = label
            return prompt
        }
    }
}
