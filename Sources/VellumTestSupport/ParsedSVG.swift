import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG (or any XML) document read by Foundation's real XML parser: every element in
/// document order with its attributes, the text inside each element name, and the parse error
/// if the document is not well-formed. Shared by the test targets.
///
/// ```swift
/// let parsed = ParsedSVG(svgString)
/// #expect(parsed.error == nil && parsed.named("path").count == 3)
/// ```
public final class ParsedSVG: NSObject, XMLParserDelegate {
    public private(set) var elements: [(name: String, attributes: [String: String])] = []
    /// The character data inside elements, by element name (concatenated).
    public private(set) var text: [String: String] = [:]
    /// Why the document is not well-formed; nil when it is.
    public private(set) var error: Error?
    private var open: [String] = []

    public init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    public convenience init(_ svg: String) {
        self.init(Data(svg.utf8))
    }

    public func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((name, attributes))
        open.append(name)
    }

    public func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { text[current, default: ""] += string }
    }

    /// The attributes of every element called `name`.
    public func named(_ name: String) -> [[String: String]] {
        elements.filter { $0.name == name }.map({ $0.attributes })
    }

    /// The attributes of every element with `role="progressbar"`.
    public var progressBars: [[String: String]] {
        elements.map({ $0.attributes }).filter { $0["role"] == "progressbar" }
    }
}

/// A small deterministic generator (SplitMix64), so generated test inputs are reproducible.
public struct SplitMix64: Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`.
    public mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    /// Uniform in `0 ..< bound`.
    public mutating func nextInt(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
