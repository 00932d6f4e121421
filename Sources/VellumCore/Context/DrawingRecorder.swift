import Foundation

/// Collects the items one layer of a ``GraphicsContext`` draws. Contexts copied from one
/// another share their recorder, as SwiftUI's contexts share their layer.
final class DrawingRecorder {
    var items: [DrawingItem] = []

    init() { items.reserveCapacity(8) }
}
