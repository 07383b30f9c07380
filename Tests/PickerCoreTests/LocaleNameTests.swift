import Foundation
@testable import PickerCore
import Testing

/// Locale names people use (issue 10 item 2): aliases, scripts implied by region, POSIX forms
/// and BCP 47 all reach a locale with data; the environment's unusable names are reported.
@Suite("LocaleName: the forms people write")
struct LocaleNameTests {
    @Test("regions whose script ICU implies", arguments: [
        ("zh_TW", "zh_Hant_TW"), ("zh_CN", "zh_Hans_CN"), ("zh-CN", "zh_Hans_CN"), ("zh_HK", "zh_Hant_HK"),
        ("sr_RS", "sr_Cyrl_RS"), ("ur_PK", "ur_Aran_PK"), ("az_AZ", "az_Latn_AZ"), ("pa_IN", "pa_Guru_IN"), ("uz_UZ", "uz_Latn_UZ"),
    ])
    func impliedScripts(text: String, identifier: String) {
        #expect(LocaleName.identifier(text) == identifier)
    }

    @Test("POSIX, BCP 47, aliases and ICU keywords", arguments: [
        ("zh_CN.UTF-8", "zh_Hans_CN"), ("de_DE.UTF-8", "de_DE"), ("sr_RS@latin", "sr_Latn_RS"), ("es_ES@euro", "es_ES"),
        ("de-DE", "de_DE"), ("zh-Hant-TW", "zh_Hant_TW"), ("iw_IL", "he_IL"), ("C", "en_US_POSIX"),
        ("POSIX", "en_US_POSIX"), ("C.UTF-8", "en_US_POSIX"), ("ja_JP@calendar=japanese", "ja_JP@calendar=japanese"),
        (" en_US ", "en_US"),
    ])
    func forms(text: String, identifier: String) {
        #expect(LocaleName.identifier(text) == identifier)
    }

    @Test("names without data are refused", arguments: ["xx_YY", "", "fr_US", "zz", "@euro"])
    func refused(text: String) {
        #expect(LocaleName.identifier(text) == nil)
    }

    @Test("every locale with data is accepted as itself, and is what ICU canonicalizes it to")
    func everyAvailable() {
        let changed = Locale.availableIdentifiers.filter { LocaleName.identifier($0) != $0 }
        #expect(changed.isEmpty, "\(changed.prefix(10))")
        // Why a name spelt as one with data can skip canonicalization.
        let canonicalized = Locale.availableIdentifiers.filter { Locale.identifier(.icu, from: $0) != $0 }
        #expect(canonicalized.isEmpty, "\(canonicalized.prefix(10))")
    }

    @Test("Asking ICU one identifier at a time agrees with Foundation's list, for names with data and names near them")
    func askingAgreesWithTheList() {
        let listed = Set(Locale.availableIdentifiers)
        let near = listed.flatMap { [$0, $0 + "_ZZ", $0 + "_US", $0.lowercased(), String($0.dropLast())] }
        let disagreeing = near.filter { LocalesWithData.contains($0) != listed.contains($0) }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(10))")
        #expect(LocalesWithData.contains("en_US") && !LocalesWithData.contains("fr_US"))
    }

    @Test("LANG=zh_CN.UTF-8 shows Chinese")
    func chineseFromLang() throws {
        let setting = LocaleName.fromEnvironment(["LANG": "zh_CN.UTF-8"])
        #expect(setting.warning == nil)
        let formatter = DateFormatter()
        formatter.locale = setting.locale
        formatter.timeZone = .gmt
        formatter.dateFormat = "MMMM"
        #expect(formatter.string(from: DateFixture.now) == "十一月")
    }

    @Test("an unusable environment locale falls back to POSIX with one warning naming the variable")
    func unusableEnvironment() {
        let setting = LocaleName.fromEnvironment(["LC_ALL": "", "LC_TIME": "xx_YY.UTF-8", "LANG": "de_DE.UTF-8"])
        #expect(setting.locale.identifier == "en_US_POSIX")
        #expect(setting.warning == "LC_TIME=xx_YY.UTF-8 names no locale with data; using en_US_POSIX")
        let unset = LocaleName.fromEnvironment([:])
        #expect(unset.locale.identifier == "en_US_POSIX" && unset.warning == nil)
    }
}
