/// The one-call prompts: ask the person for a value in the terminal and get it back typed.
///
/// Each prompt is one call that shows a picker, waits for the person, and returns what they
/// chose, or throws ``PromptError`` when there is no answer (Esc, Ctrl-C, a timeout, no
/// terminal). Every prompt takes a ``PromptPresentation`` (how it is shown) and a
/// ``PromptEnvironment`` (locale, zone, colours, screen-reader mode; `.current` by default), and
/// has an `async` twin, the same prompt awaited: its session runs on a thread of its own (never
/// one of the cooperative pool's), and cancelling the task closes it with
/// ``PromptError/taskCancelled``. Answered prompts leave one line behind
/// (`Fruit: Cherry`), so a program asking several questions keeps its answers on screen.
///
/// ```swift
/// import PickerKit
///
/// let fruit = try Prompt.choose("Fruit", from: ["Apple", "Banana", "Cherry"])
/// let day = try Prompt.date("Day", in: Date.now...Date.now.addingTimeInterval(30 * 86_400))
/// let time = try Prompt.time("Time", minuteInterval: 15)
/// ```
///
/// A new kind of prompt is an extension of this type in its own file that builds a
/// ``PickerPrompt`` and runs it, one line for the synchronous call and one for its `async`
/// twin: both run the prompt through ``PickerPrompt``'s one `run`.
public enum Prompt {}
