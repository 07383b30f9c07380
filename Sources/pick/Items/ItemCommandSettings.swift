import PickerKit
import PickerFormats

// The item commands' flags as the settings of PickerKit's builders over lines: values turned
// into values, nothing assembled here. The rules about which settings go together are the
// builders' (`LineRule`), so `pick` and the Swift prompts break them with the same sentence.

extension LinePickerSettings {
    /// The frame every item command's picker shares: header, help line, `--loop`, direction,
    /// and `--no-input`, in `context`'s direction.
    init(_ presentation: PresentationOptions, context: CommandContext) {
        self.init()
        header = presentation.session.header
        showsHelp = !presentation.session.noHelp
        loops = presentation.loop
        usesInitialValue = presentation.session.noInput
        isRightToLeft = context.isRightToLeft
        // --timeout counts from the command's start, reading the lines included (Behaviour 6.6).
        deadline = presentation.session.timeout.map { context.started + $0 }
    }
}

extension ChooseCommand {
    /// What `pick choose`'s flags ask the line builder for.
    func lineSettings(context: CommandContext) throws(PickFailure) -> LinePickerSettings {
        var settings = LinePickerSettings(presentation, context: context)
        settings.selected = selectedValues
        settings.disabled = disabled
        settings.watchStyle = try style.watchStyle()
        settings.look = try style.look(for: settings.watchStyle)
        settings.filter = filter.settings
        settings.choices = multiSelect.limits()
        settings.lineFields = try fields.lineFields()
        settings.headerLines = fields.headerLines
        settings.lineSeparator = fields.readsNul ? 0 : UInt8(ascii: "\n")
        settings.stripsEscapes = fields.readsAnsi
        settings.ending = try scriptOutput.ending()
        settings.boundKeys = try keyBinds.boundKeys()
        settings.preview = try preview.settings(fields: settings.lineFields)
        return settings
    }
}

extension ChooseStyleOptions {
    /// The watch style `--style` names, nil for the wheel; a usage error for a name it does not know.
    func watchStyle() throws(PickFailure) -> WatchStyle? {
        let name = try StyleName.read(style, accepted: Style.allCases.map(\.rawValue), command: ChooseCommand.name)
        return WatchStyle(rawValue: name)
    }

    /// The look the watch flags ask for; nil when none is given. With the wheel it is not read
    /// (the builder refuses any), so a wrong value there is reported as the wrong combination.
    func look(for style: WatchStyle?) throws(PickFailure) -> ItemLook? {
        let given = fields != nil || caption != nil || outline || indicator != nil || printed != ItemOutput.title.rawValue
            || captionPosition != ItemListView.CaptionPlacement.under.rawValue
        guard given else { return nil }
        guard style != nil else { return ItemLook() }
        var itemFields = ItemFields.wholeLine
        if let fields {
            do { itemFields = try ItemFields(parsing: fields) } catch { throw .usage("--fields: \(error.description)") }
        }
        guard let output = ItemOutput(rawValue: printed) else {
            throw .usage("--print must be title, caption, image, line or index, not '\(printed)'")
        }
        guard let placement = ItemListView.CaptionPlacement(rawValue: captionPosition) else {
            throw .usage("--caption-position must be under or beside, not '\(captionPosition)'")
        }
        let look = Prompt.StyleLook(caption: caption, outline: outline, indicator: indicator, captionPlacement: placement)
        return ItemLook(fields: itemFields, printed: output, style: look)
    }
}

extension FilterOptions {
    /// The filtering asked for; nil without `--filter`, `--query`, `--select-1` or `--exit-0`.
    var settings: LineFilterSettings? {
        mode.map { LineFilterSettings(mode: $0, query: query, selectsOnlyMatch: selectOne, exitsWithoutMatch: exitZero) }
    }
}

extension MultiSelectOptions {
    /// The limits of choosing several; nil to choose one. `defaultLimit` caps the choice when
    /// no `--limit` is given (`pick dates` has none).
    func limits(defaultLimit: Int? = 1) -> ChoiceLimits? {
        isMultiple ? ChoiceLimits(limit: cap(defaultLimit: defaultLimit), minimumCount: minCount) : nil
    }
}
