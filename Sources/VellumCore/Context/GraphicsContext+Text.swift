import Foundation
import VellumGeometry

extension GraphicsContext {
    /// A text resolved in a context's environment (its font, foreground style, locale), as
    /// SwiftUI's: measure it, then draw it where it fits.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     let label = context.resolve(Text("42%").font(.title).bold())
    ///     let box = label.measure(in: size)
    ///     context.draw(label, at: CGPoint(x: size.width - box.width / 2, y: box.height / 2))
    /// }
    /// ```
    public struct ResolvedText {
        let node: TextNode

        /// What fills the text; setting it replaces the text's own styles (decorations with
        /// a colour of their own keep it).
        public var shading: Shading {
            get { node.shadingOverride ?? .style(ForegroundStyle()) }
            nonmutating set { node.shadingOverride = newValue }
        }

        /// The text's size when offered `size` (wrapped within its width).
        public func measure(in size: CGSize) -> CGSize {
            node.sizeThatFits(ProposedViewSize(size))
        }

        /// The first line's baseline from the top, laid out within `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            node.baselines(for: ProposedViewSize(size)).first
        }

        /// The last line's baseline from the top, laid out within `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            node.baselines(for: ProposedViewSize(size)).last
        }
    }

    /// `text` resolved in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(node: TextNode(runs: text.resolvedRuns(in: environment), environment: environment))
    }

    /// Draws `text` at its ideal size with its `anchor` at `point`, as SwiftUI's
    /// `GraphicsContext.draw(_:at:anchor:)`, in the context's font and foreground style
    /// unless the text sets its own.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.draw(Text("42 %").font(.title), at: CGPoint(x: size.width / 2, y: size.height / 2))
    /// }
    /// ```
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped to fit `rect`'s width, at its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text at its ideal size with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.node.sizeThatFits(.unspecified)
        var local = self
        local.translateBy(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        text.node.draw(in: &local, proposal: .unspecified)
    }

    /// Draws a resolved text wrapped to fit `rect`'s width, at its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var local = self
        local.translateBy(x: rect.minX, y: rect.minY)
        text.node.draw(in: &local, proposal: ProposedViewSize(rect.size))
    }
}
