import Testing

@testable import pick

/// Which direction the item pickers take from the environment (Behaviour 1.4): the language of
/// the first of `LC_ALL`, `LC_TIME` and `LANG` that is set, as ICU writes it.
@Suite("pick: the direction the item pickers take from the locale")
struct RightToLeftContextTests {
    @Test("right-to-left languages and the scripts a region selects mirror; the rest do not", arguments: [
        (["LANG": "ar_EG.UTF-8"], true), (["LANG": "he_IL.UTF-8"], true), (["LANG": "fa_IR"], true),
        (["LANG": "ur_PK.UTF-8"], true), (["LANG": "pa_PK.UTF-8"], true), (["LANG": "yi"], true),
        (["LANG": "en_US.UTF-8"], false), (["LANG": "de_DE"], false), (["LANG": "zh_Hant_TW.UTF-8"], false),
        (["LANG": "pa_IN.UTF-8"], false), (["LANG": "C"], false), (["LANG": "POSIX"], false), ([:], false),
        (["LANG": "en_US.UTF-8", "LC_TIME": "ar_EG.UTF-8"], true), (["LC_ALL": "de_DE.UTF-8", "LANG": "he_IL.UTF-8"], false),
        (["LC_ALL": "", "LANG": "he_IL.UTF-8"], true),
    ] as [([String: String], Bool)])
    func direction(environment: [String: String], isRightToLeft: Bool) {
        #expect(CommandContext(environment: environment).isRightToLeft == isRightToLeft, "\(environment)")
    }
}
