import Foundation
import PickerCore
import Testing

/// The number field's model and its locale's writing (Behaviour 6.8).
@Suite("Number stepper")
struct NumberStepperTests {
    /// What a mutating call answered, so #expect can check it.
    static func did(_ call: () -> Bool) -> Bool { call() }

    @Test("Steps clamp to the bounds; a value given outside them starts on the nearest")
    func steps() {
        var stepper = NumberStepper(value: 7, bounds: 1...8, step: 1)
        stepper.step(by: 1)
        #expect(stepper.value == 8)
        stepper.step(by: 1)
        #expect(stepper.value == 8)
        stepper.step(by: -10)
        #expect(stepper.value == 1)
        #expect(NumberStepper(value: 20, bounds: 1...8).value == 8)
        stepper.goToBound(maximum: true)
        #expect(stepper.value == 8)
        stepper.goToBound(maximum: false)
        #expect(stepper.value == 1)
    }

    @Test("Typing starts afresh and becomes the value on commit; out of bounds it is refused and kept")
    func typing() {
        var stepper = NumberStepper(value: 3, bounds: 1...20)
        stepper.type("1")
        stepper.type("2")
        #expect(stepper.typed == "12")
        #expect(stepper.value == 3)
        #expect(Self.did { stepper.commit() })
        #expect(stepper.value == 12)
        stepper.type("9")
        stepper.type("9")
        #expect(stepper.problem == .aboveMaximum)
        #expect(!Self.did { stepper.commit() })
        #expect(stepper.value == 12)
        stepper.deleteBackward()
        #expect(stepper.typed == "9")
        #expect(Self.did { stepper.commit() })
        #expect(stepper.value == 9)
        stepper.type("0")
        #expect(stepper.problem == .belowMinimum)
    }

    @Test("- only where the bounds allow negatives, first; . only with fraction digits, once, within them")
    func signAndSeparator() {
        var positive = NumberStepper(value: 3, bounds: 0...10)
        #expect(!Self.did { positive.type("-") })
        var negative = NumberStepper(value: 0, bounds: -10...10, fractionDigits: 1)
        #expect(Self.did { negative.type("-") })
        #expect(negative.problem == .notANumber)
        negative.type("2")
        negative.type(".")
        negative.type("5")
        #expect(!Self.did { negative.type("5") }, "one fraction digit only")
        #expect(!Self.did { negative.type(".") })
        #expect(Self.did { negative.commit() })
        #expect(negative.value == Decimal(string: "-2.5"))
        var whole = NumberStepper(value: 1)
        #expect(!Self.did { whole.type(".") })
        #expect(whole.allowsNegative)
    }

    @Test("Backspace with nothing typed edits the value's own digits")
    func backspaceEditsValue() {
        var stepper = NumberStepper(value: 125, bounds: 0...500)
        stepper.deleteBackward()
        #expect(stepper.typed == "12")
    }

    @Test("The plain form scripts read: ASCII, a . and exactly the fraction digits, no grouping")
    func plain() {
        #expect(NumberStepper(value: 1234, fractionDigits: 0).plainText == "1234")
        #expect(NumberStepper(value: Decimal(string: "-2.5")!, fractionDigits: 2).plainText == "-2.50")
        #expect(NumberStepper(value: Decimal(string: "0.125")!, fractionDigits: 2).plainText == "0.13")
        #expect(NumberStepper(value: 0, fractionDigits: 1).plainText == "0.0")
    }

    @Test("A step of zero or below steps by one unit of the last digit; swapped bounds are put in order")
    func oddSettings() {
        let stepper = NumberStepper(value: 1, minimum: 5, maximum: 2, step: 0, fractionDigits: 1)
        #expect(stepper.minimum == 2 && stepper.maximum == 5)
        #expect(stepper.step == Decimal(string: "0.1"))
        #expect(stepper.value == 2)
    }

    @Test("The locale's digits and separator: shown as ICU formats, typed in either script",
          arguments: [("en_US", "1,234.5", "-4.2"), ("de_DE", "1.234,5", "-4,2"), ("ar_EG", "١٬٢٣٤٫٥", "-٤٫٢"),
                      ("hi_IN@numbers=deva", "१,२३४.५", "-४.२")])
    func localeWriting(identifier: String, shown: String, typed: String) {
        let text = NumberText(locale: Locale(identifier: identifier), fractionDigits: 1)
        #expect(text.display(Decimal(string: "1234.5")!) == shown)
        #expect(text.display(typed: "-4.2") == typed)
        for (native, ascii) in zip(typed, "-4.2") { #expect(text.ascii(native) == ascii, "\(native)") }
        #expect(text.ascii("7") == "7")
        #expect(text.ascii("x") == nil)
    }

    @Test("A step past Decimal's range leaves the value, never NaN")
    func overflow() {
        let huge = Decimal.greatestFiniteMagnitude
        var stepper = NumberStepper(value: huge, step: huge)
        stepper.step(by: 10)
        #expect(!stepper.value.isNaN)
        #expect(stepper.value == huge)
    }
}
