import Foundation
import VellumGeometry

/// How `aspectRatio(_:contentMode:)` fits a ratio into the offered space.
public enum ContentMode: Hashable, Sendable {
    /// The largest size with the ratio that fits inside the offer.
    case fit
    /// The smallest size with the ratio that covers the offer.
    case fill
}
