import Foundation
import PickerKit
import PickerTesting
import Testing

/// The frames of the WatchStyles article, drawn from the prompts it shows: the article must hold
/// each one as its own code block, so what a reader sees is what the prompt draws.
@Suite("The watch styles article's frames")
struct WatchStylesArticleTests {
    struct Fruit: Equatable {
        var name: String
        var taste: String
    }

    static let fruits = [
        Fruit(name: "Apple", taste: "Crisp and red"), Fruit(name: "Banana", taste: "Yellow and sweet"),
        Fruit(name: "Cherry", taste: "Dark red"), Fruit(name: "Damson", taste: "A small plum"),
        Fruit(name: "Elderberry", taste: "For cordial"),
    ]

    static var article: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Sources/PickerKit/Documentation.docc/WatchStyles.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// `frame` as a code block of the article.
    static func block(_ frame: String) -> String { "```\n" + frame + "\n```" }

    @Test("the stack after one press of ↓")
    func stack() throws {
        let prompt = try Prompt.choosePrompt("Fruit", from: Self.fruits, style: .stack, label: { $0.name }, caption: { $0.taste })
        var driver = PickerDriver(prompt.picker, width: 60)
        driver.press(.down)
        driver.settle()
        #expect(Self.article.contains(Self.block(driver.frame)))
    }

    @Test("the link, scrubbed twice with ↓ without opening")
    func link() throws {
        let prompt = try Prompt.choosePrompt(
            "Fruit", from: Self.fruits, style: .link, look: Prompt.StyleLook(outline: true), label: { $0.name })
        var driver = PickerDriver(prompt.picker, width: 60, followsHeight: true)
        driver.press(.down)
        driver.press(.down)
        #expect(Self.article.contains(Self.block(driver.frame)))
    }
}
