import Foundation
import PickerCore
import PickerTerminal

// Builder names an app may already call. Every builder is named after the prompt it builds,
// with `Prompt` added (`choose` → `choosePrompt`, `dates` → `datesPrompt`), and takes the
// prompt's own argument labels (`filter:`, `label:`); these forward to those names so code
// written against the earlier ones keeps compiling, with a fix-it to the new name.

extension Prompt {
    /// Renamed ``choosePrompt(_:from:selected:disabled:loops:isRightToLeft:presentation:label:)``.
    @available(*, deprecated, renamed: "choosePrompt(_:from:selected:disabled:loops:isRightToLeft:presentation:label:)")
    public static func choosing<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(),
        label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<LineListSource>, Item> {
        try choosePrompt(question, from: items, selected: selected, disabled: disabled, loops: loops,
                         isRightToLeft: isRightToLeft, presentation: presentation, label: label)
    }

    /// Renamed ``choosePrompt(_:from:style:selected:disabled:loops:look:isRightToLeft:presentation:label:caption:)``.
    @available(*, deprecated,
               renamed: "choosePrompt(_:from:style:selected:disabled:loops:look:isRightToLeft:presentation:label:caption:)")
    public static func choosing<Item: Equatable>(
        _ question: String? = nil, from items: [Item], style: WatchStyle, selected: Item? = nil, disabled: [Item] = [],
        loops: Bool = false, look: StyleLook = StyleLook(), isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String,
        caption: ((Item) -> String?)? = nil
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, Item> {
        try choosePrompt(question, from: items, style: style, selected: selected, disabled: disabled, loops: loops,
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

    /// Renamed ``chooseManyPrompt(_:from:selected:disabled:limit:minimumCount:loops:isRightToLeft:presentation:label:)``.
    @available(*, deprecated,
               renamed: "chooseManyPrompt(_:from:selected:disabled:limit:minimumCount:loops:isRightToLeft:presentation:label:)")
    public static func choosingMany<Item: Equatable>(
        _ question: String? = nil, from items: [Item], selected: [Item] = [], disabled: [Item] = [],
        limit: Int? = nil, minimumCount: Int? = nil, loops: Bool = false, isRightToLeft: Bool = false,
        presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<MultiSelectPicker<WheelTerminalPicker<LineListSource>>, [Item]> {
        try chooseManyPrompt(question, from: items, selected: selected, disabled: disabled, limit: limit,
                             minimumCount: minimumCount, loops: loops, isRightToLeft: isRightToLeft,
                             presentation: presentation, label: label)
    }

    /// Renamed ``wheelsPrompt(_:components:selected:loops:isRightToLeft:presentation:label:)``.
    @available(*, deprecated, renamed: "wheelsPrompt(_:components:selected:loops:isRightToLeft:presentation:label:)")
    public static func wheeling<Item: Equatable>(
        _ question: String? = nil, components: [[Item]], selected: [Item] = [], loops: Bool = false,
        isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation(), label: (Item) -> String
    ) throws(PromptError) -> PickerPrompt<WheelTerminalPicker<ColumnsSource>, [Item]> {
        try wheelsPrompt(question, components: components, selected: selected, loops: loops,
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

    /// Renamed ``datesPrompt(_:selection:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:presentation:environment:)``.
    @available(*, deprecated,
               renamed: "datesPrompt(_:selection:in:limit:minimumCount:compact:locale:calendar:timeZone:isDateEnabled:presentation:environment:)")
    public static func datesPicking(
        _ question: String? = nil, selection: Set<DateComponents> = [], in bounds: Range<Date>? = nil,
        limit: Int? = nil, minimumCount: Int = 0, compact: Bool = false, locale: Locale? = nil,
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, presentation: PromptPresentation = PromptPresentation(),
        environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DateSetTerminalPicker, Set<DateComponents>> {
        try datesPrompt(question, selection: selection, in: bounds, limit: limit, minimumCount: minimumCount,
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

    /// Renamed ``rangePrompt(_:selection:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:presentation:environment:)``.
    @available(*, deprecated,
               renamed: "rangePrompt(_:selection:in:compact:withTime:locale:calendar:timeZone:isDateEnabled:presentation:environment:)")
    public static func rangePicking(
        _ question: String? = nil, selection: ClosedRange<Date>? = nil, in bounds: ClosedRange<Date>? = nil,
        compact: Bool = false, withTime: Bool = false, locale: Locale? = nil, calendar: Calendar? = nil,
        timeZone: TimeZone? = nil, presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRange> {
        try rangePrompt(question, selection: selection, in: bounds, compact: compact, withTime: withTime, locale: locale,
                        calendar: calendar, timeZone: timeZone, presentation: presentation, environment: environment)
    }

    /// Renamed ``rangePrompt(_:state:selection:times:isDateEnabled:compact:showsHelp:warnings:)``.
    @available(*, deprecated, renamed: "rangePrompt(_:state:selection:times:isDateEnabled:compact:showsHelp:warnings:)")
    public static func rangePicking(
        _ question: String?, state: DatePickerState, selection: ClosedRange<Date>?, times: DayRangeTimes? = nil,
        compact: Bool, showsHelp: Bool, warnings: [String] = []
    ) throws(PromptError) -> PickerPrompt<DayRangeTerminalPicker, DayRangeTerminalPicker> {
        try rangePrompt(question, state: state, selection: selection, times: times, compact: compact,
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

    /// Renamed ``confirmPrompt(_:default:affirmative:negative:validate:locale:header:isRightToLeft:presentation:)``.
    @available(*, deprecated,
               renamed: "confirmPrompt(_:default:affirmative:negative:validate:locale:header:isRightToLeft:presentation:)")
    public static func confirming(
        _ question: String?, default defaultAnswer: Bool = true, affirmative: String? = nil, negative: String? = nil,
        validate: (@Sendable (Bool) -> String?)? = nil, locale: Locale = Locale(identifier: "en"), header: String? = nil,
        isRightToLeft: Bool? = nil, presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<ConfirmTerminalPicker, Bool> {
        confirmPrompt(question, default: defaultAnswer, affirmative: affirmative, negative: negative, validate: validate,
                      locale: locale, header: header, isRightToLeft: isRightToLeft, presentation: presentation)
    }

    /// Renamed ``numberPrompt(_:value:in:step:fractionDigits:validate:locale:header:isRightToLeft:presentation:)``.
    @available(*, deprecated,
               renamed: "numberPrompt(_:value:in:step:fractionDigits:validate:locale:header:isRightToLeft:presentation:)")
    public static func numbering<Value: PromptNumber>(
        _ question: String?, value: Value, in bounds: ClosedRange<Value>? = nil, step: Value? = nil,
        fractionDigits: Int? = nil, validate: (@Sendable (Value) -> String?)? = nil, locale: Locale = Locale(identifier: "en"),
        header: String? = nil, isRightToLeft: Bool? = nil, presentation: PromptPresentation = PromptPresentation()
    ) -> PickerPrompt<NumberTerminalPicker, Value> {
        numberPrompt(question, value: value, in: bounds, step: step, fractionDigits: fractionDigits, validate: validate,
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
    /// Renamed ``init(_:from:selected:disabled:loops:validate:label:)``: an item's text is its
    /// `label`, as `Prompt.choose` names it.
    @available(*, deprecated, renamed: "init(_:from:selected:disabled:loops:validate:label:)")
    @_disfavoredOverload
    public init(
        _ label: String, from items: [Value], selected: Value? = nil, disabled: [Value] = [], loops: Bool = false,
        validate: ((Value) -> String?)? = nil, title: @escaping (Value) -> String
    ) where Value: Equatable {
        self.init(label, from: items, selected: selected, disabled: disabled, loops: loops, validate: validate,
                  label: title)
    }
}
