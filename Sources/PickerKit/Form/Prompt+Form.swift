import PickerTerminal

extension Prompt {
    /// Asks several questions in one prompt and returns every answer, typed, in a tuple.
    ///
    /// The fields are shown one at a time under the form's title: each answered field stays on
    /// screen as `Fruit: Cherry` above the one being answered, the fields not reached yet are
    /// listed dimmed below it. Enter (or Tab) answers a field once its validation accepts it
    /// and moves on; Shift-Tab goes back; Enter on the last field submits; Esc cancels the whole
    /// form. Once submitted, one `Label: answer` line per field stays behind (with the default
    /// ``PromptPresentation/Ending/answeredLine``). See `FormPicker` for every key.
    ///
    /// - Parameters:
    ///   - title: The header line above the fields; nil for none.
    ///   - validate: A rule across the fields, asked with every answer when the person submits
    ///     (each field valid on its own): a `FormIssue` refuses the submit, goes back to the
    ///     field it names and shows its message under it (Behaviour 6.4). Nil for none.
    ///   - presentation: How the form is shown; see ``PromptPresentation``.
    ///   - environment: Locale, zone, colours, screen-reader mode, terminal; see ``PromptEnvironment``.
    ///   - fields: The fields, one per line (see ``Field``).
    /// - Throws: ``PromptError/cancelled`` (Esc), ``PromptError/interrupted`` (Ctrl-C), ... as
    ///   every prompt; ``PromptError/invalidArgument(_:)`` for a field that cannot be built.
    ///
    /// ```swift
    /// let (fruit, day, time) = try Prompt.form("Book a table") {
    ///     Field("Fruit", from: ["Apple", "Banana", "Cherry"])
    ///     Field("Day", .date, isDateEnabled: { calendar.component(.weekday, from: $0) != 1 })
    ///     Field("Time", .time, minuteInterval: 15)
    /// }
    /// // Book a table
    /// // Fruit: Cherry
    /// // Day
    /// //      ‹ November 2026 ›
    /// // ...
    /// // Time
    /// // ←→↑↓ day · tab/⇧tab field · enter next · esc cancel
    ///
    /// // A rule across fields: five guests in Business goes back to Class, the message under it.
    /// let (guests, seat) = try Prompt.form(validate: { guests, seat in
    ///     guests > 4 && seat == "Business" ? FormIssue("Business is for four or fewer", field: "Class") : nil
    /// }) {
    ///     Field("Guests", from: Array(1...8))
    ///     Field("Class", from: ["Economy", "Business"])
    /// }
    /// ```
    public static func form<each Value>(
        _ title: String? = nil, validate: (((repeat each Value)) -> FormIssue?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, @FormBuilder fields: () -> (repeat Field<each Value>)
    ) throws(PromptError) -> (repeat each Value) {
        try formPrompt(title, validate: validate, presentation: presentation, environment: environment, fields: fields)
            .run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of `form(_:validate:presentation:environment:fields:)`: cancelling the task
    /// closes the form and throws ``PromptError/taskCancelled``.
    ///
    /// ```swift
    /// let (fruit, day) = try await Prompt.form { Field("Fruit", from: fruits); Field("Day", .date) }
    /// ```
    public static func form<each Value: Sendable>(
        _ title: String? = nil, validate: (((repeat each Value)) -> FormIssue?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, @FormBuilder fields: () -> (repeat Field<each Value>)
    ) async throws(PromptError) -> (repeat each Value) {
        try await formPrompt(title, validate: validate, presentation: presentation, environment: environment, fields: fields)
            .run(presentation: presentation, environment: environment)
    }

    /// The prompt `form(_:validate:presentation:environment:fields:)` runs, its fields built for
    /// `environment`: a `FormPicker` whose value is the tuple of the fields' values. For a
    /// caller that runs it itself (a test driving it with a key script).
    ///
    /// ```swift
    /// let prompt = try Prompt.formPrompt("Order", environment: environment) {
    ///     Field("Fruit", from: ["Apple", "Cherry"])
    ///     Field("Day", .date)
    /// }
    /// prompt.initialValue   // ("Apple", today)
    /// ```
    public static func formPrompt<each Value>(
        _ title: String? = nil, validate: (((repeat each Value)) -> FormIssue?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment, @FormBuilder fields: () -> (repeat Field<each Value>)
    ) throws(PromptError) -> PickerPrompt<FormPicker, (repeat each Value)> {
        let assembly = FormAssembly(environment: environment)
        let readers = (repeat try assembly.add(each fields()))
        guard !assembly.fields.isEmpty else { throw .invalidArgument("a form needs at least one field") }
        var picker = FormPicker(assembly.fields, header: title, showsHelp: presentation.showsHelp)
        if let validate {
            picker.formValidation = { fields in validate((repeat FormAssembly.read(each readers, from: fields))) }
        }
        return PickerPrompt(
            picker, warnings: assembly.warnings,
            answer: { form in
                form.fields.map { "\($0.label): \($0.summary)" }.joined(separator: "\n")
            },
            value: { form in (repeat FormAssembly.read(each readers, from: form.fields)) })
    }
}

/// Builds a form's fields one by one for an environment, remembering where each one is, so
/// each field's typed value can be read back from the form that ran.
final class FormAssembly {
    let environment: PromptEnvironment
    private(set) var fields: [FormField] = []
    private(set) var warnings: [String] = []

    init(environment: PromptEnvironment) {
        self.environment = environment
    }

    /// The label of each field added, and how to read its value from the form's fields, as
    /// the answers a later field that follows them is built from.
    private var answerReaders: [(label: String, read: ([FormField]) -> Any)] = []

    /// Builds `field`, and returns how to read its value from the form's fields.
    func add<Value>(_ field: Field<Value>) throws(PromptError) -> ([FormField]) -> Value {
        if let leftOut = field.leftOut { return { _ in leftOut() } }
        let made: Field<Value>.Made
        if let dependent = field.dependent {
            made = try build(dependent)
        } else {
            made = try field.make(environment)
        }
        let index = fields.count
        fields.append(made.field)
        warnings += made.warnings
        let value = Self.carried(made.value)
        answerReaders.append((field.label, { fields in value(fields[index]) }))
        return { fields in value(fields[index]) }
    }

    /// A field that follows the answers above it: built now from their initial values, and
    /// given the rebuild `FormPicker` calls when one of them is answered, which keeps the
    /// field's value and carries the new field's reader with it. A field that cannot be built
    /// for the new answers (its closure gave no options) stays as it was, as `FormField.rebuild`
    /// allows, since the running form has no error to throw.
    private func build<Value>(
        _ dependent: @escaping (FormAnswers, Value?) -> Field<Value>
    ) throws(PromptError) -> Field<Value>.Made {
        let readers = answerReaders
        let environment = environment
        func answers(_ fields: [FormField]) -> FormAnswers {
            FormAnswers(entries: readers.map { ($0.label, $0.read(fields)) })
        }
        func made(_ answers: FormAnswers, _ previous: Value?) throws(PromptError) -> Field<Value>.Made {
            var made = try dependent(answers, previous).make(environment)
            made.field.valueReader = made.value
            return made
        }
        var first = try made(answers(fields), nil)
        let initialValue = first.value
        first.field.rebuild = { earlier, current in
            let previous = Self.carried(initialValue)(current)
            return try? made(answers(earlier), previous).field
        }
        return first
    }

    /// `reader`, unless the field carries a reader of its own (a rebuilt field's, for its
    /// own options).
    private static func carried<Value>(_ reader: @escaping (FormField) -> Value) -> (FormField) -> Value {
        { field in
            if let own = field.valueReader as? (FormField) -> Value { return own(field) }
            return reader(field)
        }
    }

    /// `reader` applied to `fields` (a function, so a pack of readers can be expanded over it).
    static func read<Value>(_ reader: ([FormField]) -> Value, from fields: [FormField]) -> Value {
        reader(fields)
    }
}
