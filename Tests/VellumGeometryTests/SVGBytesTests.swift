import Testing

@_spi(SVGWriting) @testable import VellumGeometry

@Suite("SVGBytes")
struct SVGBytesTests {
    @Test("appends of every size across growth keep every byte in order")
    func appendsAcrossGrowth() {
        var bytes = SVGBytes()
        var expected: [UInt8] = []
        var seed: UInt64 = 7
        for round in 0..<400 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(seed >> 58) + (round % 7 == 0 ? 40 : 0) // short and long runs
            let chunk = (0..<length).map { UInt8(truncatingIfNeeded: Int(seed >> 8) &+ $0) }
            switch round % 3 {
            case 0: bytes.append(contentsOf: chunk)
            case 1: for byte in chunk { bytes.append(byte) }
            default:
                bytes.append(count: chunk.count) { target in for index in chunk.indices { target[index] = chunk[index] }
                }
            }
            expected += chunk
        }
        bytes.append("tail")
        expected += Array("tail".utf8)
        #expect(bytes.count == expected.count)
        #expect(bytes.array == expected)
        #expect(bytes.bytes(from: expected.count - 4) == Array("tail".utf8))
    }

    @Test("equality and hashing see the written bytes, not the spare room")
    func equalityIgnoresCapacity() {
        var small = SVGBytes(), large = SVGBytes(capacity: 4096)
        small.append("<g>"); large.append("<g>")
        #expect(small == large)
        #expect(small.hashValue == large.hashValue)
        large.append(UInt8(ascii: " "))
        #expect(small != large)
        large.removeLast(1)
        #expect(small == large)
        #expect(Set([small, large]).count == 1)
    }

    @Test("prepend puts the other bytes first; a copy is a separate value")
    func prependAndValueSemantics() {
        var body = SVGBytes("<rect/>")
        let copy = body
        body.prepend(SVGBytes("<circle/>"))
        #expect(body.string == "<circle/><rect/>")
        #expect(copy.string == "<rect/>")
        #expect(body.hasSuffix("<rect/>") && !body.hasSuffix("<circle/>"))
    }
}
