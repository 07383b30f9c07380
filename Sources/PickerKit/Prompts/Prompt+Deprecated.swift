import Foundation
import PickerCore
import PickerTerminal

// Builder names an app may already call. Every builder is named after the prompt it builds,
// with `Prompt` added (`choose` → `choosePrompt`, `dates` → `datesPrompt`), and takes the
// prompt's own argument labels (`filter:`, `label:`, and `initial:` for the value a prompt
// starts on, whatever its family); these forward to those names so code written against the
// earlier ones keeps compiling, with a fix-it to the new name.

extension Prompt {
    /// Renamed ``choosePrompt(_:from:initial:disabled:loops:isRightToLeft:presentation:label:)``.
    @available(*, deprecated, renamed: "choosePrompt(_:from:initial:disabled:loops:isRightToLeft:presentation:label:)")
    public static func choosing<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(),
        label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<LineListSource>, Item> {
        try choosePrompt(question, from: items, initial: selected, disabled: disabled, loops: loops,
                         isRightToLeft: isRightToLeft, presentation: presentation, label: label)
    }

    /// Renamed ``choosePrompt(_:from:style:initial:disabled:loops:look:isRightToLeft:presentation:label:caption:)``.
    @available(*, deprecated,
               renamed: "choosePrompt(_:from:style:initial:disabled:loops:look:isRightToLeft:presentation:label:caption:)")
    public static func choosing<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String,
        caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        try choosePrompt(question, from: items, style: style, initial: selected, disabled: disabled, loops: loops,
                         look: look, isRightToLeft: isRightToLeft, presentation: presentation, label: label,
                         caption: caption)
    }

    /// Renamed ``choosePrompt(_:from:filter:query:presentation:label:)``, `mode:` now `filter:` as
    /// `choose` labels it.
    @available(*, deprecated, renamed: "choosePrompt(_:from:filter:query:presentation:label:)")
    public static func filtering<Item>(
        _ question: String? = nil, from items: [Item], mode: FilterMode, query: String = "",
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<FilteringWheelPicker, Item> {
        try choosePrompt(question, from: items, filter: mode, query: query, presentation: presentation, label: label)
    }

    /// Renamed ``choosePrompt(_:from:style:filter:query:look:isRightToLeft:presentation:label:caption:)``,
    /// `mode:` now `filter:` as `choose` labels it.
    @available(*, deprecated,
               renamed: "choosePrompt(_:from:style:filter:query:look:isRightToLeft:presentation:label:caption:)")
    public static func filteringList<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, mode: FilterMode, query: String = "",
        look: StyleLook = StyleLook(), isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(),
        label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        try choosePrompt(question, from: items, style: style, filter: mode, query: query, look: look,
                         isRightToLeft: isRightToLeft, presentation: presentation, label: label, caption: caption)
    }

    /// Renamed ``chooseManyPrompt(_:from:initial:disabled:limit:minimumCount:loops:isRightToLeft:presentation:label:)``.
    @available(*, deprecated,
               renamed: "chooseManyPrompt(_:from:initial:disabled:limit:minimumCount:loops:isRightToLeft:presentation:label:)")
    public static func choosingMany<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<MultiSelectPicker<WheelTerminalPicker<LineListSource>>, [Item]> {
        try chooseManyPrompt(question, from: items, initial: selected, disabled: disabled, limit: limit,
                             minimumCount: minimumCount, loops: loops, isRightToLeft: isRightToLeft,
                             presentation: presentation, label: label)
    }

    /// Renamed ``wheelsPrompt(_:components:initial:loops:isRightToLeft:presentation:label:)``.
    @available(*, deprecated, renamed: "wheelsPrompt(_:components:initial:loops:isRightToLeft:presentation:label:)")
    public static func wheeling<Item: Equatable>(
        _ question: String? = nil, components: [[Item]], selected: [Item] = [], loops: Bool = false,
        isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<ColumnsSource>, [Item]> {
        try wheelsPrompt(question, components: components, initial: selected, loops: loops,
                         isRightToLeft: isRightToLeft, presentation: presentation, label: label)
    }

    /// Renamed ``datePrompt(_:_:presentation:environment:)``.
    @available(*, deprecated, renamed: "datePrompt(_:_:presentation:environment:)")
    public static func datePicking(
        _ question: String?, _ settings: DatePromptSettings, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, DatePickerState> {
        try datePrompt(question, settings, presentation: presentation, environment: environment)
    }

    /// Renamed ``datePrompt(_:state:showsHelp:accessibilityLabel:warnings:)``.
    @available(*, deprecated, renamed: "datePrompt(_:state:showsHelp:accessibilityLabel:warnings:)")
    public static func datePicking(
        _ question: String?, state: DatePickerState, showsHelp: Bool, accessibilityLabel: String? = nil,
        warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DateTerminalPicker, DatePickerState> {
        try datePrompt(question, state: state, showsHelp: showsHelp, accessibilityLabel: accessibilityLabel,
                       warnings: warnings)
    }

    /// Renamed ``graphicalDatePrompt(_:state:showsHelp:accessibilityLabel:warnings:)``.
    @available(*, deprecated, renamed: "graphicalDatePrompt(_:state:showsHelp:accessibilityLabel:warnings:)")
    public static func graphicalPicking(
        _ question: String?, state: DatePickerState, showsHelp: Bool, accessibilityLabel: String? = nil,
        warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<GraphicalDatePicker, DatePickerState> {
        try graphicalDatePrompt(question, state: state, showsHelp: showsHelp, accessibilityLabel: accessibilityLabel,
                                warnings: warnings)
    }

    /// Renamed ``datesPrompt(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:presentation:environment:)``.
    @available(*, deprecated,
               renamed: "datesPrompt(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:presentation:environment:)")
    public static func datesPicking(
        _ question: String? = nil, selection: Set<DateComponents> = [], in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateSetTerminalPicker, Set<DateComponents>> {
        try datesPrompt(question, initial: selection, in: bounds, limit: limit, minimumCount: minimumCount,
                        compact: compact, locale: locale, calendar: calendar, timeZone: timeZone,
                        presentation: presentation, environment: environment)
    }

    /// Renamed ``datesPrompt(_:state:days:from:upTo:limit:minimumCount:isDateEnabled:compact:showsHelp:warnings:)``.
    @available(*, deprecated,
               renamed: "datesPrompt(_:state:days:from:upTo:limit:minimumCount:isDateEnabled:compact:showsHelp:warnings:)")
    public static func datesPicking(
        _ question: String?, state: DatePickerState, days: [Date], from lower: Date?, upTo upper: Date?, limit: Int?,
        minimumCount: Int, compact: Bool, showsHelp: Bool, warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DateSetTerminalPicker, [DatePickerState]> {
        try datesPrompt(question, state: state, days: days, from: lower, upTo: upper, limit: limit,
                        minimumCount: minimumCount, compact: compact, showsHelp: showsHelp, warnings: warnings)
    }

    /// Renamed ``rangePrompt(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:presentation:environment:)``.
    @available(*, deprecated,
               renamed: "rangePrompt(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:presentation:environment:)")
    public static func rangePicking(
        _ question: String? = nil, selection: ClosedRange<Date>? = nil, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRange> {
        try rangePrompt(question, initial: selection, in: bounds, compact: compact, withTime: withTime, locale: locale,
                        calendar: calendar, timeZone: timeZone, presentation: presentation, environment: environment)
    }

    /// Renamed ``rangePrompt(_:state:initial:times:isDateEnabled:compact:showsHelp:warnings:)``.
    @available(*, deprecated, renamed: "rangePrompt(_:state:initial:times:isDateEnabled:compact:showsHelp:warnings:)")
    public static func rangePicking(
        _ question: String?, state: DatePickerState, selection: ClosedRange<Date>?, times: DayRangeTimes? = nil,
        compact: Bool, showsHelp: Bool, warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRangeTerminalPicker> {
        try rangePrompt(question, state: state, initial: selection, times: times, compact: compact,
                        showsHelp: showsHelp, warnings: warnings)
    }

    /// Renamed ``textPrompt(_:placeholder:initial:characterLimit:suggestions:secure:mask:validate:header:isRightToLeft:presentation:)``.
    @available(*, deprecated,
               renamed: "textPrompt(_:placeholder:initial:characterLimit:suggestions:secure:mask:validate:header:isRightToLeft:presentation:)")
    public static func textEditing(
        _ question: String? = nil, placeholder: String? = nil, initial: String = "", characterLimit: Int? = nil,
        suggestions: [String] = [], secure: Bool = false, mask: Character? = nil,
        validate: ((String) -> String?)? = nil, isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation()
    ) throws(PromptError) -> PickerPrompt<TextTerminalPicker, String> {
        try textPrompt(question, placeholder: placeholder, initial: initial, characterLimit: characterLimit,
                       suggestions: suggestions, secure: secure, mask: mask, validate: validate,
                       isRightToLeft: isRightToLeft, presentation: presentation)
    }

    /// Renamed ``confirmPrompt(_:initial:affirmative:negative:validate:locale:header:isRightToLeft:presentation:)``.
    @available(*, deprecated,
               renamed: "confirmPrompt(_:initial:affirmative:negative:validate:locale:header:isRightToLeft:presentation:)")
    public static func confirming(
        _ question: String?, default defaultAnswer: Bool = true, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil, locale: Locale = Locale(identifier: "en"), header: String? = nil,
        isRightToLeft: Bool? = nil, presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<ConfirmTerminalPicker, Bool> {
        confirmPrompt(question, initial: defaultAnswer, affirmative: affirmative, negative: negative, validate: validate,
                      locale: locale, header: header, isRightToLeft: isRightToLeft, presentation: presentation)
    }

    /// Renamed ``numberPrompt(_:initial:in:step:fractionDigits:validate:locale:header:isRightToLeft:presentation:)``.
    @available(*, deprecated,
               renamed: "numberPrompt(_:initial:in:step:fractionDigits:validate:locale:header:isRightToLeft:presentation:)")
    public static func numbering<Value: PromptNumber>(
        _ question: String?, value: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil, locale: Locale = Locale(identifier: "en"),
        header: String? = nil, isRightToLeft: Bool? = nil, presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<NumberTerminalPicker, Value> {
        numberPrompt(question, initial: value, in: bounds, step: step, fractionDigits: fractionDigits, validate: validate,
                     locale: locale, header: header, isRightToLeft: isRightToLeft, presentation: presentation)
    }

    /// Renamed ``numberPrompt(_:stepper:validate:locale:header:isRightToLeft:presentation:)``.
    @available(*, deprecated, renamed: "numberPrompt(_:stepper:validate:locale:header:isRightToLeft:presentation:)")
    public static func numbering(
        _ question: String?, stepper: NumberStepper, validate: (@Sendable (Decimal) -> String?)? = nil,
        locale: Locale = Locale(identifier: "en"), header: String? = nil, isRightToLeft: Bool? = nil,
        presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<NumberTerminalPicker, Decimal> {
        numberPrompt(question, stepper: stepper, validate: validate, locale: locale, header: header,
                     isRightToLeft: isRightToLeft, presentation: presentation)
    }

    /// Renamed ``formPrompt(_:validate:presentation:environment:fields:)``.
    @available(*, deprecated, renamed: "formPrompt(_:validate:presentation:environment:fields:)")
    public static func forming<each Value>(
        _ title: String? = nil, validate: (((repeat each Value)) -> FormIssue?)? = nil,
        presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment, @FormBuilder fields: () -> (repeat Field<each Value>)
    ) throws(PromptError) -> PickerPrompt<FormPicker, (repeat each Value)> {
        try formPrompt(title, validate: validate, presentation: presentation, environment: environment, fields: fields)
    }
}

extension Field {
    /// Renamed ``init(_:from:initial:disabled:loops:validate:label:)``: an item's text is its
    /// `label`, as `Prompt.choose` names it.
    @available(*, deprecated, renamed: "init(_:from:initial:disabled:loops:validate:label:)")
    @_disfavoredOverload
    public init(
        _ label: String, from items: [Value], selected: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil, title: @escaping (Value) -> String
    ) where Value: Equatable {
        self.init(label, from: items, initial: selected, disabled: disabled, loops: loops, validate: validate,
                  label: title)
    }
}

// The value a prompt starts on is `initial:` in every family: `selected:` (choose, chooseMany,
// wheels), `selection:` (the date prompts), `default:` (confirm) and `value:` (number) forward.

extension Prompt {
    /// Renamed `choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)`.
    @available(*, deprecated, renamed: "choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)")
    public static func choose<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected initial: Item?, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) throws(PromptError) -> Item {
        try choose(question, from: items, initial: initial, disabled: disabled, loops: loops, validate: validate,
            presentation: presentation, environment: environment, label: label)
    }

    /// Renamed `choose(_:from:initial:disabled:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "choose(_:from:initial:disabled:loops:validate:presentation:environment:)")
    public static func choose<Item: Equatable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], selected initial: Item?, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Item {
        try choose(question, from: items, initial: initial, disabled: disabled, loops: loops, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `choose(_:from:initial:disabled:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "choose(_:from:initial:disabled:loops:validate:presentation:environment:)")
    public static func choose<Item: CaseIterable & Equatable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, selected initial: Item?, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Item {
        try choose(question, from: type, initial: initial, disabled: disabled, loops: loops, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `choose(_:from:initial:disabled:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "choose(_:from:initial:disabled:loops:validate:presentation:environment:)")
    public static func choose<Item: CaseIterable & Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, selected initial: Item?, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Item {
        try await choose(question, from: type, initial: initial, disabled: disabled, loops: loops, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)`.
    @available(*, deprecated, renamed: "choose(_:from:initial:disabled:loops:validate:presentation:environment:label:)")
    public static func choose<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], selected initial: Item?, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) async throws(PromptError) -> Item {
        try await choose(question, from: items, initial: initial, disabled: disabled, loops: loops, validate: validate,
            presentation: presentation, environment: environment, label: label)
    }

    /// Renamed `choose(_:from:initial:disabled:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "choose(_:from:initial:disabled:loops:validate:presentation:environment:)")
    public static func choose<Item: Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], selected initial: Item?, disabled: [Item] = [],
        loops: Bool = false, validate: ((Item) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Item {
        try await choose(question, from: items, initial: initial, disabled: disabled, loops: loops, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `choosePrompt(_:from:initial:disabled:loops:isRightToLeft:presentation:label:)`.
    @available(*, deprecated, renamed: "choosePrompt(_:from:initial:disabled:loops:isRightToLeft:presentation:label:)")
    public static func choosePrompt<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected initial: Item?, disabled: [Item] = [],
        loops: Bool = false, isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(),
        label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<LineListSource>, Item> {
        try choosePrompt(question, from: items, initial: initial, disabled: disabled, loops: loops,
            isRightToLeft: isRightToLeft, presentation: presentation, label: label)
    }

    /// Renamed `choose(_:from:style:initial:disabled:loops:look:validate:presentation:environment:label:caption:)`.
    @available(*, deprecated, renamed: "choose(_:from:style:initial:disabled:loops:look:validate:presentation:environment:label:caption:)")
    public static func choose<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected initial: Item?,
        disabled: [Item] = [], loops: Bool = false, look: StyleLook = StyleLook(),
        validate: ((Item) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> Item {
        try choose(question, from: items, style: style, initial: initial, disabled: disabled, loops: loops, look: look,
            validate: validate, presentation: presentation, environment: environment, label: label, caption: caption)
    }

    /// Renamed `choose(_:from:style:initial:disabled:loops:look:validate:presentation:environment:label:caption:)`.
    @available(*, deprecated, renamed: "choose(_:from:style:initial:disabled:loops:look:validate:presentation:environment:label:caption:)")
    public static func choose<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected initial: Item?,
        disabled: [Item] = [], loops: Bool = false, look: StyleLook = StyleLook(),
        validate: ((Item) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String, caption: ((Item) -> String?)? = nil
    ) async throws(PromptError) -> Item {
        try await choose(question, from: items, style: style, initial: initial, disabled: disabled, loops: loops, look: look,
            validate: validate, presentation: presentation, environment: environment, label: label, caption: caption)
    }

    /// Renamed `choosePrompt(_:from:style:initial:disabled:loops:look:isRightToLeft:presentation:label:caption:)`.
    @available(*, deprecated, renamed: "choosePrompt(_:from:style:initial:disabled:loops:look:isRightToLeft:presentation:label:caption:)")
    public static func choosePrompt<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected initial: Item?,
        disabled: [Item] = [], loops: Bool = false, look: StyleLook = StyleLook(), isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String,
        caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        try choosePrompt(question, from: items, style: style, initial: initial, disabled: disabled, loops: loops,
            look: look, isRightToLeft: isRightToLeft, presentation: presentation, label: label, caption: caption)
    }

    /// Renamed `chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:label:)`.
    @available(*, deprecated, renamed: "chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:label:)")
    public static func chooseMany<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected initial: [Item], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) throws(PromptError) -> [Item] {
        try chooseMany(question, from: items, initial: initial, disabled: disabled, limit: limit,
            minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
            environment: environment, label: label)
    }

    /// Renamed `chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)")
    public static func chooseMany<Item: Equatable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], selected initial: [Item], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> [Item] {
        try chooseMany(question, from: items, initial: initial, disabled: disabled, limit: limit,
            minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)")
    public static func chooseMany<Item: CaseIterable & Equatable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, selected initial: [Item], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> [Item] {
        try chooseMany(question, from: type, initial: initial, disabled: disabled, limit: limit,
            minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:label:)`.
    @available(*, deprecated, renamed: "chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:label:)")
    public static func chooseMany<Item: Equatable & Sendable>(
        _ question: String? = nil, from items: [Item], selected initial: [Item], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current,
        label: (Item) -> String
    ) async throws(PromptError) -> [Item] {
        try await chooseMany(question, from: items, initial: initial, disabled: disabled, limit: limit,
            minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
            environment: environment, label: label)
    }

    /// Renamed `chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)")
    public static func chooseMany<Item: Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from items: [Item], selected initial: [Item], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> [Item] {
        try await chooseMany(question, from: items, initial: initial, disabled: disabled, limit: limit,
            minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "chooseMany(_:from:initial:disabled:limit:minimumCount:loops:validate:presentation:environment:)")
    public static func chooseMany<Item: CaseIterable & Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, from type: Item.Type, selected initial: [Item], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, validate: (([Item]) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> [Item] {
        try await chooseMany(question, from: type, initial: initial, disabled: disabled, limit: limit,
            minimumCount: minimumCount, loops: loops, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `chooseManyPrompt(_:from:initial:disabled:limit:minimumCount:loops:isRightToLeft:presentation:label:)`.
    @available(*, deprecated, renamed: "chooseManyPrompt(_:from:initial:disabled:limit:minimumCount:loops:isRightToLeft:presentation:label:)")
    public static func chooseManyPrompt<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected initial: [Item], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<MultiSelectPicker<WheelTerminalPicker<LineListSource>>, [Item]> {
        try chooseManyPrompt(question, from: items, initial: initial, disabled: disabled, limit: limit,
            minimumCount: minimumCount, loops: loops, isRightToLeft: isRightToLeft, presentation: presentation,
            label: label)
    }

    /// Renamed `wheels(_:components:initial:loops:validate:presentation:environment:label:)`.
    @available(*, deprecated, renamed: "wheels(_:components:initial:loops:validate:presentation:environment:label:)")
    public static func wheels<Item: Equatable>(
        _ question: String? = nil, components: [[Item]], selected initial: [Item], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String
    ) throws(PromptError) -> [Item] {
        try wheels(question, components: components, initial: initial, loops: loops, validate: validate,
            presentation: presentation, environment: environment, label: label)
    }

    /// Renamed `wheels(_:components:initial:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "wheels(_:components:initial:loops:validate:presentation:environment:)")
    public static func wheels<Item: Equatable & CustomStringConvertible>(
        _ question: String? = nil, components: [[Item]], selected initial: [Item], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> [Item] {
        try wheels(question, components: components, initial: initial, loops: loops, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `wheels(_:components:initial:loops:validate:presentation:environment:label:)`.
    @available(*, deprecated, renamed: "wheels(_:components:initial:loops:validate:presentation:environment:label:)")
    public static func wheels<Item: Equatable & Sendable>(
        _ question: String? = nil, components: [[Item]], selected initial: [Item], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current, label: (Item) -> String
    ) async throws(PromptError) -> [Item] {
        try await wheels(question, components: components, initial: initial, loops: loops, validate: validate,
            presentation: presentation, environment: environment, label: label)
    }

    /// Renamed `wheels(_:components:initial:loops:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "wheels(_:components:initial:loops:validate:presentation:environment:)")
    public static func wheels<Item: Equatable & Sendable & CustomStringConvertible>(
        _ question: String? = nil, components: [[Item]], selected initial: [Item], loops: Bool = false,
        validate: (([Item]) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> [Item] {
        try await wheels(question, components: components, initial: initial, loops: loops, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `wheelsPrompt(_:components:initial:loops:isRightToLeft:presentation:label:)`.
    @available(*, deprecated, renamed: "wheelsPrompt(_:components:initial:loops:isRightToLeft:presentation:label:)")
    public static func wheelsPrompt<Item: Equatable>(
        _ question: String? = nil, components: [[Item]], selected initial: [Item], loops: Bool = false,
        isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<ColumnsSource>, [Item]> {
        try wheelsPrompt(question, components: components, initial: initial, loops: loops, isRightToLeft: isRightToLeft,
            presentation: presentation, label: label)
    }

    /// Renamed `date(_:initial:in:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "date(_:initial:in:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)")
    public static func date(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        isDateEnabled: (@Sendable (Date) -> Bool)? = nil, unavailableMessage: String = "That day is not available",
        validate: ((Date) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        try date(question, initial: initial, in: bounds, style: style, locale: locale, calendar: calendar,
            timeZone: timeZone, isDateEnabled: isDateEnabled, unavailableMessage: unavailableMessage,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `time(_:initial:in:minuteInterval:style:locale:calendar:timeZone:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "time(_:initial:in:minuteInterval:style:locale:calendar:timeZone:validate:presentation:environment:)")
    public static func time(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        try time(question, initial: initial, in: bounds, minuteInterval: minuteInterval, style: style, locale: locale,
            calendar: calendar, timeZone: timeZone, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `dateAndTime(_:initial:in:minuteInterval:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "dateAndTime(_:initial:in:minuteInterval:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)")
    public static func dateAndTime(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        try dateAndTime(question, initial: initial, in: bounds, minuteInterval: minuteInterval, style: style,
            locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
            unavailableMessage: unavailableMessage, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `yearAndMonth(_:initial:in:locale:calendar:timeZone:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "yearAndMonth(_:initial:in:locale:calendar:timeZone:validate:presentation:environment:)")
    public static func yearAndMonth(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        validate: ((Date) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        try yearAndMonth(question, initial: initial, in: bounds, locale: locale, calendar: calendar, timeZone: timeZone,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `countdown(_:initial:minuteInterval:locale:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "countdown(_:initial:minuteInterval:locale:validate:presentation:environment:)")
    public static func countdown(
        _ question: String? = nil, selection initial: Duration?, minuteInterval: Int = 1, locale: Locale? = nil,
        validate: ((Duration) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Duration {
        try countdown(question, initial: initial, minuteInterval: minuteInterval, locale: locale, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `date(_:initial:in:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "date(_:initial:in:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)")
    public static func date(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        isDateEnabled: (@Sendable (Date) -> Bool)? = nil, unavailableMessage: String = "That day is not available",
        validate: ((Date) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        try await date(question, initial: initial, in: bounds, style: style, locale: locale, calendar: calendar,
            timeZone: timeZone, isDateEnabled: isDateEnabled, unavailableMessage: unavailableMessage,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `time(_:initial:in:minuteInterval:style:locale:calendar:timeZone:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "time(_:initial:in:minuteInterval:style:locale:calendar:timeZone:validate:presentation:environment:)")
    public static func time(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        try await time(question, initial: initial, in: bounds, minuteInterval: minuteInterval, style: style, locale: locale,
            calendar: calendar, timeZone: timeZone, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `dateAndTime(_:initial:in:minuteInterval:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "dateAndTime(_:initial:in:minuteInterval:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)")
    public static func dateAndTime(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        try await dateAndTime(question, initial: initial, in: bounds, minuteInterval: minuteInterval, style: style,
            locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
            unavailableMessage: unavailableMessage, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `yearAndMonth(_:initial:in:locale:calendar:timeZone:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "yearAndMonth(_:initial:in:locale:calendar:timeZone:validate:presentation:environment:)")
    public static func yearAndMonth(
        _ question: String? = nil, selection initial: Date?, in bounds: ClosedRange<Date>? = nil,
        locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        validate: ((Date) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        try await yearAndMonth(question, initial: initial, in: bounds, locale: locale, calendar: calendar, timeZone: timeZone,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `countdown(_:initial:minuteInterval:locale:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "countdown(_:initial:minuteInterval:locale:validate:presentation:environment:)")
    public static func countdown(
        _ question: String? = nil, selection initial: Duration?, minuteInterval: Int = 1, locale: Locale? = nil,
        validate: ((Duration) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Duration {
        try await countdown(question, initial: initial, minuteInterval: minuteInterval, locale: locale, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `graphicalDate(_:mode:initial:in:minuteInterval:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "graphicalDate(_:mode:initial:in:minuteInterval:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)")
    public static func graphicalDate(
        _ question: String? = nil, mode: DatePickerMode = .dateAndTime, selection initial: Date?,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        try graphicalDate(question, mode: mode, initial: initial, in: bounds, minuteInterval: minuteInterval,
            locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
            unavailableMessage: unavailableMessage, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `graphicalDate(_:mode:initial:in:minuteInterval:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "graphicalDate(_:mode:initial:in:minuteInterval:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:presentation:environment:)")
    public static func graphicalDate(
        _ question: String? = nil, mode: DatePickerMode = .dateAndTime, selection initial: Date?,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        unavailableMessage: String = "That day is not available", validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        try await graphicalDate(question, mode: mode, initial: initial, in: bounds, minuteInterval: minuteInterval,
            locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
            unavailableMessage: unavailableMessage, validate: validate, presentation: presentation,
            environment: environment)
    }

    /// Renamed `dateField(_:mode:initial:in:minuteInterval:stepper:elements:locale:calendar:timeZone:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "dateField(_:mode:initial:in:minuteInterval:stepper:elements:locale:calendar:timeZone:validate:presentation:environment:)")
    public static func dateField(
        _ question: String? = nil, mode: DatePickerMode = .date, selection initial: Date?,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, stepper: Bool = false,
        elements: DatePickerElements = [], locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Date {
        try dateField(question, mode: mode, initial: initial, in: bounds, minuteInterval: minuteInterval,
            stepper: stepper, elements: elements, locale: locale, calendar: calendar, timeZone: timeZone,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `dateField(_:mode:initial:in:minuteInterval:stepper:elements:locale:calendar:timeZone:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "dateField(_:mode:initial:in:minuteInterval:stepper:elements:locale:calendar:timeZone:validate:presentation:environment:)")
    public static func dateField(
        _ question: String? = nil, mode: DatePickerMode = .date, selection initial: Date?,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, stepper: Bool = false,
        elements: DatePickerElements = [], locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, validate: ((Date) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Date {
        try await dateField(question, mode: mode, initial: initial, in: bounds, minuteInterval: minuteInterval,
            stepper: stepper, elements: elements, locale: locale, calendar: calendar, timeZone: timeZone,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `countdownField(_:initial:minuteInterval:stepper:locale:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "countdownField(_:initial:minuteInterval:stepper:locale:validate:presentation:environment:)")
    public static func countdownField(
        _ question: String? = nil, selection initial: Duration?, minuteInterval: Int = 1, stepper: Bool = false,
        locale: Locale? = nil, validate: ((Duration) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Duration {
        try countdownField(question, initial: initial, minuteInterval: minuteInterval, stepper: stepper, locale: locale,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `countdownField(_:initial:minuteInterval:stepper:locale:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "countdownField(_:initial:minuteInterval:stepper:locale:validate:presentation:environment:)")
    public static func countdownField(
        _ question: String? = nil, selection initial: Duration?, minuteInterval: Int = 1, stepper: Bool = false,
        locale: Locale? = nil, validate: ((Duration) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Duration {
        try await countdownField(question, initial: initial, minuteInterval: minuteInterval, stepper: stepper, locale: locale,
            validate: validate, presentation: presentation, environment: environment)
    }

    /// Renamed `dates(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "dates(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)")
    public static func dates(
        _ question: String? = nil, selection initial: Set<DateComponents>, in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((Set<DateComponents>) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Set<DateComponents> {
        try dates(question, initial: initial, in: bounds, limit: limit, minimumCount: minimumCount, compact: compact,
            locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `dates(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "dates(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)")
    public static func dates(
        _ question: String? = nil, selection initial: Set<DateComponents>, in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((Set<DateComponents>) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Set<DateComponents> {
        try await dates(question, initial: initial, in: bounds, limit: limit, minimumCount: minimumCount, compact: compact,
            locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `datesPrompt(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:presentation:environment:)`.
    @available(*, deprecated, renamed: "datesPrompt(_:initial:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:presentation:environment:)")
    public static func datesPrompt(
        _ question: String? = nil, selection initial: Set<DateComponents>, in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateSetTerminalPicker, Set<DateComponents>> {
        try datesPrompt(question, initial: initial, in: bounds, limit: limit, minimumCount: minimumCount,
            compact: compact, locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
            presentation: presentation, environment: environment)
    }

    /// Renamed `range(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "range(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)")
    public static func range(
        _ question: String? = nil, selection initial: ClosedRange<Date>?, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((DayRange) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> DayRange {
        try range(question, initial: initial, in: bounds, compact: compact, withTime: withTime, locale: locale,
            calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `range(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "range(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:validate:presentation:environment:)")
    public static func range(
        _ question: String? = nil, selection initial: ClosedRange<Date>?, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        validate: ((DayRange) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> DayRange {
        try await range(question, initial: initial, in: bounds, compact: compact, withTime: withTime, locale: locale,
            calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `rangePrompt(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:presentation:environment:)`.
    @available(*, deprecated, renamed: "rangePrompt(_:initial:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:presentation:environment:)")
    public static func rangePrompt(
        _ question: String? = nil, selection initial: ClosedRange<Date>?, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRange> {
        try rangePrompt(question, initial: initial, in: bounds, compact: compact, withTime: withTime, locale: locale,
            calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled, presentation: presentation,
            environment: environment)
    }

    /// Renamed `rangePrompt(_:state:initial:times:isDateEnabled:compact:showsHelp:warnings:)`.
    @available(*, deprecated, renamed: "rangePrompt(_:state:initial:times:isDateEnabled:compact:showsHelp:warnings:)")
    public static func rangePrompt(
        _ question: String?, state: DatePickerState, selection initial: ClosedRange<Date>?,
        times: DayRangeTimes? = nil, isDateEnabled: (@Sendable (Date) -> Bool)? = nil, compact: Bool, showsHelp: Bool,
        warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRangeTerminalPicker> {
        try rangePrompt(question, state: state, initial: initial, times: times, isDateEnabled: isDateEnabled,
            compact: compact, showsHelp: showsHelp, warnings: warnings)
    }

    /// Renamed `confirm(_:initial:affirmative:negative:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "confirm(_:initial:affirmative:negative:validate:presentation:environment:)")
    public static func confirm(
        _ question: String, default initial: Bool, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) throws(PromptError) -> Bool {
        try confirm(question, initial: initial, affirmative: affirmative, negative: negative, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `confirm(_:initial:affirmative:negative:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "confirm(_:initial:affirmative:negative:validate:presentation:environment:)")
    public static func confirm(
        _ question: String, default initial: Bool, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Bool {
        try await confirm(question, initial: initial, affirmative: affirmative, negative: negative, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `confirmPrompt(_:initial:affirmative:negative:validate:locale:header:isRightToLeft:presentation:)`.
    @available(*, deprecated, renamed: "confirmPrompt(_:initial:affirmative:negative:validate:locale:header:isRightToLeft:presentation:)")
    public static func confirmPrompt(
        _ question: String?, default initial: Bool, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil, locale: Locale = Locale(identifier: "en"),
        header: String? = nil, isRightToLeft: Bool? = nil, presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<ConfirmTerminalPicker, Bool> {
        confirmPrompt(question, initial: initial, affirmative: affirmative, negative: negative, validate: validate,
            locale: locale, header: header, isRightToLeft: isRightToLeft, presentation: presentation)
    }

    /// Renamed `number(_:initial:in:step:fractionDigits:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "number(_:initial:in:step:fractionDigits:validate:presentation:environment:)")
    public static func number<Value: PromptNumber>(
        _ question: String, value initial: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> Value {
        try number(question, initial: initial, in: bounds, step: step, fractionDigits: fractionDigits, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `number(_:initial:in:step:fractionDigits:validate:presentation:environment:)`.
    @available(*, deprecated, renamed: "number(_:initial:in:step:fractionDigits:validate:presentation:environment:)")
    public static func number<Value: PromptNumber>(
        _ question: String, value initial: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> Value {
        try await number(question, initial: initial, in: bounds, step: step, fractionDigits: fractionDigits, validate: validate,
            presentation: presentation, environment: environment)
    }

    /// Renamed `numberPrompt(_:initial:in:step:fractionDigits:validate:locale:header:isRightToLeft:presentation:)`.
    @available(*, deprecated, renamed: "numberPrompt(_:initial:in:step:fractionDigits:validate:locale:header:isRightToLeft:presentation:)")
    public static func numberPrompt<Value: PromptNumber>(
        _ question: String?, value initial: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil,
        locale: Locale = Locale(identifier: "en"), header: String? = nil, isRightToLeft: Bool? = nil,
        presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<NumberTerminalPicker, Value> {
        numberPrompt(question, initial: initial, in: bounds, step: step, fractionDigits: fractionDigits,
            validate: validate, locale: locale, header: header, isRightToLeft: isRightToLeft,
            presentation: presentation)
    }
}

extension Field {
    /// Renamed `init(_:from:initial:disabled:loops:validate:label:)`.
    @available(*, deprecated, renamed: "init(_:from:initial:disabled:loops:validate:label:)")
    public init(
        _ label: String, from items: [Value], selected initial: Value?, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil, label itemLabel: @escaping (Value) -> String
    ) where Value: Equatable {
        self.init(label, from: items, initial: initial, disabled: disabled, loops: loops, validate: validate,
            label: itemLabel)
    }

    /// Renamed `init(_:from:initial:disabled:loops:validate:)`.
    @available(*, deprecated, renamed: "init(_:from:initial:disabled:loops:validate:)")
    public init(
        _ label: String, from items: [Value], selected initial: Value?, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil
    ) where Value: Equatable & CustomStringConvertible {
        self.init(label, from: items, initial: initial, disabled: disabled, loops: loops, validate: validate)
    }

    /// Renamed `init(_:from:initial:disabled:loops:validate:)`.
    @available(*, deprecated, renamed: "init(_:from:initial:disabled:loops:validate:)")
    public init(
        _ label: String, from type: Value.Type, selected initial: Value?, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil
    ) where Value: CaseIterable & Equatable & CustomStringConvertible {
        self.init(label, from: type, initial: initial, disabled: disabled, loops: loops, validate: validate)
    }
}

extension Field where Value == Date {
    /// Renamed `init(_:_:initial:in:minuteInterval:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:)`.
    @available(*, deprecated, renamed: "init(_:_:initial:in:minuteInterval:style:locale:calendar:timeZone:isDateEnabled:unavailableMessage:validate:)")
    public init(
        _ label: String, _ mode: DatePickerMode = .date, selection initial: Date?,
        in bounds: ClosedRange<Date>? = nil, minuteInterval: Int = 1, style: DateStyle = .automatic,
        locale: Locale? = nil, calendar: Calendar? = nil, timeZone: TimeZone? = nil,
        isDateEnabled: (@Sendable (Date) -> Bool)? = nil, unavailableMessage: String = "That day is not available",
        validate: ((Date) -> String?)? = nil
    ) {
        self.init(label, mode, initial: initial, in: bounds, minuteInterval: minuteInterval, style: style,
            locale: locale, calendar: calendar, timeZone: timeZone, isDateEnabled: isDateEnabled,
            unavailableMessage: unavailableMessage, validate: validate)
    }
}

extension DatePromptSettings {
    /// Renamed ``init(mode:initial:duration:bounds:minuteInterval:style:locale:calendar:timeZone:)``.
    @available(*, deprecated, renamed: "init(mode:initial:duration:bounds:minuteInterval:style:locale:calendar:timeZone:)")
    public init(
        mode: DatePickerMode, selection initial: Date?, duration: TimeInterval = 0, bounds: ClosedRange<Date>? = nil,
        minuteInterval: Int = 1, style: DateStyle = .automatic, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil
    ) {
        self.init(mode: mode, initial: initial, duration: duration, bounds: bounds, minuteInterval: minuteInterval,
                  style: style, locale: locale, calendar: calendar, timeZone: timeZone)
    }

    /// Renamed ``initial``.
    @available(*, deprecated, renamed: "initial")
    public var selection: Date? {
        get { initial }
        set { initial = newValue }
    }
}
