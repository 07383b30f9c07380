import PickerTerminal

/// One question of a form (`Prompt.form(_:validate:presentation:environment:fields:)`), answered with a
/// value of type `Value`: a label, the picker that answers it, and an optional validation.
///
/// A field is a recipe: it is built when the form runs, with the form's ``PromptEnvironment``
/// (locale, calendar, time zone, now), so a `Field("Day", .date)` shows the person's own
/// language and week. Its value comes back typed, in the form's result tuple.
///
/// `validate` is asked when the person leaves the field with Enter or Tab, and again when the
/// form is submitted: a message refuses the field and is shown under it (and spoken in
/// screen-reader mode) until the value is valid; nil accepts.
///
/// Fields for every prompt: `Field(_:from:…)` and its
/// siblings choose one item, `Field(_:_:initial:in:…)`
/// picks a date or a time, and `Field(_:validate:prompt:)` makes a field of any
/// ``PickerPrompt`` whose picker is a ``/PickerTerminal/PromptPicker``. A field whose options
/// or bounds follow the answers above it takes a closure over ``FormAnswers`` instead of its list
/// or range (`Field("City", from: { answers in … })`, `Field("Guests", number: 2, in: { answers in … })`).
///
/// ```swift
/// let (fruit, day) = try Prompt.form("Order") {
///     Field("Fruit", from: ["Apple", "Banana", "Cherry"], validate: { $0 == "Banana" ? "Sold out" : nil })
///     Field("Day", .date, in: Date.now...Date.now.addingTimeInterval(14 * 86_400))
/// }
/// // fruit: String, day: Date
/// ```
public struct Field<Value> {
    /// The field as one run of a form needs it: the terminal field, how to read its value
    /// back from the form, and the warnings its prompt has.
    struct Made {
        var field: FormField
        var value: (FormField) -> Value
        var warnings: [String]
    }

    /// The field's label, above its picker and on its answered line (`Fruit: Cherry`).
    public let label: String
    /// Builds the field for a run in an environment.
    let make: (PromptEnvironment) throws(PromptError) -> Made
    /// The answer of a field that a condition in the form left out (see `FormBuilder`); nil
    /// for a field the form shows.
    var leftOut: (() -> Value)?
    /// For a field whose options or bounds follow earlier answers: the field to show for the
    /// answers above it, given its value so far (nil before the first build). Nil for a field
    /// built once.
    var dependent: ((FormAnswers, Value?) -> Field<Value>)?

    /// A field answered with the picker of `prompt`, made for the form's environment; its
    /// answered line is the prompt's answer (build the prompt without a question, so the line
    /// is `label: answer`).
    ///
    /// Any one-call prompt's builder fits (`Prompt.choosePrompt`, `Prompt.datePrompt`, a new
    /// family's own), so a new kind of prompt is a field without code here.
    ///
    /// ```swift
    /// Field("Sizes", validate: { $0.count < 2 ? nil : "One size" }) { environment in
    ///     try Prompt.wheelsPrompt(nil, components: [["S", "M", "L"]])
    /// }
    /// ```
    public init<Picker: PromptPicker>(
        _ label: String, validate: ((Value) -> String?)? = nil,
        prompt: @escaping (PromptEnvironment) throws(PromptError) -> PickerPrompt<Picker, Value>
    ) {
        self.label = label
        make = { environment throws(PromptError) in
            let prompt = try prompt(environment)
            let read = prompt.value
            let field = FormField(label, prompt.picker, summary: prompt.answer,
                                  validate: { picker in validate?(read(picker)) })
            return Made(field: field, value: Self.reader(for: prompt), warnings: prompt.warnings)
        }
    }

    /// A field made by `make`, for the field kinds of this module that need a
    /// ``/PickerTerminal/FormField`` initialiser of their own (wheels, dates).
    init(label: String, make: @escaping (PromptEnvironment) throws(PromptError) -> Made) {
        self.label = label
        self.make = make
    }

    /// A field built again from the answers above it each time one of them is answered (see
    /// `FormPicker`): `build` gets those answers and the field's value so far, and returns the
    /// field to show.
    init(label: String, dependingOn build: @escaping (FormAnswers, Value?) -> Field<Value>) {
        self.label = label
        make = { _ throws(PromptError) in
            throw .invalidArgument("a field that follows earlier answers is built by its form")
        }
        dependent = build
    }

    /// Reads `prompt`'s value from its field in a form; a field that is not the prompt's
    /// picker (it cannot be: the form is built from it) answers with the prompt's initial value.
    static func reader<Picker: PromptPicker>(for prompt: PickerPrompt<Picker, Value>) -> (FormField) -> Value {
        let read = prompt.value
        let initial = prompt.initialValue
        return { field in field.picker(as: Picker.self).map(read) ?? initial }
    }
}

/// The answers given above a field in a form, by label, for a field whose options or bounds
/// follow them (a city list after its country, a largest number after a table size).
///
/// A label's answer reads typed, as the field above gives it; nil for a label not above the
/// field, or of another type. Before the person answers, the fields above hold their initial
/// values, so the field starts consistent with them.
///
/// ```swift
/// Field("City", from: { answers in cities[answers["Country"] ?? "France"] ?? [] })
/// Field("Guests", number: 2, in: { answers in 1...(answers["Table", as: String.self] == "Booth" ? 6 : 4) })
/// ```
public struct FormAnswers {
    /// Each field above, in form order: its label and its value.
    let entries: [(label: String, value: Any)]

    /// The answer of the field labelled `label` above, as `Answer`; nil when there is none of
    /// that type (under a false `if`, an optional field's answer is nil).
    ///
    /// ```swift
    /// let country: String? = answers["Country"]
    /// let guests = answers["Guests", as: Int.self] ?? 1
    /// ```
    public subscript<Answer>(_ label: String, as type: Answer.Type = Answer.self) -> Answer? {
        entries.last { $0.label == label }.flatMap { $0.value as? Answer }
    }
}
