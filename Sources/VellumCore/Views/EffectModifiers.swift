import Foundation
import VellumGeometry

extension View {
    /// Draws `overlay` over this view, offered this view's size and aligned in it; the
    /// result has this view's size.
    ///
    /// ```swift
    /// Circle().fill(.blue).overlay { Text("7") }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Draws `overlay` over this view, offered this view's size and aligned in it.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        secondary(overlay, alignment: alignment, isAbove: true)
    }

    /// Fills the view's bounds with `style` over the view.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// Draws `background` behind this view, offered this view's size and aligned in it; the
    /// result has this view's size.
    ///
    /// ```swift
    /// Text("Hi").padding().background(Color.yellow)
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }

    /// Draws `background` behind this view, offered this view's size and aligned in it.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        secondary(background, alignment: alignment, isAbove: false)
    }

    /// `secondary` drawn above or below this view, offered its size and aligned in it.
    private func secondary<V: View>(_ secondary: V, alignment: Alignment, isAbove: Bool) -> some View {
        ModifiedNodes(self) { node, environment in
            SecondaryNode(
                child: node, secondary: ViewTree.node(of: secondary, in: environment), alignment: alignment,
                isAbove: isAbove, mirror: HorizontalMirror(environment))
        }
    }

    /// Fills the view's bounds with `style` behind the view.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background(Rectangle().fill(style))
    }

    /// Fills the view's bounds with the background style behind it (`systemBackground`
    /// unless `backgroundStyle(_:)` set one), as SwiftUI's `background()`. A render has no
    /// safe area, so `edges` changes nothing.
    ///
    /// ```swift
    /// Text("Card").padding().background()
    /// ```
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle())
    }

    /// Fills `shape`, fitted to the view's bounds, with `style` behind the view, as
    /// SwiftUI's `background(_:in:fillStyle:)`.
    ///
    /// ```swift
    /// Text("Passed").padding(8).background(.green.opacity(0.2), in: Capsule())
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills `shape`, fitted to the view's bounds, with the background style behind the view.
    ///
    /// ```swift
    /// Text("42").padding().background(in: RoundedRectangle(cornerRadius: 8))
    /// ```
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills `shape`, fitted to the view's bounds, with `style` over the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// Draws the view (as a whole, in a layer) with its alpha multiplied by `opacity`,
    /// clamped to 0…1 (NaN as 0).
    public func opacity(_ opacity: Double) -> some View {
        let clamped = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        return ModifiedNodes(self) { node, _ in
            let value = animatedValue(clamped, .opacity)
            return DrawingNode(child: node) { child, context, proposal in
                var effects = PerChildEffects()
                effects.opacity = value
                drawEach(child, with: effects, in: &context, proposal: proposal)
            }
        }
    }

    /// Composites the view, as one layer, with `blendMode` over what is beneath it.
    ///
    /// ```swift
    /// Circle().fill(.red).blendMode(.multiply)
    /// ```
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedNodes(self) { node, _ in
            DrawingNode(child: node) { child, context, proposal in
                var local = context
                local.blendMode = blendMode
                local.drawLayer { layer in child.draw(in: &layer, proposal: proposal) }
            }
        }
    }

    /// Draws the view into one layer before effects outside it (opacity, shadow, blend)
    /// apply, as SwiftUI's `compositingGroup()`.
    public func compositingGroup() -> some View {
        ModifiedNodes(self) { node, _ in
            DrawingNode(child: node) { child, context, proposal in
                context.drawLayer { layer in child.draw(in: &layer, proposal: proposal) }
            }
        }
    }

    /// Draws the view into one offscreen layer, as SwiftUI's `drawingGroup(opaque:colorMode:)`;
    /// Vellum draws every layer the same way, so `opaque` changes nothing.
    public func drawingGroup(opaque: Bool = false) -> some View {
        compositingGroup()
    }

    /// Draws a Gaussian shadow of the view beneath it, as SwiftUI's (default colour black at
    /// 33 % opacity; the radius is the blur radius, σ = radius / 2).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.white).shadow(radius: 4, y: 2)
    /// ```
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        ModifiedNodes(self) { node, _ in
            DrawingNode(child: node) { child, context, proposal in
                var effects = PerChildEffects()
                effects.shadows = [.shadow(color: color, radius: radius, x: x, y: y)]
                drawEach(child, with: effects, in: &context, proposal: proposal)
            }
        }
    }

    /// Rotates the drawing (not the layout) by `angle` about `anchor`, clockwise on screen.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        transformEffect(anchor: anchor, value: angle.radians.isFinite ? angle.radians : 0, .rotation) {
            $0.rotated(by: $1)
        }
    }

    /// Scales the drawing (not the layout) about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the drawing (not the layout) about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the drawing (not the layout) about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        transformEffect(anchor: anchor, value: CGSize(width: x, height: y), .scale) {
            $0.scaledBy(x: $1.width, y: $1.height)
        }
    }

    /// Moves the drawing (not the layout).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        transformEffect(anchor: .topLeading, value: CGSize(width: x.finiteOrZero, height: y.finiteOrZero), .offset) {
            $0.translatedBy(x: $1.width, y: $1.height)
        }
    }

    /// Moves the drawing (not the layout).
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Applies `transform` to the drawing (not the layout), about the top-leading corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        transformEffect(anchor: .topLeading, value: transform, nil) { transform, current in
            transform.concatenating(current)
        }
    }

    /// Draws the view with its transform changed by `change` with `value` (moved by animations
    /// of `property`), about `anchor`.
    private func transformEffect<V>(
        anchor: UnitPoint, value: V, _ property: AnimatedProperty?,
        _ change: @escaping (CGAffineTransform, V) -> CGAffineTransform
    ) -> some View {
        ModifiedNodes(self) { node, _ in
            let value = property.map { animatedValue(value, $0) } ?? value
            return DrawingNode(child: node) { child, context, proposal in
                let size = child.sizeThatFits(proposal)
                let pivot = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
                var local = context
                local.translateBy(x: pivot.x, y: pivot.y)
                local.transform = change(local.transform, value)
                local.translateBy(x: -pivot.x, y: -pivot.y)
                child.draw(in: &local, proposal: proposal)
            }
        }
    }

    /// Hides the view: it keeps its place in the layout and draws nothing, as SwiftUI's.
    ///
    /// ```swift
    /// ZStack(alignment: .trailing) { Text("100%").hidden(); Text("7%") }   // as wide as "100%"
    /// ```
    public func hidden() -> some View {
        ModifiedNodes(self) { node, _ in DrawingNode(child: node) { _, _, _ in } }
    }

    /// Clips the view to `shape` fitted to its bounds.
    ///
    /// ```swift
    /// Color.orange.frame(width: 80, height: 80).clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ModifiedNodes(self) { node, environment in
            DrawingNode(child: node) { child, context, proposal in
                var local = context
                let frame = CGRect(origin: .zero, size: child.sizeThatFits(proposal))
                local.clip(to: ContainerShapeContext.withShape(of: environment) { shape.path(in: frame) }, style: style)
                child.draw(in: &local, proposal: proposal)
            }
        }
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to a rounded rectangle of its bounds.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Draws a border of `width` inside the view's bounds.
    ///
    /// ```swift
    /// Text("Boxed").padding(4).border(.red, width: 2)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Shows the view only where `mask` is opaque (by the mask's alpha), as SwiftUI's.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Text("Gradient").font(.largeTitle) }
    /// ```
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        self.mask(mask(), alignment: alignment)
    }

    /// Shows the view only where `mask`, centred on it, is opaque (SwiftUI's older form).
    ///
    /// ```swift
    /// Color.blue.frame(width: 80, height: 80).mask(Circle())
    /// ```
    public func mask<M: View>(_ mask: M) -> some View {
        self.mask(mask, alignment: .center)
    }

    private func mask<M: View>(_ maskView: M, alignment: Alignment) -> some View {
        ModifiedNodes(self) { node, environment in
            MaskNode(
                child: node, secondary: ViewTree.node(of: maskView, in: environment), alignment: alignment,
                mirror: HorizontalMirror(environment))
        }
    }
}
