import Foundation
import VellumGeometry

/// UIKit's screen, as SwiftUI code on iOS reaches it (`UIScreen.main.bounds.width`) through
/// SwiftUI's re-export of UIKit. A render has no screen: this is the screen of the device a
/// preview assumes when it names none, an iPhone 15 (393 × 852 points at 3×).
///
/// ```swift
/// Capsule().frame(width: UIScreen.main.bounds.width - 40, height: 8)
/// ```
public final class UIScreen: Sendable {
    /// The screen.
    public static let main = UIScreen()

    private init() {}

    /// The screen in points, portrait: 393 × 852.
    public var bounds: CGRect { CGRect(origin: .zero, size: PreviewSettings.defaultDeviceSize) }

    /// The screen in pixels, portrait: 1179 × 2556.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// Pixels per point: 3.
    public var scale: CGFloat { 3 }

    /// Pixels per point of the panel: 3.
    public var nativeScale: CGFloat { 3 }
}
