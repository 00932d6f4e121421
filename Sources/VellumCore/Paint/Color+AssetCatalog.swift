import Foundation

extension Color {
    /// The colour named `name` in an asset catalog of `bundle` (default: the main bundle), as
    /// SwiftUI's, with its light and dark appearances.
    ///
    /// On Linux SwiftPM copies a target's `.xcassets` folder into its resource bundle as it is,
    /// so Vellum reads the colour sets there: `Name.colorset/Contents.json`, under folders that
    /// provide a namespace (`"Power/Needle"`) or not. Components in sRGB, extended sRGB,
    /// Display P3, linear sRGB and grey are read, as floats (`"0.502"`), bytes (`"128"`) or hex
    /// (`"0x80"`). A name no catalog has is clear, as in SwiftUI, and a warning names it on
    /// standard error once.
    ///
    /// ```swift
    /// Circle().fill(Color("Brand/Accent", bundle: .module))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        let found = AssetCatalog.color(named: name, in: bundle ?? .main)
        self = found ?? .clear
    }
}
