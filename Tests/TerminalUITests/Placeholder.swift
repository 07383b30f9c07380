import Testing

@Test func placeholderTerminalUITests() { #expect(Bool(true)) }
