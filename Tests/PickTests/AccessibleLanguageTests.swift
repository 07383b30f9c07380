import PickerKit
import Testing

@testable import pick

/// Issue 27: screen-reader mode speaks its own words (traits, roles, positions, key hints and
/// the closing line) in the chrome's language, keys staying literal (Behaviour 6.1, 2.12).
@Suite("Screen-reader mode in the person's language")
struct AccessibleLanguageTests {
    static func said(_ family: String, _ environment: [String: String], script: String? = nil) throws -> [String] {
        let family = try #require(PickerFamily.all.first { $0.name == family })
        return try #require(try CrossCuttingRule.run(family, ["--accessible"], script: script, environment: environment).record?.transcript)
    }

    @Test("LANG=ko_KR.UTF-8 pick date --accessible speaks Korean hints, traits and closing line")
    func koreanDate() throws {
        let said = try Self.said("date inline", ["LANG": "ko_KR.UTF-8"])
        let text = said.joined(separator: "\n")
        for korean in ["날짜, ", "선택됨.", "화살표 키로 일 단위와 주 단위 이동", "Page Up과 Page Down으로 월 단위 이동",
                       "T로 오늘로 이동", "Enter로 선택, Escape로 취소."] {
            #expect(text.contains(korean), "\(korean) not said:\n\(text)")
        }
        for english in ["Day, ", "selected", "Arrow keys", "goes to today", "Enter selects", "Escape cancels"] {
            #expect(!text.contains(english), "English \(english) said:\n\(text)")
        }
        #expect(said.last?.hasSuffix(" 선택됨.") == true, "\(said)")
        let cancelled = try Self.said("date inline", ["LANG": "ko_KR.UTF-8"], script: "esc")
        #expect(cancelled.last == "취소됨.")
    }

    @Test("A wheel's position, trait and the end of the list in German; PICK_LANGUAGE=en pins English words")
    func germanWheel() throws {
        let said = try Self.said("choose wheel", ["LANG": "de_DE.UTF-8"], script: "up enter")
        let text = said.joined(separator: "\n")
        #expect(text.contains("Apple, 1 von 3"), "\(text)")
        #expect(text.contains("Anfang der Liste."), "\(text)")
        #expect(!text.contains(" of 3"), "\(text)")
        let english = try Self.said("choose wheel", ["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "en"])
        #expect(english.joined(separator: "\n").contains("Apple, 1 of 3"), "\(english)")
        #expect(english.last == "Apple chosen.")
    }
}
