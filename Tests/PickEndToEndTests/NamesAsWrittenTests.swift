import Foundation
import Testing

extension PickEndToEndTests {
    /// What reaches the terminal for a name is what `printf` of that name shows in the same
    /// terminal: each style that shows names (the date wheels, the grid's title and weekday
    /// header, the field) is captured from tmux and compared with tmux's capture of `printf` of
    /// the names pick should show, in the same pane. The locales are those whose scripts have
    /// spacing vowel signs (a column of their own in tmux, xterm and VTE), where a name measured
    /// as fewer columns than the terminal gives it loses its last letters on screen.
    @Suite("names in scripts with spacing marks, as printf shows them") struct NamesAsWritten {
        /// Names from CLDR 47 through Python's `babel` 2.19 (`Locale.months`, `Locale.days`,
        /// `Locale.eras`, `format_skeleton("yMMMM", …)`, `Locale.first_week_day`), kept here as
        /// golden values; where ICU 76's data differs (which pick shows, and which is not what
        /// this checks) the value is ICU's, marked.
        struct Names: Sendable, CustomTestStringConvertible {
            let locale: String
            /// January, February and March, wide.
            let months: [String]
            /// The grid's title for January 2026.
            let title: String
            /// Stand-alone abbreviated weekday names, Monday first.
            let abbreviated: [String]
            /// Stand-alone narrow weekday names, Monday first.
            let narrow: [String]
            /// The era of 2026 as the date field shows it (`Locale.eras["abbreviated"]`; for
            /// bn_BD and my_MM ICU 76's name, which differs from CLDR 47's).
            let era: String
            /// The first day of the week, 0 for Monday (babel's numbering).
            let firstWeekday: Int

            var testDescription: String { locale }
        }

        static let locales: [Names] = [
            Names(locale: "hi_IN", months: ["जनवरी", "फ़रवरी", "मार्च"], title: "जनवरी 2026",
                  abbreviated: ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"],
                  narrow: ["सो", "मं", "बु", "गु", "शु", "श", "र"],
                  era: "ईस्वी", firstWeekday: 6),
            // Month names and era: ICU 76 (CLDR 47 spells জানুয়ারি, ফেব্রুয়ারি, খ্রি.).
            Names(locale: "bn_BD", months: ["জানুয়ারী", "ফেব্রুয়ারী", "মার্চ"], title: "জানুয়ারী 2026",
                  abbreviated: ["সোম", "মঙ্গল", "বুধ", "বৃহস্পতি", "শুক্র", "শনি", "রবি"],
                  narrow: ["সো", "ম", "বু", "বৃ", "শু", "শ", "র"],
                  era: "খৃষ্টাব্দ", firstWeekday: 6),
            Names(locale: "ta_IN", months: ["ஜனவரி", "பிப்ரவரி", "மார்ச்"], title: "ஜனவரி 2026",
                  abbreviated: ["திங்.", "செவ்.", "புத.", "வியா.", "வெள்.", "சனி", "ஞாயி."],
                  narrow: ["தி", "செ", "பு", "வி", "வெ", "ச", "ஞா"],
                  era: "கி.பி.", firstWeekday: 6),
            Names(locale: "te_IN", months: ["జనవరి", "ఫిబ్రవరి", "మార్చి"], title: "జనవరి 2026",
                  abbreviated: ["సోమ", "మంగళ", "బుధ", "గురు", "శుక్ర", "శని", "ఆది"],
                  narrow: ["సో", "మ", "బు", "గు", "శు", "శ", "ఆ"],
                  era: "క్రీశ", firstWeekday: 6),
            Names(locale: "mr_IN", months: ["जानेवारी", "फेब्रुवारी", "मार्च"], title: "जानेवारी 2026",
                  abbreviated: ["सोम", "मंगळ", "बुध", "गुरु", "शुक्र", "शनि", "रवि"],
                  narrow: ["सो", "मं", "बु", "गु", "शु", "श", "र"],
                  era: "इ. स.", firstWeekday: 6),
            Names(locale: "gu_IN", months: ["જાન્યુઆરી", "ફેબ્રુઆરી", "માર્ચ"], title: "જાન્યુઆરી 2026",
                  abbreviated: ["સોમ", "મંગળ", "બુધ", "ગુરુ", "શુક્ર", "શનિ", "રવિ"],
                  narrow: ["સો", "મં", "બુ", "ગુ", "શુ", "શ", "ર"],
                  era: "ઈ.સ.", firstWeekday: 6),
            // Title: ICU 76 writes the year in Devanagari digits, before the month (CLDR 47: 2026 जनवरी).
            Names(locale: "ne_NP", months: ["जनवरी", "फेब्रुअरी", "मार्च"], title: "२०२६ जनवरी",
                  abbreviated: ["सोम", "मङ्गल", "बुध", "बिहि", "शुक्र", "शनि", "आइत"],
                  narrow: ["सो", "म", "बु", "बि", "शु", "श", "आ"],
                  era: "सन्", firstWeekday: 6),
            // Month names: ICU 76 (CLDR 47 has the traditional දුරුතු, නවම්, මැදින්).
            Names(locale: "si_LK", months: ["ජනවාරි", "පෙබරවාරි", "මාර්තු"], title: "2026 ජනවාරි",
                  abbreviated: ["සඳුදා", "අඟහ", "බදාදා", "බ්‍රහස්", "සිකු", "සෙන", "ඉරිදා"],
                  narrow: ["ස", "අ", "බ", "බ්‍ර", "සි", "සෙ", "ඉ"],
                  era: "ක්‍රි.ව.", firstWeekday: 0),
            Names(locale: "km_KH", months: ["មករា", "កុម្ភៈ", "មីនា"], title: "មករា 2026",
                  abbreviated: ["ចន្ទ", "អង្គារ", "ពុធ", "ព្រហ", "សុក្រ", "សៅរ៍", "អាទិត្យ"],
                  narrow: ["ច", "អ", "ព", "ព", "ស", "ស", "អ"],
                  era: "គ.ស.", firstWeekday: 6),
            // Title: ICU 76 writes the year in Myanmar digits (CLDR 47: 2026); era: ICU 76 (CLDR 47: အေဒီ).
            Names(locale: "my_MM", months: ["ဇန်နဝါရီ", "ဖေဖော်ဝါရီ", "မတ်"], title: "၂၀၂၆ ဇန်နဝါရီ",
                  abbreviated: ["တနင်္လာ", "အင်္ဂါ", "ဗုဒ္ဓဟူး", "ကြာသပတေး", "သောကြာ", "စနေ", "တနင်္ဂနွေ"],
                  narrow: ["တ", "အ", "ဗ", "က", "သ", "စ", "တ"],
                  era: "အဒေီ", firstWeekday: 6),
            Names(locale: "or_IN", months: ["ଜାନୁଆରୀ", "ଫେବୃଆରୀ", "ମାର୍ଚ୍ଚ"], title: "ଜାନୁଆରୀ 2026",
                  abbreviated: ["ସୋମ", "ମଙ୍ଗଳ", "ବୁଧ", "ଗୁରୁ", "ଶୁକ୍ର", "ଶନି", "ରବି"],
                  narrow: ["ସୋ", "ମ", "ବୁ", "ଗୁ", "ଶୁ", "ଶ", "ର"],
                  era: "AD", firstWeekday: 6),
            Names(locale: "kn_IN", months: ["ಜನವರಿ", "ಫೆಬ್ರವರಿ", "ಮಾರ್ಚ್"], title: "ಜನವರಿ 2026",
                  abbreviated: ["ಸೋಮ", "ಮಂಗಳ", "ಬುಧ", "ಗುರು", "ಶುಕ್ರ", "ಶನಿ", "ಭಾನು"],
                  narrow: ["ಸೋ", "ಮಂ", "ಬು", "ಗು", "ಶು", "ಶ", "ಭಾ"],
                  era: "ಕ್ರಿ.ಶ", firstWeekday: 6),
            Names(locale: "ml_IN", months: ["ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്"], title: "2026 ജനുവരി",
                  abbreviated: ["തിങ്കൾ", "ചൊവ്വ", "ബുധൻ", "വ്യാഴം", "വെള്ളി", "ശനി", "ഞായർ"],
                  narrow: ["തി", "ചൊ", "ബു", "വ്യാ", "വെ", "ശ", "ഞാ"],
                  era: "എഡി", firstWeekday: 6),
            Names(locale: "pa_IN", months: ["ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ", "ਮਾਰਚ"], title: "ਜਨਵਰੀ 2026",
                  abbreviated: ["ਸੋਮ", "ਮੰਗਲ", "ਬੁੱਧ", "ਵੀਰ", "ਸ਼ੁੱਕਰ", "ਸ਼ਨਿੱਚਰ", "ਐਤ"],  // Saturday: ICU 76 (CLDR 47: ਸ਼ਨੀ)
                  narrow: ["ਸੋ", "ਮੰ", "ਬੁੱ", "ਵੀ", "ਸ਼ੁੱ", "ਸ਼", "ਐ"],
                  era: "ਸੰਨ", firstWeekday: 6),
            // Title: ICU 76 writes the year in Bengali digits (CLDR 47: 2026); narrow weekdays: ICU 76.
            Names(locale: "as_IN", months: ["জানুৱাৰী", "ফেব্ৰুৱাৰী", "মাৰ্চ"], title: "জানুৱাৰী ২০২৬",
                  abbreviated: ["সোম", "মঙ্গল", "বুধ", "বৃহ", "শুক্ৰ", "শনি", "দেও"],
                  narrow: ["স", "ম", "ব", "ব", "শ", "শ", "দ"],  // ICU 76 (CLDR 47: সো ম বু বৃ শু শ দে)
                  era: "খ্ৰীঃ", firstWeekday: 6),
            Names(locale: "brx_IN", months: ["जानुवारी", "फेब्रूवारी", "मार्च"], title: "जानुवारी 2026",
                  abbreviated: ["सम", "मंगल", "बुध", "बिस्थि", "सुखुर", "सनि", "रबि"],
                  narrow: ["स", "मं", "बु", "बि", "सु", "स", "र"],
                  era: "ए.दि", firstWeekday: 6),
            // Title: ICU 76 writes the year in Chakma digits (CLDR 47: 2026).
            Names(locale: "ccp_BD", months: ["𑄎𑄚𑄪𑄠𑄢𑄨", "𑄜𑄬𑄛𑄴𑄝𑄳𑄢𑄪𑄠𑄢𑄨", "𑄟𑄢𑄴𑄌𑄧"], title: "𑄎𑄚𑄪𑄠𑄢𑄨 𑄸𑄶𑄸𑄼",
                  abbreviated: ["𑄥𑄧𑄟𑄴", "𑄟𑄧𑄁𑄉𑄧𑄣𑄴", "𑄝𑄪𑄖𑄴", "𑄝𑄳𑄢𑄨𑄥𑄪𑄛𑄴", "𑄥𑄪𑄇𑄴𑄇𑄮𑄢𑄴", "𑄥𑄧𑄚𑄨", "𑄢𑄧𑄝𑄨"],
                  narrow: ["𑄥𑄧", "𑄟𑄧", "𑄝𑄪", "𑄝𑄳𑄢𑄨", "𑄥𑄪", "𑄥𑄧", "𑄢𑄧"],
                  era: "𑄈𑄳𑄢𑄨𑄌𑄴𑄑𑄛𑄴𑄘𑄧", firstWeekday: 6),
            Names(locale: "doi_IN", months: ["जनवरी", "फरवरी", "मार्च"], title: "जनवरी 2026",
                  abbreviated: ["सोम", "मंगल", "बुध", "बीर", "शुक्र", "शनि", "ऐत"],
                  narrow: ["सो", "म.", "बु.", "बी.", "शु.", "श.", "ऐ"],
                  era: "ईसवी", firstWeekday: 6),
            Names(locale: "kok_IN", months: ["जानेवारी", "फेब्रुवारी", "मार्च"], title: "जानेवारी, 2026",
                  abbreviated: ["सोमार", "मंगळार", "बुधवार", "बिरेस्तार", "शुक्रार", "शेनवार", "आयतार"],
                  narrow: ["सो", "मं", "बु", "ब", "शु", "शे", "आ"],
                  era: "क्रि.श.", firstWeekday: 6),
            Names(locale: "mai_IN", months: ["जनवरी", "फरवरी", "मार्च"], title: "जनवरी 2026",
                  abbreviated: ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"],
                  narrow: ["सो", "मं", "बु", "गु", "शु", "श", "र"],
                  era: "ईसवी", firstWeekday: 6),
            // Title: ICU 76 writes the year in Devanagari digits; era: ICU 76 has only CE (CLDR 47: संवत्).
            Names(locale: "sa_IN", months: ["जनवरीमासः", "फरवरीमासः", "मार्चमासः"], title: "जनवरीमासः २०२६",
                  abbreviated: ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"],
                  narrow: ["सो", "मं", "बु", "गु", "शु", "श", "र"],
                  era: "CE", firstWeekday: 6),
            Names(locale: "sd_Deva_IN", months: ["जनवरी", "फेबरवरी", "मार्चु"], title: "जनवरी 2026",
                  abbreviated: ["सू", "मं", "बुध", "विस", "जु", "छंछ", "आ"],
                  narrow: ["सू", "मं", "बु॒", "वि", "जु", "छं", "आ"],
                  era: "एडी", firstWeekday: 6),
            Names(locale: "ks_Deva_IN", months: ["जनवरी", "फ़रवरी", "मार्च"], title: "2026 जनवरी",
                  abbreviated: ["चंदिरवार", "बुवार", "बोदवार", "ब्रेसवार", "जुम्मा", "बटवार", "आथवार"],
                  narrow: ["च", "ब", "ब", "ब", "ज", "ब", "अ"],
                  era: "AD", firstWeekday: 6),
            Names(locale: "xnr_IN", months: ["जनवरी", "फ़रवरी", "मार्च"], title: "जनवरी 2026",
                  abbreviated: ["सोआर", "मंगल", "बुध", "वीर", "शुक्कर", "शनि", "तोआर"],
                  narrow: ["सो", "मं", "बु", "वी", "शु", "श", "त"],
                  era: "ईस्वी", firstWeekday: 6),
        ]

        @Test("date wheels: the month names whole", arguments: locales)
        func wheels(names: Names) throws {
            let shown = try Self.frame("date --style wheels --locale \(names.locale) --time-zone UTC --value 2026-01-15")
            let written = try Self.printed(names.months, in: shown.run)
            for (name, month) in zip(written, names.months) {
                #expect(shown.rows.contains { $0.contains(name) }, "\(month) shown as \(name.debugDescription) by printf, not in \(shown.rows)")
            }
        }

        @Test("grid: the title and the weekday header as printf writes them", arguments: locales)
        func grid(names: Names) throws {
            let shown = try Self.frame("date --style inline --locale \(names.locale) --time-zone UTC --value 2026-01-15")
            let header = Self.header(names)
            let written = try Self.printed([names.title, header], in: shown.run)
            let titleRow = try #require(shown.rows.firstIndex { $0.contains(written[0]) }, "\(written[0]) not in \(shown.rows)")
            #expect(shown.rows[titleRow + 1] == written[1], "\(shown.rows)")
        }

        @Test("field: the era's name whole", arguments: locales)
        func field(names: Names) throws {
            let shown = try Self.frame("date --style field --era --locale \(names.locale) --time-zone UTC --value 2026-01-15")
            let written = try Self.printed([names.era], in: shown.run)
            #expect(shown.rows.contains { $0.contains(written[0]) }, "\(names.era) shown as \(written[0].debugDescription) by printf, not in \(shown.rows)")
        }

        /// Emoji sequences: tmux keeps a ZWJ sequence in the cell of its first emoji (and drops
        /// what does not fit its cell: the family's last member), draws `❤️` one column and a skin
        /// tone in a cell of its own. pick's rows show each item as `printf` does.
        @Test("emoji sequences in a list: each item as printf writes it")
        func emoji() throws {
            let items = ["❤️ love", "👍🏽 yes", "👨‍👩‍👧‍👦 family", "👨‍👩‍👧 three", "🇫🇷 France", "🏳️‍🌈 flag",
                         "1️⃣ one", "कि x", "plain"]
            let shown = try Self.frame("choose --style list --height 12 " + items.map { "'\($0)'" }.joined(separator: " "))
            let written = try Self.printed(items, in: shown.run)
            for (item, row) in zip(items, written) {
                // The item's row: its text as printf shows it, then blanks (nothing drawn over it).
                let match = shown.rows.first { $0.contains(row) }
                #expect(match != nil, "\(item) shown as \(row.debugDescription) by printf, not in \(shown.rows)")
                if let match, let range = match.range(of: row) {
                    #expect(match[range.upperBound...].prefix(10).allSatisfy { $0 == " " }, "\(match.debugDescription)")
                }
            }
        }

        /// The weekday header the grid draws: four columns a day from the first weekday, each
        /// name at the right of its first three, abbreviated when every name fits three columns
        /// as tmux counts them, narrow otherwise.
        static func header(_ names: Names) -> String {
            let abbreviatedFit = names.abbreviated.allSatisfy { ScriptWidths.columns(of: $0[...]) <= 3 }
            let chosen = abbreviatedFit ? names.abbreviated : names.narrow
            var line = ""
            var column = 0
            for index in 0..<7 {
                let name = chosen[(names.firstWeekday + index) % 7]
                let start = 4 * index + 3 - ScriptWidths.columns(of: name[...])
                line += String(repeating: " ", count: max(0, start - column)) + name
                column = 4 * index + 3
            }
            return line
        }

        /// pick's first frame for `arguments` in a fresh pane (its rows, blank ones too), the
        /// picker left with Esc.
        static func frame(_ arguments: String) throws -> (run: PickRun, rows: [String]) {
            let run = try PickRun("$P \(arguments)")
            let screen = try run.terminal.waitFor(readyMarker)
            try run.terminal.press("Escape")
            _ = try run.status()
            return (run, ScriptWidths.allRows(screen))
        }

        /// What tmux shows for `printf '%s\n'` of each of `texts` in `run`'s pane: one row each.
        static func printed(_ texts: [String], in run: PickRun) throws -> [String] {
            let script = "printf '%s\\n' " + texts.map { "'\($0)'" }.joined(separator: " ") + "; echo printed\n"
            try run.scratch.write(Data(script.utf8), to: "printed")
            try run.terminal.type("clear; . $D/printed")
            let screen = try run.terminal.waitForScreen("the printed names") { $0.contains("\nprinted") }
            return Array(ScriptWidths.allRows(screen).prefix(texts.count))
        }
    }
}
