import Testing

@Test func placeholderPickerTerminalTests() { #expect(Bool(true)) }
