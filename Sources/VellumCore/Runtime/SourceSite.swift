import Foundation
import VellumGeometry

/// Where a piece of state or a lifecycle modifier is written in the source, and which of the
/// views made there in one pass it belongs to (the rows of a `ForEach` share a site).
struct SourceSite: Hashable, Sendable {
    let file: String
    let line: UInt
    let column: UInt

    init(_ file: StaticString, _ line: UInt, _ column: UInt) {
        self.file = "\(file)"
        self.line = line
        self.column = column
    }
}

/// One occurrence of a site in a pass.
struct SiteOccurrence: Hashable, Sendable {
    let site: SourceSite
    let ordinal: Int
}
