import CDeflate
import Testing

@testable import VellumPNG

/// The exact bytes of ``ScanlineDeflater``'s streams, as CRC-32 and length, recorded from the
/// encoder before its speed-ups: a faster implementation must make the same choices (matches,
/// block types, codes) and so the same bytes. A change meant to alter the output updates
/// the table on purpose.
@Suite struct ScanlineDeflaterGoldenTests {
    /// Parameters as the PNG encoder and the other tests use them.
    static let settings: [(depth: Int, nice: Int, lazy: Int)] = [(1, 16, 4), (4, 80, 20), (10, 80, 20), (32, 258, 258)]

    /// Filtered-RGBA-like rows: a transparent background, a ring with anti-aliased edges and
    /// a flat fill, as a progress ring's PNG has them.
    static let ringLike: [UInt8] = {
        let side = 128
        var bytes: [UInt8] = []
        for y in 0..<side {
            bytes.append(0)
            for x in 0..<side {
                let dx = Double(x) - 63.5, dy = Double(y) - 63.5
                let distance = (dx * dx + dy * dy).squareRoot()
                let coverage = max(0, min(1, 6 - abs(distance - 50)))
                let alpha = UInt8((coverage * 255).rounded())
                let arc = (dy < 0 || dx > 0)
                bytes += alpha == 0 ? [0, 0, 0, 0] : arc ? [0, 122, 255, alpha] : [229, 229, 234, alpha]
            }
        }
        return bytes
    }()

    static var inputs: [(String, [UInt8])] { ScanlineDeflaterTests.inputs + [("ring-like 128 rows", ringLike)] }

    static func digest(_ input: [UInt8], _ setting: (depth: Int, nice: Int, lazy: Int)) -> String {
        var output = [UInt8](repeating: 0, count: ScanlineDeflater.bound(count: input.count))
        let length = input.withUnsafeBytes { source in
            output.withUnsafeMutableBytes {
                ScanlineDeflater(searchDepth: setting.depth, niceLength: setting.nice, lazyLimit: setting.lazy)
                    .compress(source, into: $0)
            }
        }
        let crc = output.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, length) }
        return "\(length) \(String(crc, radix: 16))"
    }

    /// name, then per setting "length crc32".
    static let expected: [String: [String]] = [
        "empty": ["8 c36c0b3c", "8 c36c0b3c", "8 c36c0b3c", "8 c36c0b3c"],
        "one byte": ["9 72ce6b97", "9 72ce6b97", "9 72ce6b97", "9 72ce6b97"],
        "two bytes": ["10 72734110", "10 72734110", "10 72734110", "10 72734110"],
        "three bytes": ["11 9972c13c", "11 9972c13c", "11 9972c13c", "11 9972c13c"],
        "zeros 65,664": ["86 33bd0376", "86 33bd0376", "86 33bd0376", "86 33bd0376"],
        "zeros 1,000,001": ["1028 1da8f188", "1028 1da8f188", "1028 1da8f188", "1028 1da8f188"],
        "noise 70,000": ["70021 e5713d50", "70021 e5713d50", "70021 e5713d50", "70021 e5713d50"],
        "noise 300,000": ["300056 48e7dede", "300056 dab3e914", "300056 dab3e914", "300056 dab3e914"],
        "scanline-like 300 rows": ["4413 47889507", "4132 e5691c2d", "4000 a9bd30b3", "2881 86992d2b"],
        "one literal among zeros": ["673 7f4567cb", "661 634fddc6", "690 cff921d7", "518 59d9ba8f"],
        "skewed frequencies": ["128079 f2d1bb0f", "126203 579ac5ef", "123735 84d12f21", "121644 d01a5922"],
        "text": ["362 f0e5f71d", "362 f0e5f71d", "362 f0e5f71d", "362 f0e5f71d"],
        "period 3": ["122 99c7c4ea", "122 99c7c4ea", "122 99c7c4ea", "122 99c7c4ea"],
        "period 32,769": ["1259 a03fa9f8", "1248 2e4692d1", "1248 2e4692d1", "1241 b2df6fa8"],
        "ring-like 128 rows": ["2413 3085e777", "2139 effacfa8", "2117 ce169a90", "2067 89fd21cd"]
    ]

    @Test func streamsAreByteForByteAsRecorded() {
        #expect(Set(Self.inputs.map(\.0)) == Set(Self.expected.keys))
        for (name, input) in Self.inputs {
            #expect(Self.expected[name] == Self.settings.map { Self.digest(input, $0) }, "\(name)")
        }
    }
}
