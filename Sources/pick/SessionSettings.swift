/// What ``PickerLauncher`` needs from a command's flags to run a session: where the picker goes,
/// when it gives up, and whether it runs at all.
///
/// ``PresentationOptions`` (`choose`, `wheels`) and ``DatePresentationOptions`` (the date
/// commands) both provide it, each with the flags that make sense for its pickers.
protocol SessionSettings {
    /// `--height N`: rows of the inline area.
    var height: Int? { get }
    /// `--timeout SECONDS`.
    var timeout: Double? { get }
    /// `--fullscreen`: the alternate screen.
    var fullscreen: Bool { get }
    /// `--keep`: leave the choice on screen.
    var keep: Bool { get }
    /// `--no-input`: print the initial value without a terminal.
    var noInput: Bool { get }
    /// `--accessible`: screen-reader mode (``AccessibleMode``).
    var accessible: Bool { get }
}

extension PresentationOptions: SessionSettings {}
