import Foundation
import Testing
import Vellum
import VellumTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Image files built to hurt: empty, cut short, lying about their size, decompression
/// bombs, SVGs that script, reach outside themselves or expand entities. Each ends as a
/// typed ``ImageError`` (exactly which, where the bytes decide it) or as a safe picture, and
/// never as a crash, a hang or a huge allocation. The inputs are built here, byte by byte.
@Suite struct HostileImageTests {
    /// The decoder's answer, as a value.
    func decoded(_ data: Data) -> Result<ImageSource, ImageError> {
        do { return .success(try SystemImageDecoder().decode(data)) } catch { return .failure(error) }
    }

    /// The decoder's error; nil (and an issue) when it decoded.
    func decodingError(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> ImageError? {
        switch decoded(data) {
        case .success(let source):
            Issue.record("decoded an image of \(source.size)", sourceLocation: sourceLocation)
            return nil
        case .failure(let error): return error
        }
    }

    /// Whether `error` is `.corrupt`, whatever its reason.
    func isCorrupt(_ error: ImageError?) -> Bool {
        if case .corrupt = error { return true }
        return false
    }

    /// Expects a render of `Image(data:)` to PNG and to SVG to throw `invalidImage(error)`.
    func expectRenderFails(_ data: Data, with error: ImageError, sourceLocation: SourceLocation = #_sourceLocation) {
        let renderer = ImageRenderer(content: Image(data: data))
        #expect(throws: RenderError.invalidImage(error), sourceLocation: sourceLocation) { try renderer.pngData() }
        #expect(throws: RenderError.invalidImage(error), sourceLocation: sourceLocation) { try renderer.svgData() }
    }

    /// Seconds of this thread's processor time `body` takes (decoding is synchronous): the
    /// bounds below hold however busy the other tests keep the cores.
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        try threadSeconds(body)
    }

    // MARK: Not an image

    @Test func emptyDataIsNoFormat() {
        #expect(throws: ImageError.unrecognizedFormat) { try SystemImageDecoder().decode(Data()) }
        expectRenderFails(Data(), with: .unrecognizedFormat)
    }

    @Test func randomBytesAreNoFormat() {
        var generator = SplitMix64(seed: 0x1234_5678)
        for length in [1, 2, 7, 64, 1_000] {
            var bytes = generator.bytes(length)
            // Never a format's first byte, so the answer does not depend on the seed.
            if [0x89, 0xFF, 0x47, 0x52, 0x3C, 0xEF, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[0]) { bytes[0] = 0 }
            #expect(throws: ImageError.unrecognizedFormat, "\(length) bytes") {
                try SystemImageDecoder().decode(Data(bytes))
            }
        }
        // Text that is not SVG, and magic numbers alone.
        for text in ["hello", "<html><body>no</body></html>", "RIFF\0\0\0\0WAVE", "GIF88a", "\u{89}PNG"] {
            #expect(throws: ImageError.unrecognizedFormat, "\(text.debugDescription)") {
                try SystemImageDecoder().decode(Data(text.utf8))
            }
        }
        expectRenderFails(Data("hello".utf8), with: .unrecognizedFormat)
    }

    // MARK: Cut short

    static let fixtures = [
        "avatar.png", "checker.png", "glyph.png", "ramp.png", "logo.jpg", "logo.gif",
        "logo-lossless.webp", "star.svg"
    ]

    /// Every fixture cut at 8, 16 and 33 bytes, at half and one byte short: a typed error,
    /// or the picture at its full size where the format's decoder accepts what is left.
    @Test(arguments: fixtures) func truncatedFixturesFailOrDecodeSafely(name: String) throws {
        let data = try fixture(name)
        let full = try SystemImageDecoder().decode(data).size
        var outcomes: [String] = []
        for length in Set([8, 16, 33, data.count / 2, data.count - 1]).sorted() where length < data.count {
            let cut = data.prefix(length)
            switch decoded(cut) {
            case .success(let source):
                outcomes.append("\(length): picture \(source.size)")
                // A PNG is drawn only when all its chunks arrived (the cut is in IEND's checksum).
                #expect(
                    !name.hasSuffix(".png") || length >= data.count - 4,
                    "\(name) cut at \(length): a PNG that ends before IEND is refused")
                #expect(source.size == full, "\(name) cut at \(length)")
                // A picture that decoded also draws.
                _ = try ImageRenderer(content: Image(data: cut).resizable().frame(width: 8, height: 8)).pngData()
            case .failure(let error):
                outcomes.append("\(length): \(error)")
                switch error {
                case .corrupt, .unrecognizedFormat: break
                default: Issue.record("\(name) cut at \(length): \(error)")
                }
                expectRenderFails(cut, with: error)
            }
        }
        print("truncated \(name) (\(data.count) bytes):\n  " + outcomes.joined(separator: "\n  "))
    }

    // MARK: Lying headers

    @Test func aPNGDeclaring100000SquaredIsTooLarge() {
        let png = Bytes.png(width: 100_000, height: 100_000, idat: Bytes.zlibStored([0, 0]))
        #expect(throws: ImageError.tooLarge(width: 100_000, height: 100_000)) { try SystemImageDecoder().decode(png) }
        expectRenderFails(png, with: .tooLarge(width: 100_000, height: 100_000))
        // The widest a PNG can say (2³¹ − 1), and zero.
        let widest = Bytes.png(width: 0x7FFF_FFFF, height: 1, idat: Bytes.zlibStored([0, 0]))
        #expect(throws: ImageError.tooLarge(width: 0x7FFF_FFFF, height: 1)) { try SystemImageDecoder().decode(widest) }
        let empty = Bytes.png(width: 0, height: 10, idat: Bytes.zlibStored([0]))
        #expect(isCorrupt(decodingError(empty)))
    }

    @Test func aJPEGFrameOf60000SquaredIsTooLarge() {
        let jpeg = Bytes.jpeg(width: 60_000, height: 60_000)
        #expect(throws: ImageError.tooLarge(width: 60_000, height: 60_000)) { try SystemImageDecoder().decode(jpeg) }
        expectRenderFails(jpeg, with: .tooLarge(width: 60_000, height: 60_000))
    }

    @Test func aGIFFrameLargerThanItsScreenIsTooLarge() {
        let gif = Bytes.gif(screen: (10, 10), frame: (x: 0, y: 0, width: 65_535, height: 65_535))
        #expect(throws: ImageError.tooLarge(width: 65_535, height: 65_535)) { try SystemImageDecoder().decode(gif) }
        expectRenderFails(gif, with: .tooLarge(width: 65_535, height: 65_535))
        // The screen itself too large.
        let screen = Bytes.gif(screen: (65_535, 2), frame: (x: 0, y: 0, width: 1, height: 1))
        #expect(throws: ImageError.tooLarge(width: 65_535, height: 2)) { try SystemImageDecoder().decode(screen) }
    }

    @Test func aWebPHeaderBeyondTheLimitsIsTooLarge() {
        // VP8L: 14 bits a side, so 16,384 is its largest: 268 megapixels.
        let lossless = Bytes.webpVP8L(width: 16_384, height: 16_384)
        #expect(throws: ImageError.tooLarge(width: 16_384, height: 16_384)) {
            try SystemImageDecoder().decode(lossless)
        }
        expectRenderFails(lossless, with: .tooLarge(width: 16_384, height: 16_384))
        // VP8X: a canvas of 24 bits a side.
        let extended = Bytes.webpVP8X(width: 20_000, height: 20_000)
        #expect(throws: ImageError.tooLarge(width: 20_000, height: 20_000)) {
            try SystemImageDecoder().decode(extended)
        }
        // Within the side limit, over the pixel limit (16,384 × 4,097 > 64 Mi).
        let tall = Bytes.webpVP8X(width: 16_384, height: 4_097)
        #expect(throws: ImageError.tooLarge(width: 16_384, height: 4_097)) { try SystemImageDecoder().decode(tall) }
    }

    // MARK: Bombs

    /// 9,000 × 9,000 is within the side limit but 81 megapixels: refused from the header,
    /// before a pixel is allocated, however small the compressed data.
    @Test func aPNGOverThePixelLimitIsRefusedFromItsHeader() {
        let png = Bytes.png(width: 9_000, height: 9_000, idat: Bytes.zlibZeros(count: 9_001))
        var error: ImageError?
        let elapsed = seconds { error = decodingError(png) }
        #expect(error == .tooLarge(width: 9_000, height: 9_000))
        #expect(elapsed < 1)
        expectRenderFails(png, with: .tooLarge(width: 9_000, height: 9_000))
    }

    /// 4,000 × 4,000 zeros (16 MB of pixels from 100 KB of deflate) is within the limits:
    /// it decodes, in a few seconds at most.
    @Test func aValidZeroPNGOf16MegapixelsDecodes() throws {
        let rowBytes = 1 + 4_000
        let png = Bytes.png(width: 4_000, height: 4_000, idat: Bytes.zlibZeros(count: rowBytes * 4_000))
        var source: ImageSource?
        let elapsed = try seconds { source = try SystemImageDecoder().decode(png) }
        print("4000 × 4000 zero PNG: \(png.count) bytes, decoded in \(elapsed) s")
        guard case .bitmap(let bitmap) = try #require(source) else { Issue.record("not a bitmap"); return }
        #expect(bitmap.width == 4_000 && bitmap.height == 4_000)
        #expect(bitmap.premultipliedRGBA[0..<4] == [0, 0, 0, 255])
        #expect(bitmap.premultipliedRGBA.suffix(4) == [0, 0, 0, 255])
        #expect(elapsed < 20)
        let drawn = try render(Image(data: png).resizable().frame(width: 4, height: 4))
        #expect(drawn.rgba(x: 2, y: 2) == (0, 0, 0, 255))
    }

    /// At the pixel limit (8,192 × 8,192) but with its data missing: gdk-pixbuf allocates the
    /// pixels (within the limits, by design), reports nothing, and gives the rows it never
    /// received in its fill colour (0x979899, never uninitialised memory). A safe picture; a
    /// PNG cut short before its IEND chunk is refused instead (see the truncation test).
    @Test func aPNGAtTheLimitWithoutItsDataIsAGreyPicture() throws {
        let png = Bytes.png(width: 8_192, height: 8_192, idat: Bytes.zlibStored([0, 0, 0]))
        var source: ImageSource?
        let elapsed = try seconds { source = try SystemImageDecoder().decode(png) }
        guard case .bitmap(let bitmap) = try #require(source) else { Issue.record("not a bitmap"); return }
        #expect(bitmap.width == 8_192 && bitmap.height == 8_192)
        #expect(bitmap.premultipliedRGBA.suffix(4) == [0x97, 0x98, 0x99, 255])
        #expect(elapsed < 20)
    }

    /// Found by the image fuzz target: bytes that are not UTF-8 inside an attribute's name.
    /// Foundation's `XMLParser` trapped on the name; such a document is refused first.
    @Test func anSVGThatIsNotUTF8IsRefusedBeforeAnyParserSeesIt() {
        var bytes = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect stop-col"#.utf8)
        bytes += [UInt8](repeating: 0xFF, count: 16)
        bytes += Array(#"or="blue" width="4" height="4"/></svg>"#.utf8)
        #expect(throws: ImageError.corrupt(reason: "SVG that is not valid UTF-8")) {
            try SystemImageDecoder().decode(Data(bytes))
        }
        // Declared in a single-byte encoding, the same bytes are characters libxml2 reads.
        var latin = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8)
        latin += Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><title>caf"#.utf8) + [0xE9]
        latin += Array(#"</title><rect width="4" height="4"/></svg>"#.utf8)
        #expect((try? SystemImageDecoder().decode(Data(latin))) != nil)
    }

    @Test func aFileOverTheByteLimitIsRefusedUnread() {
        let data = Data(count: ImageLimits.maximumFileBytes + 1)
        #expect(throws: ImageError.fileTooLarge(bytes: ImageLimits.maximumFileBytes + 1)) {
            try SystemImageDecoder().decode(data)
        }
        expectRenderFails(data, with: .fileTooLarge(bytes: ImageLimits.maximumFileBytes + 1))
        // Exactly at the limit it is read: zeros are no format.
        #expect(throws: ImageError.unrecognizedFormat) {
            try SystemImageDecoder().decode(Data(count: ImageLimits.maximumFileBytes))
        }
    }

    // MARK: SVG

    /// A script has nothing to run in: the picture is what the shapes draw.
    @Test func anSVGScriptNeverRuns() throws {
        let svg = Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
              <rect id="r" width="20" height="20" fill="#00ff00"/>
              <script type="application/ecmascript">document.getElementById('r').setAttribute('fill', '#ff0000')</script>
              <script><![CDATA[ while (true) {} ]]></script>
              <rect width="10" height="10" fill="#0000ff" onload="this.setAttribute('fill', '#ff0000')"/>
            </svg>
            """.utf8)
        let drawn = try render(Image(data: svg))
        #expect(drawn.width == 20 && drawn.height == 20)
        #expect(drawn.rgba(x: 15, y: 15) == (0, 255, 0, 255))
        #expect(drawn.rgba(x: 5, y: 5) == (0, 0, 255, 255))
        _ = try ImageRenderer(content: Image(data: svg)).svgData()
    }

    /// A red PNG written to a temporary file: what an SVG must not be able to load.
    func redPNGFile() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("red.png")
        try ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)).pngData().write(to: url)
        try Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect id="a" width="20" height="20" fill="#ff0000"/></svg>
            """.utf8
        ).write(to: directory.appendingPathComponent("other.svg"))
        return url
    }

    /// Whether any pixel of `image` has ink (alpha above 0).
    func inkCount(_ image: RasterImage) -> Int { image.pixels.filter { $0 >> 24 != 0 }.count }

    @Test func anSVGLoadsNoFileItReferences() throws {
        let red = try redPNGFile()
        defer { try? FileManager.default.removeItem(at: red.deletingLastPathComponent()) }
        let other = red.deletingLastPathComponent().appendingPathComponent("other.svg")
        #expect(FileManager.default.fileExists(atPath: other.path))
        let documents = [
            "image file:// png": #"<image href="\#(red.absoluteString)" width="20" height="20"/>"#,
            "image xlink:href path": #"<image xlink:href="\#(red.path)" width="20" height="20"/>"#,
            "image /etc/hostname": #"<image href="file:///etc/hostname" width="20" height="20"/>"#,
            "use other.svg#a": #"<use href="other.svg#a"/>"#,
            "use file:// other.svg#a": #"<use href="\#(other.absoluteString)#a"/>"#,
            "feImage":
                #"<filter id="f"><feImage href="\#(red.absoluteString)"/></filter><rect width="20" height="20" filter="url(#f)"/>"#,
            "css @import":
                #"<style>@import url("\#(red.deletingLastPathComponent().appendingPathComponent("x.css").absoluteString)");</style>"#,
            "pattern from another file": #"<rect width="20" height="20" fill="url(\#(other.absoluteString)#a)"/>"#
        ]
        for (name, element) in documents.sorted(by: { $0.key < $1.key }) {
            let svg = Data(
                """
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">\(element)</svg>
                """.utf8)
            let drawn = try render(Image(data: svg))
            #expect(drawn.width == 20 && drawn.height == 20, "\(name)")
            #expect(inkCount(drawn) == 0, "\(name): \(inkCount(drawn)) pixels drawn, \(drawn.rgba(x: 10, y: 10))")
            _ = try ImageRenderer(content: Image(data: svg)).svgData()
        }
    }

    /// XInclude of /etc/passwd as text: nothing of it is drawn.
    @Test func anSVGIncludesNoFile() throws {
        let svg = Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="200" height="20">
              <text x="0" y="15" font-size="12" fill="#000"><xi:include href="/etc/passwd" parse="text"/></text>
              <text x="0" y="15" font-size="12" fill="#000"><xi:include href="file:///etc/passwd" parse="text"/></text>
              <xi:include href="file:///etc/passwd" parse="xml"/>
            </svg>
            """.utf8)
        let source = try SystemImageDecoder().decode(svg)
        #expect(source.size == CGSize(width: 200, height: 20))
        let drawn = try render(Image(data: svg))
        #expect(inkCount(drawn) == 0)
        _ = try ImageRenderer(content: Image(data: svg)).svgData()
    }

    /// An http reference to a listening socket: the render never connects (librsvg resolves
    /// nothing without a base URL), so it cannot wait on a server. The render runs aside; a
    /// connection, were one made, is accepted and closed so that nothing hangs.
    @Test func anSVGMakesNoNetworkRequest() throws {
        let listener = try #require(LocalListener())
        defer { listener.close() }
        let svg = Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
              <image href="http://127.0.0.1:\(listener.port)/x.png" width="20" height="20"/>
              <image href="http://127.0.0.1:9/x.png" width="20" height="20"/>
              <use href="http://127.0.0.1:\(listener.port)/y.svg#a"/>
            </svg>
            """.utf8)
        let done = DispatchSemaphore(value: 0)
        let result = LockedBox<Result<RasterImage, any Error>?>(nil)
        Thread.detachNewThread {
            result.value = Result { try render(Image(data: svg)) }
            done.signal()
        }
        var connections = 0
        let deadline = Date().addingTimeInterval(20)
        while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            connections += listener.acceptAndClose()
            if Date() > deadline { Issue.record("the render took over 20 s"); return }
        }
        connections += listener.acceptAndClose()
        #expect(connections == 0)
        let drawn = try #require(try result.value?.get())
        #expect(inkCount(drawn) == 0)
    }

    @Test func entityDeclarationsAreRefused() {
        let laughs = Data(
            """
            <?xml version="1.0"?>
            <!DOCTYPE svg [
              <!ENTITY lol "lol">
              <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
              <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
              <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
              <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
              <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
              <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
              <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
              <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
            ]>
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><text y="10">&lol9;</text></svg>
            """.utf8)
        let external = Data(
            """
            <?xml version="1.0"?>
            <!DOCTYPE svg [ <!ENTITY passwd SYSTEM "file:///etc/passwd"> ]>
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text y="15">&passwd;</text></svg>
            """.utf8)
        let parameter = Data(
            """
            <!DOCTYPE svg [ <!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote; ]>
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"/>
            """.utf8)
        for svg in [laughs, external, parameter] {
            #expect(throws: ImageError.unsafeSVG(reason: "entity declarations")) {
                try SystemImageDecoder().decode(svg)
            }
            expectRenderFails(svg, with: .unsafeSVG(reason: "entity declarations"))
        }
    }

    @Test func svgsWithoutASizeTooLargeOrMalformedAreRefused() {
        let unsized = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>"#.utf8)
        #expect(throws: ImageError.corrupt(reason: "SVG without a size or a viewBox")) {
            try SystemImageDecoder().decode(unsized)
        }
        expectRenderFails(unsized, with: .corrupt(reason: "SVG without a size or a viewBox"))

        let huge = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="10"/>"#.utf8)
        #expect(throws: ImageError.tooLarge(width: 1_000_000_000, height: 10)) { try SystemImageDecoder().decode(huge) }
        expectRenderFails(huge, with: .tooLarge(width: 1_000_000_000, height: 10))

        // Just over the side limit: reported rounded up, never as a size within the limits.
        let over = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="16384.5" height="10"/>"#.utf8)
        #expect(throws: ImageError.tooLarge(width: 16_385, height: 10)) { try SystemImageDecoder().decode(over) }
        let hugeViewBox = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e30 1e30"/>"#.utf8)
        #expect(throws: ImageError.tooLarge(width: 1_000_000_000, height: 1_000_000_000)) {
            try SystemImageDecoder().decode(hugeViewBox)
        }

        for text in [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect></svg>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"#,
            #"<svg width="10" height="10" <rect/></svg>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="1e400" height="10"/>"#,
            #"<html><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/></html>"#
        ] {
            let svg = Data(text.utf8)
            let error = decodingError(svg)
            #expect(isCorrupt(error), "\(text.debugDescription): \(String(describing: error))")
            if let error { expectRenderFails(svg, with: error) }
        }
    }
}

extension HostileImageTests {
    // MARK: Entities hidden by the text encoding

    /// The bytes of `text` as UTF-16LE without a byte order mark: libxml2 detects it from
    /// `<\0?\0`, and a byte search for `<!ENTITY` finds nothing.
    func utf16LittleEndian(_ text: String) -> Data {
        Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    @Test func entitiesInUTF16OrUTF7AreRefused() throws {
        // A comment whose two UTF-16 units are the bytes "<svg", so that the header sniffs SVG.
        let hidden = String(decoding: [UInt16(0x733C), UInt16(0x6776)], as: UTF16.self)
        let utf16 = utf16LittleEndian(
            """
            <?xml version="1.0" encoding="UTF-16"?><!--\(hidden)--><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">\
            <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">\
            <text y="10">&b;</text></svg>
            """)
        #expect(throws: ImageError.unsafeSVG(reason: "text encoding other than UTF-8")) {
            try SystemImageDecoder().decode(utf16)
        }
        expectRenderFails(utf16, with: .unsafeSVG(reason: "text encoding other than UTF-8"))
        // UTF-7 spells "<" as "+ADw-": the entity below drew a blue square before the fix.
        let utf7 = Data(
            """
            <?xml version="1.0" encoding="UTF-7"?><!DOCTYPE svg [+ADw-!ENTITY a "+ADw-rect width='20' height='20' fill='blue'/+AD4-"+AD4-]>\
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">+ACY-a;</svg>
            """.utf8)
        #expect(throws: ImageError.unsafeSVG(reason: "text encoding UTF-7")) { try SystemImageDecoder().decode(utf7) }
        expectRenderFails(utf7, with: .unsafeSVG(reason: "text encoding UTF-7"))
        // A NUL byte is no UTF-8 XML either.
        #expect(throws: ImageError.unsafeSVG(reason: "text encoding other than UTF-8")) {
            try SystemImageDecoder().decode(Data("<svg>\u{0}</svg>".utf8))
        }
        // ASCII-compatible encodings are still read.
        let latin1 = Data(
            #"<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#
                .utf8)
        #expect(try SystemImageDecoder().decode(latin1).size == CGSize(width: 4, height: 4))
    }

    // MARK: Images embedded in an SVG

    /// An SVG of 20 × 20 whose `<image>` is `payload` in a data: URL.
    func svgEmbedding(_ payload: Data, mediaType: String = "image/png", href: String = "href") -> Data {
        Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">\
            <image width="20" height="20" \(href)="data:\(mediaType);base64,\(payload.base64EncodedString())"/></svg>
            """.utf8)
    }

    /// librsvg loads data: URLs (only those) through gdk-pixbuf in any of its formats: before
    /// the fix, a 200-byte SVG embedding a 16,000 × 16,000 PNG took 1.8 GB and 3.5 s to draw.
    /// Each embedded image is now held to the same limits, however its URL is spelled.
    @Test func imagesEmbeddedInAnSVGMeetTheLimits() throws {
        let hugePNG = Bytes.png(width: 16_000, height: 16_000, idat: Bytes.zlibStored([0, 0]))
        let tooLarge = ImageError.tooLarge(width: 16_000, height: 16_000)
        let spellings: [(String, Data)] = [
            ("href", svgEmbedding(hugePNG)),
            ("xlink:href", svgEmbedding(hugePNG, href: "xlink:href")),
            ("no media type", svgEmbedding(hugePNG, mediaType: "")),
            (
                "upper-case scheme",
                Data(
                    String(decoding: svgEmbedding(hugePNG), as: UTF8.self).replacingOccurrences(
                        of: "data:", with: "DATA:"
                    ).utf8)
            ),
            (
                "character references",
                Data(
                    String(decoding: svgEmbedding(hugePNG), as: UTF8.self).replacingOccurrences(
                        of: "data:", with: "&#100;a&#x74;a&#10;:"
                    ).utf8)
            ),
            (
                "feImage",
                Data(
                    """
                    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><filter id="f"><feImage href="data:image/png;base64,\(hugePNG.base64EncodedString())"/></filter><rect width="20" height="20" filter="url(#f)"/></svg>
                    """.utf8)
            )
        ]
        for (name, svg) in spellings {
            var error: ImageError?
            let elapsed = seconds { error = decodingError(svg) }
            #expect(error == tooLarge, "\(name): \(String(describing: error))")
            #expect(elapsed < 2, "\(name)")
        }
        expectRenderFails(spellings[0].1, with: tooLarge)

        // An SVG inside an SVG (a paint server in another document, its URL in CSS escapes),
        // itself embedding the huge PNG; and one declaring entities.
        let inner = svgEmbedding(hugePNG)
        let nested = Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" style="fill: url(d\\61 ta:image/svg+xml;base64,\(inner.base64EncodedString())#p)"/></svg>
            """.utf8)
        #expect(throws: tooLarge) { try SystemImageDecoder().decode(nested) }
        let laughs = Data(
            #"<!DOCTYPE svg [<!ENTITY a "aa">]><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><text>&a;</text></svg>"#
                .utf8)
        let nestedLaughs = Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><style>rect { fill: url("data:image/svg+xml;base64,\(laughs.base64EncodedString())#p") }</style><rect width="20" height="20"/></svg>
            """.utf8)
        #expect(throws: ImageError.unsafeSVG(reason: "entity declarations")) {
            try SystemImageDecoder().decode(nestedLaughs)
        }

        // Formats Vellum does not read (gdk-pixbuf would load this BMP, 16,000 × 16,000: 1 GB).
        var bmp =
            Array("BM".utf8) + Bytes.littleEndian(70, bytes: 4) + Bytes.littleEndian(0, bytes: 4)
            + Bytes.littleEndian(54, bytes: 4)
        bmp +=
            Bytes.littleEndian(40, bytes: 4) + Bytes.littleEndian(16_000, bytes: 4)
            + Bytes.littleEndian(16_000, bytes: 4)
        bmp += [1, 0, 24, 0] + [UInt8](repeating: 0, count: 24) + [UInt8](repeating: 0x7F, count: 16)
        let error = decodingError(svgEmbedding(Data(bmp), mediaType: "image/bmp"))
        guard case .unsafeSVG(let reason) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(reason.hasPrefix("a data: URL that is not an image Vellum reads"))

        // A CSS-escaped quote cannot cut the URL short for the check: the payload is read as
        // CSS reads it (here, percent-encoded PNG bytes with a quote inside the IHDR).
        let percent =
            hugePNG.prefix(20).map { String(format: "%%%02X", $0) }.joined() + "\\\""
            + hugePNG.dropFirst(20).map { String(format: "%%%02X", $0) }.joined()
        let quoted = Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" style="fill: url(&quot;data:image/png,\#(percent)&quot;)"/></svg>"#
                .utf8)
        let quotedError = decodingError(quoted)
        #expect(quotedError != nil && !isCorrupt(quotedError), "\(String(describing: quotedError))")
        // An SVG without a size, embedded: its own data: URLs are checked all the same.
        let unsized = Data(
            #"<svg xmlns="http://www.w3.org/2000/svg"><image width="20" height="20" href="data:image/png;base64,\#(hugePNG.base64EncodedString())"/></svg>"#
                .utf8)
        #expect(throws: tooLarge) { try SystemImageDecoder().decode(svgEmbedding(unsized, mediaType: "image/svg+xml")) }
        // XInclude of a data: URL is loaded while librsvg parses: it must be an image too.
        let include = Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="20" height="20"><text><xi:include href="data:text/plain,hello" parse="text"/></text></svg>"#
                .utf8)
        #expect(
            throws: ImageError.unsafeSVG(
                reason: "a data: URL that is not an image Vellum reads (not a PNG, JPEG, WebP, GIF or SVG file)")
        ) {
            try SystemImageDecoder().decode(include)
        }
        // An inline SVG in a data: URL, its colours after "#" (a URL fragment): still drawn.
        let inline = Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><image width="20" height="20" href="data:image/svg+xml;utf8,&lt;svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'&gt;&lt;rect width='4' height='4' fill='%2300ff00'/&gt;&lt;/svg&gt;"/></svg>"#
                .utf8)
        #expect(try render(Image(data: inline)).rgba(x: 10, y: 10) == (0, 255, 0, 255))

        // A small embedded PNG still draws, and "data:" in other text is no URL.
        let checker = svgEmbedding(try fixture("checker.png"))
        let drawn = try render(Image(data: checker))
        #expect(drawn.rgba(x: 2, y: 2) == (255, 59, 48, 255))
        let prose = Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><desc>Source data: census, 2020</desc><text aria-label="data: a, b">x</text></svg>"#
                .utf8)
        #expect(try SystemImageDecoder().decode(prose).size == CGSize(width: 4, height: 4))
    }

    /// 10¹⁰ instances through nested `<use>`: librsvg stops at 500,000 referenced elements.
    /// The decoder draws each document once, so that this is refused as it is decoded instead
    /// of failing in the middle of a render (with a misleading Cairo error).
    @Test func aUseBombIsRefusedWhenDecoded() {
        var defs = #"<g id="l0"><rect width="1" height="1"/></g>"#
        for level in 1...10 {
            defs +=
                ##"<g id="l\##(level)">"## + String(repeating: ##"<use href="#l\##(level - 1)"/>"##, count: 10) + "</g>"
        }
        let bomb = Data(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><defs>\##(defs)</defs><use href="#l10"/></svg>"##
                .utf8)
        var error: ImageError?
        let elapsed = seconds { error = decodingError(bomb) }
        #expect(error == .corrupt(reason: "exceeded more than 500000 referenced elements"))
        #expect(elapsed < 15)
        if let error { expectRenderFails(bomb, with: error) }
    }

    /// Found by the image-data fuzzer (a timeout under ASan): logo.gif with its screen width's
    /// bytes swapped, 10,240 × 6,144 pixels from 250 bytes. Within the limits (62.9 of 64
    /// megapixels), so it decodes, a screen of the first frame's pixels and transparency; the
    /// cost is the conversion of 63 M pixels (1–4 s in a debug build, 0.3 s in release).
    @Test func aGIFScreenNearTheLimitDecodesInBoundedTime() throws {
        let gif = try #require(
            Data(
                base64Encoded:
                    "R0lGODlhACgAGIEAAP///zTHWQAAAAAAACH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAEAKAgYAAAIYwADCBxIsGABAAgTKly40KBDhwwjRnxIcYsJO6ArVsSIUSNFjhc9PgQpUSREkgxNGkSZUiVBlg1dWoSZUaZAmjJt4kRs8+bOngF2AgAqlOjPnkWRHtW5VGxSpjiNRlU6FSrNgAAh+QQBCgABACwAAAAAKAAYAIEAAAAAAAAAAAAAAAIINAABCBxIsKDBgwgTKlzIsKDDhxAjSpxIsaLFixgzatzIsaPHriBDihxJsqTNkyhTqlzpMCAAOw=="
            ))
        var source: ImageSource?
        let elapsed = try seconds { source = try SystemImageDecoder().decode(gif) }
        #expect(source?.size == CGSize(width: 10_240, height: 6_144))
        #expect(elapsed < 30)
    }

    /// A GIF frame placed far outside its 10 × 10 screen: the screen is all that is drawn.
    @Test func aGIFFrameOutsideItsScreenDrawsNothing() throws {
        let gif = Bytes.gif(screen: (10, 10), frame: (x: 65_534, y: 65_534, width: 1, height: 1))
        let source = try SystemImageDecoder().decode(gif)
        #expect(source.size == CGSize(width: 10, height: 10))
        #expect(inkCount(try render(Image(data: gif))) == 0)
    }
}

// MARK: - Building files

/// Image files from their parts.
enum Bytes {
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// CRC-32 (ISO 3309, as PNG and zip use it).
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static func bigEndian32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func littleEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).map { UInt8(value >> (8 * $0) & 0xFF) }
    }

    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian32(UInt32(data.count)) + typed + bigEndian32(crc32(typed))
    }

    /// A PNG of 8-bit greyscale (colour type 0) unless told otherwise.
    static func png(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colourType: UInt8 = 0, idat: [UInt8]) -> Data {
        let header = bigEndian32(width) + bigEndian32(height) + [bitDepth, colourType, 0, 0, 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", header)
                + pngChunk("IDAT", idat) + pngChunk("IEND", []))
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// `data` as a zlib stream of stored (uncompressed) blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final] + littleEndian(count, bytes: 2) + littleEndian(count ^ 0xFFFF, bytes: 2)
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + bigEndian32(adler32(data))
    }

    /// `count` zero bytes as a zlib stream: one fixed-Huffman block of a literal zero and
    /// back-references of 258 bytes at distance 1 (13 bits for 258 bytes).
    static func zlibZeros(count: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.bits(1, 1) // final block
        writer.bits(1, 2) // fixed Huffman
        var remaining = count
        func literalZero() { writer.code(0x30, 8); remaining -= 1 } // literal 0: 00110000
        if remaining > 0 { literalZero() }
        while remaining >= 258 {
            writer.code(0xC5, 8) // length code 285 (258): 11000101
            writer.code(0, 5) // distance code 0 (1)
            remaining -= 258
        }
        while remaining > 0 { literalZero() }
        writer.code(0, 7) // end of block (256)
        return [0x78, 0x01] + writer.bytes + bigEndian32(UInt32(count % 65_521) << 16 | 1)
    }

    struct BitWriter {
        var bytes: [UInt8] = []
        var bitCount = 0

        /// `count` bits of `value`, least significant first (deflate's header fields).
        mutating func bits(_ value: Int, _ count: Int) {
            for i in 0..<count {
                if bitCount % 8 == 0 { bytes.append(0) }
                if value >> i & 1 != 0 { bytes[bytes.count - 1] |= UInt8(1 << (bitCount % 8)) }
                bitCount += 1
            }
        }

        /// A Huffman code of `count` bits, most significant first.
        mutating func code(_ value: Int, _ count: Int) {
            for i in stride(from: count - 1, through: 0, by: -1) { bits(value >> i & 1, 1) }
        }
    }

    /// A baseline JPEG's start: SOI and a frame header of three components, then EOI.
    static func jpeg(width: Int, height: Int) -> Data {
        let frame: [UInt8] = [
            0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
            1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1
        ]
        return Data([0xFF, 0xD8, 0xFF, 0xC0, 0, UInt8(frame.count + 2)] + frame + [0xFF, 0xD9])
    }

    /// A GIF89a of a two-colour palette, with one frame of one pixel's data.
    static func gif(screen: (Int, Int), frame: (x: Int, y: Int, width: Int, height: Int)) -> Data {
        var bytes = Array("GIF89a".utf8) + littleEndian(screen.0, bytes: 2) + littleEndian(screen.1, bytes: 2)
        bytes += [0x80, 0, 0, 0, 0, 0, 255, 255, 255] // global palette of 2: black, white
        bytes += [0x2C] + littleEndian(frame.x, bytes: 2) + littleEndian(frame.y, bytes: 2)
        bytes += littleEndian(frame.width, bytes: 2) + littleEndian(frame.height, bytes: 2) + [0]
        bytes += [2, 2, 0x4C, 0x01, 0, 0x3B] // LZW minimum size 2; clear, 0, end; trailer
        return Data(bytes)
    }

    static func riff(_ chunks: [UInt8]) -> Data {
        Data(Array("RIFF".utf8) + littleEndian(4 + chunks.count, bytes: 4) + Array("WEBP".utf8) + chunks)
    }

    static func webpChunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        Array(type.utf8) + littleEndian(payload.count, bytes: 4) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    /// A lossless WebP's header (14 bits a side), without its image data.
    static func webpVP8L(width: Int, height: Int) -> Data {
        let bits = (width - 1) | (height - 1) << 14
        return riff(webpChunk("VP8L", [0x2F] + littleEndian(bits, bytes: 4)))
    }

    /// An extended WebP's canvas (24 bits a side), without an image chunk.
    static func webpVP8X(width: Int, height: Int) -> Data {
        riff(webpChunk("VP8X", [0, 0, 0, 0] + littleEndian(width - 1, bytes: 3) + littleEndian(height - 1, bytes: 3)))
    }
}

extension SplitMix64 {
    /// `count` bytes, the same on every run.
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
}

/// A value shared with another thread.
final class LockedBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}

/// A TCP socket listening on 127.0.0.1 at a port the system picks, never blocking.
final class LocalListener {
    let descriptor: Int32
    let port: UInt16

    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 16) == 0, fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 else {
            Glibc.close(fd)
            return nil
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { Glibc.close(fd); return nil }
        descriptor = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Accepts and closes every pending connection; returns how many there were.
    func acceptAndClose() -> Int {
        var count = 0
        while true {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return count }
            Glibc.close(connection)
            count += 1
        }
    }

    func close() { Glibc.close(descriptor) }
}
