import Foundation
import PickerCore
import PickerTerminal

extension Field where Value == Bool {
    /// A field asking a yes/no question, as `Prompt.confirm`
    /// does: the label asks it, the buttons answer (in the person's language unless
    /// `affirmative` and `negative` say otherwise); the answered line shows the answer's label.
    ///
    /// ```swift
    /// let (name, subscribe) = try Prompt.form {
    ///     Field("Name", from: ["Ada", "Grace"])
    ///     Field("Subscribe?", confirm: true, validate: { $0 ? nil : "Subscribing is required" })
    /// }
    /// // subscribe: Bool
    /// ```
    public init(
        _ label: String, confirm defaultAnswer: Bool = true, affirmative: String? = nil, negative: String? = nil,
        validate: ((Bool) -> String?)? = nil
    ) {
        self.init(label, validate: validate) { environment in
            Prompt.confirmPrompt(nil, initial: defaultAnswer, affirmative: affirmative, negative: negative,
                                 locale: environment.locale, isRightToLeft: environment.isRightToLeft)
        }
    }
}
