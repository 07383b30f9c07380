extension DateTerminalPicker {
    /// The focused part, as ``announcement()`` says it: a wheel ("Hour, 2 PM, adjustable. ..."),
    /// the selected calendar day, or the compact button.
    public var accessibleAnnouncement: String { announcement() }
}
