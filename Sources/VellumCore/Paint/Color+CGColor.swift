import Foundation
import VellumDrawing

#if !canImport(CoreGraphics)
    extension Color {
        /// A colour from a CoreGraphics colour, the same in both colour schemes.
        ///
        /// ```swift
        /// Color(cgColor: CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
        /// ```
        public init(cgColor: CGColor) {
            self.init(cgColor.rgba)
        }

        /// A colour from a CoreGraphics colour: the spelling before iOS 15's `Color(cgColor:)`.
        /// Disfavoured, so that `Color(.white)` stays UIKit's white as on iOS.
        ///
        /// ```swift
        /// Color(CGColor(gray: 0.5, alpha: 1))
        /// ```
        @_disfavoredOverload
        public init(_ cgColor: CGColor) {
            self.init(cgColor: cgColor)
        }

        /// The colour as CoreGraphics keeps it, where it is one: nil for a colour that changes
        /// with the colour scheme (the system colours, `.primary`, `.accentColor`), as on iOS,
        /// where those are dynamic; a colour from components has one.
        ///
        /// ```swift
        /// Color(red: 1, green: 0.5, blue: 0).cgColor?.components // [1.0, 0.5, 0.0, 1.0]
        /// ```
        public var cgColor: CGColor? {
            light == dark ? CGColor(light) : nil
        }
    }

    extension Color.Resolved {
        /// These components as a CoreGraphics colour (iOS 17).
        ///
        /// ```swift
        /// Color.red.resolve(in: EnvironmentValues()).cgColor
        /// ```
        public var cgColor: CGColor {
            CGColor(
                red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }
    }
#endif
