import PickerKit
import PickerKitImages
import Testing

/// `ImagePromptBuilder`: `pick image`'s lines and `Prompt.chooseImage`'s paths become cards in
/// one place, under one set of rules.
@Suite("Building an image picker over lines")
struct ImagePromptBuilderTests {
    @Test("with --fields a line gives its caption as the card's title; the value is the path's bytes")
    func fields() throws {
        let prompt = try ImagePromptBuilder.build(
            .arguments(["Sunset\tshots/b.jpg", "Dawn\tshots/a.png"]), fields: "caption,image", style: .list, LinePickerSettings())
        #expect(prompt.initialValue == Array("shots/b.jpg".utf8))
    }

    @Test("the link, no images, or fields without the image: one invalid argument each, in the caller's words")
    func rules() {
        #expect(throws: PromptError.invalidArgument("--style must be stack, sequence or list, not 'link'")) {
            try ImagePromptBuilder.build(.arguments(["a.png"]), fields: "image", style: .link, LinePickerSettings())
        }
        #expect(throws: PromptError.invalidArgument("images are shown as a stack, a sequence or a list, not a link")) {
            try Prompt.choosingImage(from: ["a.png"], style: .link)
        }
        #expect(throws: PromptError.invalidArgument("no images to choose from")) {
            try ImagePromptBuilder.build(.arguments(["\tcaption only"]), fields: "image,caption", style: .stack, LinePickerSettings())
        }
        #expect(throws: PromptError.invalidArgument("--fields must name image and may add caption or title, not 'caption'")) {
            try ImagePromptBuilder.build(.arguments(["a.png"]), fields: "caption", style: .stack, LinePickerSettings())
        }
        #expect(throws: PromptError.invalidArgument("no images: give the files as arguments, or pipe their paths one per line on stdin")) {
            try ImagePromptBuilder.build(.none, fields: "image", style: .stack, LinePickerSettings())
        }
    }
}
