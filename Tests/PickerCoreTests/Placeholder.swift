import Testing

@Test func placeholderPickerCoreTests() { #expect(Bool(true)) }
