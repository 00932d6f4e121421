import Foundation
import Vellum

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG parsed by Foundation's XMLParser: whether it is well-formed, every `aria-label`,
/// the character data of every `<text>`, and the names of every element.
final class ParsedSVG: NSObject, XMLParserDelegate {
    private(set) var wellFormed = false
    private(set) var ariaLabels: [String] = []
    private(set) var texts: [String] = []
    private(set) var elements: [String] = []
    private var textDepth = 0
    private var currentText = ""

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        wellFormed = parser.parse()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
        if let label = attributeDict["aria-label"] { ariaLabels.append(label) }
        if elementName == "text" { textDepth += 1; currentText = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if textDepth > 0 { currentText += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        if elementName == "text" { textDepth -= 1; texts.append(currentText) }
    }
}

/// Pixels of `image` with any alpha.
func paintedPixelCount(_ image: RasterImage) -> Int {
    image.pixels.reduce(0) { $0 + ($1 >> 24 != 0 ? 1 : 0) }
}
