import Foundation

extension AttributeScopes {
    /// SwiftUI's attributes, so `AttributedString` runs carry fonts and colours on Linux.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes a ``Text`` made from an `AttributedString` draws, as SwiftUI's scope.
    ///
    /// ```swift
    /// var price = AttributedString("$42 today")
    /// if let amount = price.range(of: "$42") {
    ///     price[amount].font = .title.bold()
    ///     price[amount].foregroundColor = .green
    /// }
    /// Text(price)
    /// ```
    ///
    /// `backgroundColor` is not among them yet: a run's background is not drawn.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character, in points.
        public let kern: KerningAttribute
        /// Extra space between characters, in points.
        public let tracking: TrackingAttribute
        /// The run raised (positive) or lowered from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's own attributes (links among them).
        public let foundation: FoundationAttributes

        /// The key of ``font``.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The key of ``foregroundColor``.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The key of ``strikethroughStyle``.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// The key of ``underlineStyle``.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// The key of ``kern``.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// The key of ``tracking``.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// The key of ``baselineOffset``.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `text.foregroundColor = .red`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}
