import Foundation
import PickerCore
import Testing

/// Stepping and focus (Behaviour 3.1): ↑/↓ wrap within a segment without carrying, PgUp/PgDn take
/// bigger steps, Home/End go to the segment's ends; bounds, intervals and DST hold (Behaviour 2).
@Suite("Textual field: stepping and focus")
struct DateFieldSteppingTests {
    typealias X = FieldFixture
    typealias F = DateFixture

    @Test("Minute 59 → 00 keeps the hour; hour 23 → 0 keeps the day, as NSDatePicker does")
    func wrapWithoutCarrying() {
        var field = X.field(.dateAndTime, date: "2026-11-22T23:59:00Z", locale: "de_DE")
        let minute = field.kinds.firstIndex(of: .minute) ?? 0
        let hour = field.kinds.firstIndex(of: .hour) ?? 0
        field.run(.focus(segment: minute), .step(by: 1))
        #expect(field.iso == "2026-11-22T23:00:00+00:00")
        field.run(.focus(segment: hour), .step(by: 1))
        #expect(field.iso == "2026-11-22T00:00:00+00:00")
        field.apply(.step(by: -1))
        #expect(field.iso == "2026-11-22T23:00:00+00:00")
    }

    @Test("Day 30 of November → 1, month 12 → 1 in the same year; down goes back round")
    func wrapDayAndMonth() {
        var field = X.field(.date, date: "2026-12-30T00:00:00Z", locale: "de_DE")
        field.apply(.step(by: 2))
        #expect(field.iso == "2026-12-01")
        field.run(.focusNext, .step(by: 1))
        #expect(field.iso == "2026-01-01")
        field.apply(.step(by: -1))
        #expect(field.iso == "2026-12-01")
    }

    @Test("en_US: the hour wraps 11 → 12 within its half day; AM/PM is its own segment")
    func twelveHourWrap() {
        var field = X.field(.time, date: "2026-11-22T11:15:00Z")
        field.apply(.step(by: 1))
        #expect(field.text == "12:15\u{202F}AM")  // ICU's narrow no-break space
        #expect(field.iso == "00:15")
        field.run(.focus(segment: 2), .step(by: 1))
        #expect(field.iso == "12:15")
    }

    @Test("Bounds: steps skip days outside them and wrap to the first inside; Home and End stop at them (Behaviour 1.10, 2.6)")
    func steppingBounds() {
        var field = X.field(.date, minimum: "2026-11-10T00:00:00Z", maximum: "2026-11-25T00:00:00Z")
        field.run(.focus(segment: 1), .step(by: 3))
        #expect(field.iso == "2026-11-25")
        field.apply(.step(by: 1))
        #expect(field.iso == "2026-11-10")
        field.apply(.jumpToEnd(last: true))
        #expect(field.iso == "2026-11-25")
        field.apply(.jumpToEnd(last: false))
        #expect(field.iso == "2026-11-10")
        // The month has no other month inside the bounds: it does not move.
        field.run(.focus(segment: 0), .step(by: 1))
        #expect(field.iso == "2026-11-10")
    }

    @Test("Minute interval 15: steps go by quarters and wrap; Page Up is one quarter (at least 10 minutes)")
    func intervalSteps() {
        var field = X.field(.time, interval: 15, locale: "de_DE")
        field.run(.focus(segment: 1), .step(by: 1))
        #expect(field.iso == "14:45")
        field.apply(.step(by: 1))
        #expect(field.iso == "14:00")
        field.apply(.page(forward: true))
        #expect(field.iso == "14:15")
        var fine = X.field(.time, locale: "de_DE")
        fine.run(.focus(segment: 1), .page(forward: true))
        #expect(fine.iso == "14:40")
    }

    @Test("Page Up/Down: ten years, a month's worth of days (the day kept, settling at the month's end)")
    func pages() {
        var field = X.field(.date, date: "2026-01-31T00:00:00Z")
        field.run(.focus(segment: 2), .page(forward: true))
        #expect(field.iso == "2036-01-31")
        field.run(.focus(segment: 1), .page(forward: true))
        #expect(field.iso == "2036-02-29")
        field.apply(.page(forward: false))
        #expect(field.iso == "2036-01-29")
    }

    @Test("New York, spring forward: the hour skips 2 AM, which does not exist (Behaviour 2.5)")
    func springForward() {
        var field = X.field(.dateAndTime, date: "2026-03-08T06:30:00Z", locale: "de_DE", zone: F.newYork)
        #expect(field.text.hasSuffix("01:30"))
        let hour = field.kinds.firstIndex(of: .hour) ?? 0
        field.run(.focus(segment: hour), .step(by: 1))
        #expect(field.iso == "2026-03-08T03:30:00-04:00")
    }

    @Test("New York, fall back: stepping the hour reaches both 1:30s (Behaviour 2.5)")
    func fallBack() {
        var field = X.field(.dateAndTime, date: "2026-11-01T05:30:00Z", locale: "de_DE", zone: F.newYork)
        let hour = field.kinds.firstIndex(of: .hour) ?? 0
        field.run(.focus(segment: hour), .step(by: 1))
        #expect(field.iso == "2026-11-01T01:30:00-05:00")
        field.apply(.step(by: 1))
        #expect(field.iso == "2026-11-01T02:30:00-05:00")
    }

    @Test("Tab past the last segment ends on Enter, not a trap; Tab there comes back to the first")
    func tabbing() {
        var field = X.field(.date)
        field.run(.tab(forward: true), .tab(forward: true))
        #expect(field.focus == .segment(2))
        field.apply(.tab(forward: true))
        #expect(field.focus == .end)
        field.apply(.tab(forward: true))
        #expect(field.focus == .segment(0))
        field.apply(.tab(forward: false))
        #expect(field.focus == .end)
        field.apply(.tab(forward: false))
        #expect(field.focus == .segment(2))
        // Arrows stop at the ends.
        field.apply(.focusNext)
        #expect(field.focus == .segment(2))
    }

    @Test("A segment under the pointer steps without taking the focus (the mouse wheel)")
    func stepOtherSegment() {
        var field = X.field(.date)
        field.apply(.stepSegment(2, by: 1))
        #expect(field.iso == "2027-11-22")
        #expect(field.focus == .segment(0))
    }

    @Test("The zone segment steps through the zones of its region, keeping the wall time")
    func zoneSteps() {
        var field = X.field(.time, locale: "de_DE", zone: F.berlin, elements: [.timeZone])
        field.run(.focus(segment: 2), .step(by: 1))
        #expect(field.state.timeZone.identifier.hasPrefix("Europe/"))
        #expect(field.state.timeZone.identifier != "Europe/Berlin")
        #expect(field.text.hasPrefix("15:30 "))
        field.typeKeys("tokyo")
        #expect(field.state.timeZone.identifier == "Asia/Tokyo")
        #expect(field.text.hasPrefix("15:30 "))
    }

    @Test("Each step of the zone segment says which zone it reached, not only its offset (issue 25)")
    func zoneStepsNameTheZone() {
        var field = X.field(.time, zone: F.zone("Asia/Dhaka"), elements: [.timeZone])
        #expect(field.text.hasSuffix(" Dhaka GMT+6"))
        let zone = field.segments.firstIndex { $0.kind == .timeZone } ?? 0
        field.run(.focus(segment: zone))
        for _ in 0 ..< 4 {
            field.run(.step(by: 1))
            let identifier = field.state.timeZone.identifier
            let city = identifier.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") } ?? identifier
            #expect(field.text.contains(city), "\(identifier): \(field.text)")
        }
    }

    /// Zones with shifts off the hour and cities spelled differently across languages.
    static let namedZones = [
        "Europe/Vienna", "Asia/Dhaka", "America/Sao_Paulo", "Asia/Almaty", "Pacific/Chatham", "Australia/Lord_Howe", "America/Argentina/Buenos_Aires", "Asia/Kolkata", "Pacific/Apia", "Asia/Kathmandu"
    ]

    /// Each zone's exemplar city in each locale, from Python's `babel` (CLDR 47), in the order
    /// of ``namedZones``.
    static let exemplarCities: [(locale: String, cities: [String])] = [
        ("de_DE", ["Wien", "Dhaka", "São Paulo", "Almaty", "Chatham", "Lord Howe", "Buenos Aires", "Kalkutta", "Apia", "Kathmandu"]),
        ("ja_JP", ["ウィーン", "ダッカ", "サンパウロ", "アルマトイ", "チャタム", "ロードハウ", "ブエノスアイレス", "コルカタ", "アピア", "カトマンズ"]),
        ("ar_EG", ["فيينا", "دكا", "ساو باولو", "ألماتي", "تشاثام", "لورد هاو", "بوينوس أيرس", "كالكتا", "أبيا", "كاتماندو"]),
        ("ru_RU", ["Вена", "Дакка", "Сан-Паулу", "Алматы", "Чатем", "Лорд-Хау", "Буэнос-Айрес", "Калькутта", "Апиа", "Катманду"]),
        ("hi_IN", ["विएना", "ढाका", "साओ पाउलो", "अल्माटी", "चैथम", "लॉर्ड होवे", "ब्यूनस आयरस", "कोलकाता", "एपिया", "काठमांडू"]),
        ("fr_FR", ["Vienne", "Dhaka", "São Paulo", "Alma Ata", "Chatham", "Lord Howe", "Buenos Aires", "Calcutta", "Apia", "Katmandou"]),
        ("zh_CN", ["维也纳", "达卡", "圣保罗", "阿拉木图", "查塔姆", "豪勋爵岛", "布宜诺斯艾利斯", "加尔各答", "阿皮亚", "加德满都"]),
        ("ko_KR", ["비엔나", "다카", "상파울루", "알마티", "채텀", "로드 하우", "부에노스 아이레스", "콜카타", "아피아", "카트만두"]),
        ("es_ES", ["Viena", "Daca", "São Paulo", "Almaty", "Chatham", "Lord Howe", "Buenos Aires", "Calcuta", "Apia", "Katmandú"]),
        ("he_IL", ["וינה", "דאקה", "סאו פאולו", "אלמאטי", "צ׳אטהאם", "אי הלורד האו", "בואנוס איירס", "קולקטה", "אפיה", "קטמנדו"]),
        ("th_TH", ["เวียนนา", "ดากา", "เซาเปาลู", "อัลมาตี", "แชทัม", "ลอร์ดโฮว์", "บัวโนสไอเรส", "โกลกาตา", "อาปีอา", "กาตมันดุ"]),
        ("el_GR", ["Βιέννη", "Ντάκα", "Σάο Πάολο", "Αλμάτι", "Τσάταμ", "Λορντ Χάου", "Μπουένος Άιρες", "Καλκούτα", "Απία", "Κατμαντού"]),
        // ICU 76's English has no exemplar city for three of these, and spells the identifier's
        // (CLDR 47: São Paulo, Chatham Islands, Lord Howe Island).
        ("en_US", ["Vienna", "Dhaka", "Sao Paulo", "Almaty", "Chatham", "Lord Howe", "Buenos Aires", "Kolkata", "Apia", "Kathmandu"]),
    ]

    @Test("the zone segment names the zone by its city in the locale, as CLDR does (issue 25, point 6)",
          arguments: exemplarCities)
    func zoneSegmentNamesCity(expected: (locale: String, cities: [String])) {
        for (zone, city) in zip(Self.namedZones, expected.cities) {
            let field = X.field(.time, locale: expected.locale, zone: F.zone(zone), elements: [.timeZone])
            let segment = field.segments.firstIndex { $0.kind == .timeZone } ?? 0
            #expect(field.text(ofSegment: segment).contains(city), "\(expected.locale) \(zone): \(field.text)")
        }
    }

    @Test("Every action reports a changed value as changed and settled at once")
    func events() {
        var field = X.field(.date)
        let events = field.apply(.step(by: 1))
        #expect(events.count == 2)
        #expect(field.apply(.focusNext).isEmpty)
    }
}
