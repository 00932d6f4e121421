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

    /// The site shared by every `modifier` of one type parameter, for modifiers that take no
    /// source location (SwiftUI's `onReceive`): their n-th use in a pass is one view.
    init(_ modifier: String, _ type: Any.Type) {
        file = "\(modifier)<\(String(reflecting: type))>"
        line = 0
        column = 0
    }
}

/// One occurrence of a site in a pass.
struct SiteOccurrence: Hashable, Sendable {
    let site: SourceSite
    let ordinal: Int
}
