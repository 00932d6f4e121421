import Foundation

/// What a preview's modifiers and traits say about it: its name, its container's layout, its
/// device and orientation. The preview modifiers pass it up as a preference; `#Preview`'s
/// traits fill it directly. Vellum's preview tools size the image by it.
package struct PreviewSettings: Equatable, Sendable {
    package var displayName: String?
    package var layout: PreviewLayout?
    package var device: PreviewDevice?
    package var orientation: InterfaceOrientation?

    package init(
        displayName: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil,
        orientation: InterfaceOrientation? = nil
    ) {
        self.displayName = displayName
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }

    /// `other`'s settings where it has them, these elsewhere.
    package func merged(with other: PreviewSettings) -> PreviewSettings {
        PreviewSettings(
            displayName: other.displayName ?? displayName, layout: other.layout ?? layout,
            device: other.device ?? device, orientation: other.orientation ?? orientation)
    }

    package static func == (lhs: PreviewSettings, rhs: PreviewSettings) -> Bool {
        lhs.displayName == rhs.displayName && lhs.device?.rawValue == rhs.device?.rawValue
            && lhs.orientation == rhs.orientation && lhs.layout?.sizes == rhs.layout?.sizes
    }

    /// The preference the preview modifiers set.
    package struct Key: PreferenceKey {
        package static let defaultValue = PreviewSettings()
        package static func reduce(value: inout PreviewSettings, nextValue: () -> PreviewSettings) {
            value = value.merged(with: nextValue())
        }
    }

    /// The size of the screen of the device a device preview runs on, in points, turned by
    /// the orientation: the known device's, else an iPhone 15's.
    package var deviceSize: CGSize {
        let portrait = device.flatMap { Self.screenSize(ofDevice: $0.rawValue) } ?? Self.defaultDeviceSize
        return orientation?.isLandscape == true ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// An iPhone 15's screen (also the iPhone 14 Pro's, 15 Pro's and 16's): the size most
    /// iPhones sold since 2022 lay out at.
    package static let defaultDeviceSize = CGSize(width: 393, height: 852)

    /// Screen sizes in points of the devices `previewDevice(_:)` names most often, matched by
    /// the start of the name (longest first, so "iPhone 15 Pro Max" is not an "iPhone 15").
    static let knownScreens: [(prefix: String, size: CGSize)] = [
        ("iphone se", CGSize(width: 375, height: 667)),
        ("iphone 8 plus", CGSize(width: 414, height: 736)),
        ("iphone 8", CGSize(width: 375, height: 667)),
        ("iphone 11 pro max", CGSize(width: 414, height: 896)),
        ("iphone 11 pro", CGSize(width: 375, height: 812)),
        ("iphone 11", CGSize(width: 414, height: 896)),
        ("iphone 13 mini", CGSize(width: 375, height: 812)),
        ("iphone 13 pro max", CGSize(width: 428, height: 926)),
        ("iphone 13", CGSize(width: 390, height: 844)),
        ("iphone 14 pro max", CGSize(width: 430, height: 932)),
        ("iphone 14 pro", CGSize(width: 393, height: 852)),
        ("iphone 14 plus", CGSize(width: 428, height: 926)),
        ("iphone 14", CGSize(width: 390, height: 844)),
        ("iphone 15 pro max", CGSize(width: 430, height: 932)),
        ("iphone 15 plus", CGSize(width: 430, height: 932)),
        ("iphone 15", CGSize(width: 393, height: 852)),
        ("iphone 16 pro max", CGSize(width: 440, height: 956)),
        ("iphone 16 pro", CGSize(width: 402, height: 874)),
        ("iphone 16 plus", CGSize(width: 430, height: 932)),
        ("iphone 16", CGSize(width: 393, height: 852)),
        ("ipad mini", CGSize(width: 744, height: 1133)),
        ("ipad pro (11-inch)", CGSize(width: 834, height: 1194)),
        ("ipad pro (12.9-inch)", CGSize(width: 1024, height: 1366)),
        ("ipad air", CGSize(width: 820, height: 1180)),
        ("ipad", CGSize(width: 810, height: 1080))
    ].sorted { $0.prefix.count > $1.prefix.count }

    /// The screen of the device named `name`, if it is one of ``knownScreens``.
    static func screenSize(ofDevice name: String) -> CGSize? {
        let name = name.lowercased()
        return knownScreens.first { name.hasPrefix($0.prefix) }?.size
    }
}

extension PreviewLayout {
    /// The layout as comparable numbers: nil for `.device`, `.some(nil)` for `.sizeThatFits`.
    var sizes: CGSize?? {
        switch self {
        case .device: nil
        case .sizeThatFits: .some(nil)
        case .fixed(let width, let height): CGSize(width: width, height: height)
        }
    }
}
