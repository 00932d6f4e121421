import CDeflate
import Foundation
import Testing

@testable import VellumPNG

/// Our zlib encoder: every stream must inflate (with libdeflate's decoder, which rejects
/// anything RFC 1950/1951 does not allow) to exactly its input, within the stated bound.
@Suite struct ScanlineDeflaterTests {
    /// A reproducible generator, so a failure names its input.
    private struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static func inflated(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: max(expectedCount, 1))
        var actual = 0
        let result = stream.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS else { return nil }
        return Array(output[0..<actual])
    }

    private static func compressed(_ input: [UInt8], depth: Int = 10, nice: Int = 80, lazy: Int = 20) -> [UInt8] {
        let bound = ScanlineDeflater.bound(count: input.count)
        var output = [UInt8](repeating: 0, count: bound)
        let length = input.withUnsafeBytes { source in
            output.withUnsafeMutableBytes {
                ScanlineDeflater(searchDepth: depth, niceLength: nice, lazyLimit: lazy).compress(source, into: $0)
            }
        }
        #expect(length <= bound)
        return Array(output[0..<length])
    }

    /// Named inputs: empty, tiny, runs, noise, PNG-like rows, and sizes across block limits.
    static let inputs: [(String, [UInt8])] = {
        var random = SplitMix64(state: 42)
        func noise(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) } }
        var rows: [UInt8] = []
        for y in 0..<300 {
            rows.append(UInt8(y % 5))
            for x in 0..<512 { rows.append(x > 100 && x < 300 && y % 7 != 0 ? UInt8((x * 3 + y) & 0xFF) : 0) }
        }
        var fewSymbols: [UInt8] = []
        for index in 0..<100_000 { fewSymbols.append(index % 97 == 0 ? 1 : 0) }
        var skewed: [UInt8] = []
        // Frequencies in a Fibonacci-like progression force codes deeper than 15 bits.
        var fib = [1, 1]
        while fib.count < 30 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        for (symbol, count) in fib.prefix(26).enumerated() {
            skewed += [UInt8](repeating: UInt8(symbol * 7), count: count)
        }
        skewed.shuffle(using: &random)
        return [
            ("empty", []), ("one byte", [7]), ("two bytes", [0, 255]), ("three bytes", [1, 2, 3]),
            ("zeros 65,664", [UInt8](repeating: 0, count: 65_664)),
            ("zeros 1,000,001", [UInt8](repeating: 0, count: 1_000_001)),
            ("noise 70,000", noise(70_000)),
            ("noise 300,000", noise(300_000)),
            ("scanline-like 300 rows", rows),
            ("one literal among zeros", fewSymbols),
            ("skewed frequencies", skewed),
            ("text", Array(String(repeating: "Vellum draws SwiftUI on Linux. ", count: 2_000).utf8)),
            ("period 3", (0..<100_000).map { UInt8($0 % 3) }),
            ("period 32,769", (0..<120_000).map { UInt8(truncatingIfNeeded: ($0 % 32_769) &* 31) })
        ]
    }()

    @Test(arguments: 0..<inputs.count)
    func inflatesToItsInput(_ index: Int) {
        let (name, input) = Self.inputs[index]
        for (depth, nice, lazy) in [(1, 16, 4), (10, 80, 20), (32, 258, 258)] {
            let stream = Self.compressed(input, depth: depth, nice: nice, lazy: lazy)
            let back = Self.inflated(stream, expectedCount: input.count)
            #expect(back == input, "\(name), depth \(depth)")
        }
    }

    @Test func runsCostAlmostNothing() {
        // A megabyte of zeros: about 4 bits per 258 bytes, plus headers.
        let stream = Self.compressed([UInt8](repeating: 0, count: 1 << 20))
        #expect(stream.count < 1_200)
        // Noise cannot shrink: stored blocks keep it within the bound, barely above its size.
        var random = SplitMix64(state: 7)
        let noise = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        #expect(Self.compressed(noise).count <= noise.count + 5 * 8 + 6)
    }

    @Test func codeLengthsAreCompleteAndLimited() {
        // Fibonacci weights make a Huffman tree as deep as it has leaves.
        var weights: [UInt32] = [1, 1]
        while weights.count < 40 { weights.append(weights[weights.count - 1] + weights[weights.count - 2]) }
        for limit in [7, 15] {
            for count in [2, 3, 19, 30, 40] {
                let lengths = ScanlineDeflater.codeLengths(for: Array(weights.prefix(count)), limit: limit)
                #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit }, "limit \(limit), \(count) symbols")
                let kraft = lengths.reduce(0.0) { $0 + pow(2, -Double($1)) }
                #expect(
                    count > 1 << limit || abs(kraft - 1) < 1e-12, "limit \(limit), \(count) symbols: Kraft sum \(kraft)"
                )
                // More frequent symbols never get longer codes.
                for index in 1..<count { #expect(lengths[index] <= lengths[index - 1]) }
            }
        }
        // One used symbol still gets a complete two-symbol code; none gets two as well.
        #expect(ScanlineDeflater.codeLengths(for: [0, 0, 5, 0], limit: 15) == [1, 0, 1, 0])
        #expect(ScanlineDeflater.codeLengths(for: [0, 0, 0], limit: 15) == [1, 1, 0])
    }

    @Test func sameInputGivesTheSameBytes() {
        let input = Self.inputs.first { $0.0 == "scanline-like 300 rows" }!.1
        #expect(Self.compressed(input) == Self.compressed(input))
    }
}
