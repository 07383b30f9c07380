import Foundation
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// Counts of hours or minutes in CLDR's short unit names ("23 Std.", "5 min", "שעתיים"),
/// written from ICU's unit data the way ICU's measure formatter writes them, without opening one.
///
/// A formatted duration costs ICU a number formatter, its skeleton and its unit data, and the
/// countdown's wheels need 84 of them before the first frame. The text is a plural form's
/// pattern with the count in the locale's digits, so this reads the patterns
/// (`unitsShort/duration/hour/one`, …) from ICU's resource bundles along the locale's parent
/// chain, picks the form by the locale's plural rules, and writes the digits of the locale's
/// numbering system; a form the data lacks falls back to `other`, as ICU's own formatter does.
/// The result is ICU's formatter's text, which `ShortDurationNamesTests` checks over every
/// locale ICU has.
///
/// Where ICU cannot be asked (Darwin, where Foundation carries no `_FoundationICU`) or the
/// numbering system is not ten digits (an algorithmic one such as Roman numerals), `init` is nil
/// and callers format through Foundation.
///
/// ```swift
/// let names = ShortDurationNames(locale: Locale(identifier: "de_DE"))
/// names?.texts(.hour, count: 24)[23]   // "23 Std."
/// ```
struct ShortDurationNames {
    /// The duration units a countdown's wheels count.
    enum Unit: String {
        case hour, minute
    }

    #if canImport(_FoundationICU)
    private let digits: LocaleDigits
    private let rules: PluralRules
    private let bundles: UnitBundleChain

    init?(locale: Locale) {
        let identifier = locale.identifier
        guard let digits = LocaleDigits(numberingSystemOf: identifier), let rules = PluralRules(identifier: identifier) else { return nil }
        self.digits = digits
        self.rules = rules
        bundles = UnitBundleChain(identifier: identifier)
    }

    /// The texts of 0 to `count` − 1 `unit`s, each plural form's pattern read and split once.
    func texts(_ unit: Unit, count: Int) -> [String] {
        var forms: [(form: PluralRules.Form, pattern: Pattern)] = []
        return (0 ..< max(0, count)).map { value in
            let form = rules.form(of: value)
            let pattern: Pattern
            if let known = forms.first(where: { $0.form == form }) {
                pattern = known.pattern
            } else {
                let text = bundles.pattern(unit: unit.rawValue, form: form.name)
                    ?? bundles.pattern(unit: unit.rawValue, form: "other") ?? Array("{0}".utf16)
                pattern = Pattern(text)
                forms.append((form, pattern))
            }
            guard let after = pattern.after else { return pattern.before }
            return pattern.before + (digits.spell(value, minimumDigits: 1) ?? String(value)) + after
        }
    }

    /// A unit pattern split at its `{0}`: the text before and after the count, or the whole
    /// text with `after` nil for a form that names its count in words ("שעתיים").
    private struct Pattern {
        let before: String
        let after: String?

        init(_ pattern: [UInt16]) {
            let marker = Array("{0}".utf16)
            let start = pattern.count < marker.count ? nil : (0 ... pattern.count - marker.count).first {
                pattern[$0 ..< $0 + marker.count].elementsEqual(marker)
            }
            guard let start else {
                before = String(decoding: pattern, as: UTF16.self)
                after = nil
                return
            }
            before = String(decoding: pattern[..<start], as: UTF16.self)
            after = String(decoding: pattern[(start + marker.count)...], as: UTF16.self)
        }
    }

    #else
    init?(locale: Locale) { nil }

    func texts(_ unit: Unit, count: Int) -> [String] { (0 ..< max(0, count)).map(String.init) }
    #endif
}

#if canImport(_FoundationICU)
/// A locale's plural rules, open for as long as the names are written.
private final class PluralRules {
    private let rules: OpaquePointer

    init?(identifier: String) {
        var status = U_ZERO_ERROR
        guard let rules = swift_uplrules_open(identifier, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        self.rules = rules
    }

    deinit { swift_uplrules_close(rules) }

    /// A plural form's keyword ("one", "few", "other"), its ASCII letters packed in an
    /// integer, so telling forms apart makes no string.
    struct Form: Equatable {
        let packed: UInt64

        /// The keyword, as ICU's data names the form.
        var name: String {
            var letters: [UInt8] = []
            var rest = packed
            while rest != 0 {
                letters.append(UInt8(truncatingIfNeeded: rest))
                rest >>= 8
            }
            return String(decoding: letters, as: UTF8.self)
        }
    }

    /// The plural form of a whole count; `other` where ICU gives none.
    func form(of count: Int) -> Form {
        withUnsafeTemporaryAllocation(of: UChar.self, capacity: 8) { buffer in
            var status = U_ZERO_ERROR
            let length = Int(swift_uplrules_select(rules, Double(count), buffer.baseAddress, Int32(buffer.count), &status))
            // Keywords are at most five ASCII letters; anything else is read as `other`.
            guard status.rawValue <= U_ZERO_ERROR.rawValue, (1 ... 8).contains(length),
                  buffer[..<length].allSatisfy({ $0 < 0x80 })
            else { return Form(packed: Self.other) }
            return Form(packed: buffer[..<length].reversed().reduce(0) { $0 << 8 | UInt64($1) })
        }
    }

    /// `other`, packed as ``Form`` packs it.
    private static let other = "other".utf8.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
}

/// The resource bundles of ICU's unit data from a locale up to `root` (`de_CH`, `de`, `root`;
/// `zh_Hant_HK`, `zh_Hant`, `root`), each asked in turn for a pattern, as ICU's formatter
/// gathers a unit's forms.
///
/// A bundle's parent is its `%%Parent` where it names one (`es_MX` → `es_419`) and the
/// identifier cut at its last `_` otherwise. Only a `%%Parent` the bundle itself holds counts:
/// ICU answers a missing top-level key from the parents, which would skip a level.
private final class UnitBundleChain {
    private let bundles: [OpaquePointer]

    init(identifier: String) {
        let tree = "icudt\(U_ICU_VERSION_MAJOR_NUM)\(U_ICUDATA_TYPE_LETTER)-unit"
        var bundles: [OpaquePointer] = []
        var next = identifier
        // A chain is at most a handful of levels; the bound guards against a cycle in the data.
        for _ in 0 ..< 12 {
            var status = U_ZERO_ERROR
            guard let bundle = swift_ures_open(tree, next, &status), status.rawValue <= U_ZERO_ERROR.rawValue else { break }
            bundles.append(bundle)
            guard let actual = swift_ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &status).map({ String(cString: $0) }),
                  actual != "root"
            else { break }
            var length: Int32 = 0
            status = U_ZERO_ERROR
            if let parent = swift_ures_getStringByKey(bundle, "%%Parent", &length, &status), status == U_ZERO_ERROR {
                next = String(decoding: UnsafeBufferPointer(start: parent, count: Int(length)), as: UTF16.self)
            } else if let cut = actual.lastIndex(of: "_") {
                next = String(actual[..<cut])
            } else {
                next = "root"
            }
        }
        self.bundles = bundles
    }

    deinit { bundles.forEach { swift_ures_close($0) } }

    /// The first bundle's `unitsShort/duration/UNIT/FORM`, as UTF-16; nil when none has it.
    func pattern(unit: String, form: String) -> [UInt16]? {
        for bundle in bundles {
            if let pattern = Self.string(in: bundle, at: ["unitsShort", "duration", unit, form]) { return pattern }
        }
        return nil
    }

    private static func string(in bundle: OpaquePointer, at path: [String]) -> [UInt16]? {
        var opened: [OpaquePointer] = []
        defer { opened.forEach { swift_ures_close($0) } }
        var current = bundle
        for key in path {
            var status = U_ZERO_ERROR
            let child = swift_ures_getByKey(current, key, nil, &status)
            if let child { opened.append(child) }
            guard let child, status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
            current = child
        }
        var length: Int32 = 0
        var status = U_ZERO_ERROR
        guard let text = swift_ures_getString(current, &length, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        return Array(UnsafeBufferPointer(start: text, count: Int(length)))
    }
}
#endif
