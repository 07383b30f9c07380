import Foundation
@testable import PickerCore
import Testing

/// What `FoldedLines` keeps of each line: an ASCII line byte for byte, its capitals marked by
/// the high bit (so fuzzy scoring reads the written case from the folded bytes alone), which
/// every comparison masks off; any other line as folded UTF-8, compared whole.
@Suite("Folded lines keep each capital in its byte's high bit")
struct FoldedLinesTests {
    static func folded(_ lines: [String], locale: Locale? = nil) -> FoldedLines {
        var folded = FoldedLines()
        var folding = TextFolding(locale: locale)
        folded.fold(LineListSource(lines: lines), upTo: lines.count, folding: &folding)
        return folded
    }

    @Test("\"fooBar\" keeps \"foobar\" with the capital bit on its \"b\"; \"Äpfel\" keeps \"apfel\" as folded UTF-8; \"foo\" has no capitals")
    func keptBytes() {
        let folded = Self.folded(["fooBar", "Äpfel", "foo"])
        #expect(folded.isByteForByte(2) && !folded.hasCapitals(2))
        let capitalB = UInt8(ascii: "b") | FoldedLines.capitalBit
        #expect(Array(folded.bytes[folded.range(ofLine: 0)]) == Array("foo".utf8) + [capitalB] + Array("ar".utf8))
        #expect(folded.isByteForByte(0) && folded.hasCapitals(0))
        #expect(Array(folded.bytes[folded.range(ofLine: 1)]) == Array("apfel".utf8))
        #expect(!folded.isByteForByte(1) && !folded.hasCapitals(1))
        // The signature is the folded text's: "fooBar" holds a "b".
        #expect(folded.signatures[0] & LineSignature.of(Array("b".utf8)).bits != 0)
        #expect(CharacterClass.ofKeptByte[Int(capitalB)] == .upper)
    }

    @Test("Lines folded as they arrive, one at a time, grow the folded bytes geometrically, not a copy per arrival")
    func arrivalsGrowGeometrically() {
        var source = LineListSource(lines: [])
        var folded = FoldedLines()
        var folding = TextFolding(locale: nil)
        var capacities: Set<Int> = []
        for row in 0..<4096 {
            source.append(Array("line \(row)\n".utf8))
            folded.fold(source, upTo: source.count, folding: &folding)
            capacities.insert(folded.bytes.capacity)
        }
        #expect(folded.count == 4096)
        #expect(Array(folded.bytes[folded.range(ofLine: 4095)]) == Array("line 4095".utf8))
        // Doubling from 64 bytes to ~45 KiB is about ten sizes; exact reservations were 4,096.
        #expect(capacities.count <= 16)
    }

    @Test("Turkish folds \"I\" to a dotless ı, not one ASCII byte: the line is folded as UTF-8, not byte for byte")
    func turkishCapitalI() {
        #expect(Self.folded(["KIRMIZI"]).isByteForByte(0))
        #expect(!Self.folded(["KIRMIZI"], locale: Locale(identifier: "tr_TR")).isByteForByte(0))
    }

    @Test("A masked search finds a word across capitals, past the first eight bytes; unmasked it does not")
    func maskedSearch() {
        let folded = Self.folded(["src/Parser/ModelView.swift"])
        let range = folded.range(ofLine: 0)
        folded.bytes.withUnsafeBufferPointer { text in
            Array("modelview".utf8).withUnsafeBufferPointer { word in
                #expect(ByteSearch.firstIndex(of: word, in: text, from: range.lowerBound, to: range.upperBound, mask: 0x7F) == 11)
                #expect(ByteSearch.firstIndex(of: word, in: text, from: range.lowerBound, to: range.upperBound) == nil)
            }
        }
    }
}
