import Testing

@Test func placeholderPickEndToEndTests() { #expect(Bool(true)) }
