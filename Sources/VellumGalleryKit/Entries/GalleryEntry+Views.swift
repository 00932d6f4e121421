import Foundation
import Vellum

// Each entry's view is written once; the page shows the lines between its
// `// gallery:begin <name>` and `// gallery:end` markers (GallerySample).

extension GalleryEntry {
    /// The views gallery, in page order.
    public static let views: [GalleryEntry] = [
        .swiftUIShapes,
        .stacksAndFrames,
        .viewEffects,
        .colorEffects,
        .uiKitColors,
        .materialsAndGlass,
        .blurEffects,
        .canvasFilters,
        .text,
        .radialLayout,
        .geometryReader,
        .alignmentAndLazyGrid
    ]

    /// The drawing examples SwiftUI users know.
    public static let swiftUIShapes = GalleryEntry(
        name: "swiftui-shapes",
        title: "SwiftUI's shape examples",
        caption:
            "Top row: a red circle; a blue capsule stroked 10 wide (the stroke is centred on the outline, so half of it lies outside the 100 × 50 frame); a rounded rectangle stroked with dash [10]. Bottom row: an ellipse dashed [10, 5, 2] with phase 10, starting at 3 o'clock in a gap; a red ellipse with a blue stroked overlay; a custom shape of two quadratic curves filled with a radial gradient, over a linear-gradient background.",
        size: CGSize(width: 364, height: 208),
        view: {
            // gallery:begin swiftui-shapes
            struct Wave: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: CGPoint(x: rect.minX, y: rect.midY))
                        p.addQuadCurve(
                            to: CGPoint(x: rect.midX, y: rect.midY),
                            control: CGPoint(x: rect.width * 0.25, y: rect.minY))
                        p.addQuadCurve(
                            to: CGPoint(x: rect.maxX, y: rect.midY),
                            control: CGPoint(x: rect.width * 0.75, y: rect.maxY))
                        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                        p.closeSubpath()
                    }
                }
            }
            return VStack(spacing: 16) {
                HStack(spacing: 16) {
                    Circle()
                        .fill(.red)
                        .frame(width: 100, height: 100)
                    Capsule()
                        .stroke(.blue, lineWidth: 10)
                        .frame(width: 100, height: 50)
                    RoundedRectangle(cornerRadius: 25)
                        .stroke(.black, style: StrokeStyle(lineWidth: 4, dash: [10]))
                        .frame(width: 100, height: 100)
                }
                HStack(spacing: 16) {
                    Ellipse()
                        .stroke(.green, style: StrokeStyle(lineWidth: 6, dash: [10, 5, 2], dashPhase: 10))
                        .frame(width: 100, height: 60)
                    Ellipse()
                        .fill(.red)
                        .overlay(Ellipse().stroke(.blue, lineWidth: 4))
                        .frame(width: 100, height: 60)
                    ZStack {
                        LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
                        Wave().fill(
                            RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 60))
                    }
                    .frame(width: 100, height: 60)
                }
            }
            .padding()
            // gallery:end
        }
    )

    /// Stacks, spacers, frames, padding and backgrounds.
    public static let stacksAndFrames = GalleryEntry(
        name: "stacks-and-frames",
        title: "Stacks, spacers and frames",
        caption:
            "A card laid out the way SwiftUI lays it out: a VStack of rows, each an HStack whose Spacer pushes the trailing square to the right edge; a flexible frame (maxWidth: .infinity) stretching a capsule across the free width; frames with alignment placing a small square in each corner of a grey box; padding and backgrounds showing where each view's bounds are.",
        size: CGSize(width: 304, height: 220),
        view: {
            // gallery:begin stacks-and-frames
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Circle().fill(.green).frame(width: 24, height: 24)
                    Capsule().fill(.gray.opacity(0.35)).frame(maxWidth: .infinity).frame(height: 12)
                    Spacer()
                    RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 24, height: 24)
                }
                HStack(spacing: 4) {
                    ForEach(0..<6) { index in
                        Rectangle()
                            .fill(.blue.opacity(Double(index + 1) / 6))
                            .frame(width: 20, height: 20)
                    }
                    Spacer()
                }
                .padding(8)
                .background(Color.yellow.opacity(0.3))
                ZStack {
                    Rectangle().fill(.gray.opacity(0.2))
                    Color.red.frame(width: 16, height: 16).frame(
                        maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    Color.green.frame(width: 16, height: 16).frame(
                        maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                    Color.blue.frame(width: 16, height: 16).frame(
                        maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                    Color.purple.frame(width: 16, height: 16).frame(
                        maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                }
                .frame(height: 80)
            }
            .padding()
            .frame(width: 280)
            .background(RoundedRectangle(cornerRadius: 16).fill(.white).shadow(radius: 6, y: 2))
            .padding(12)
            // gallery:end
        }
    )

    /// View effects.
    public static let viewEffects = GalleryEntry(
        name: "view-effects",
        title: "Effects",
        caption:
            "Left to right: two overlapping squares in a ZStack at .opacity(0.5), which SwiftUI applies to each child, so the overlap is darker (.compositingGroup() would make them one layer); a card with .shadow; a bar rotated 30° about its centre; a square scaled to 60 % (its layout slot keeps the full size, outlined); a photo-like gradient clipped to a circle; a gradient masked by a star-like shape; a border drawn inside the frame.",
        size: CGSize(width: 492, height: 92),
        view: {
            // gallery:begin view-effects
            HStack(spacing: 12) {
                ZStack {
                    Color.blue.frame(width: 40, height: 40).offset(x: -8, y: -8)
                    Color.blue.frame(width: 40, height: 40).offset(x: 8, y: 8)
                }
                .opacity(0.5)
                .frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 10).fill(.white).frame(width: 50, height: 50).shadow(
                    radius: 8, x: 3, y: 4)
                Capsule().fill(.orange).frame(width: 56, height: 14).rotationEffect(.degrees(30))
                Rectangle().fill(.green).frame(width: 50, height: 50).scaleEffect(0.6).border(.gray, width: 1)
                LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom)
                    .frame(width: 56, height: 56)
                    .clipShape(Circle())
                AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                    .frame(width: 60, height: 60)
                    .mask { Rectangle().rotation(.degrees(45)).scale(0.75) }
                Color.pink.opacity(0.2).frame(width: 56, height: 56).border(.pink, width: 4)
            }
            .padding()
            // gallery:end
        }
    )

    /// SwiftUI's colour effects, each an `feColorMatrix` in SVG.
    public static let colorEffects = GalleryEntry(
        name: "color-effects",
        title: "Colour effects",
        caption:
            "The same badge as drawn, then with .grayscale(1), .saturation(0.3), .hueRotation(.degrees(120)), .brightness(0.25), .contrast(1.8), .colorMultiply(.yellow) and .colorInvert(); last, a gradient from black to white with .luminanceToAlpha(): black whose opacity is the luminance, over a checkerboard. Each filters the badge as one layer, in straight sRGB with SwiftUI's Rec. 709 weights.",
        size: CGSize(width: 452, height: 132),
        view: {
            // gallery:begin color-effects
            let badge = HStack(spacing: 6) {
                Circle().fill(.red).frame(width: 16, height: 16)
                Text("Build").font(.system(size: 13, weight: .semibold)).foregroundStyle(.white)
            }
            .padding(.horizontal, 10).padding(.vertical, 6)
            .background(
                LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing),
                in: Capsule())
            return VStack(spacing: 10) {
                HStack(spacing: 10) {
                    badge
                    badge.grayscale(1)
                    badge.saturation(0.3)
                    badge.hueRotation(.degrees(120))
                }
                HStack(spacing: 10) {
                    badge.brightness(0.25)
                    badge.contrast(1.8)
                    badge.colorMultiply(.yellow)
                    badge.colorInvert()
                }
                ZStack {
                    Canvas { context, size in
                        for x in stride(from: 0, to: size.width, by: 8) {
                            for y in stride(from: 0, to: size.height, by: 8) where (Int(x) + Int(y)) / 8 % 2 == 0 {
                                context.fill(
                                    Path(CGRect(x: x, y: y, width: 8, height: 8)), with: .color(Color(white: 0.85)))
                            }
                        }
                    }
                    LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
                        .luminanceToAlpha()
                }
                .frame(width: 420, height: 24)
            }
            .padding()
            // gallery:end
        }
    )

    /// UIKit's colours as iOS SwiftUI code writes them, in both appearances.
    public static let uiKitColors = GalleryEntry(
        name: "uikit-colors",
        title: "UIKit's colours",
        caption:
            "SwiftUI code written for iOS reaches UIKit's colours through SwiftUI: Color(.systemGroupedBackground) behind rows of Color(.secondarySystemGroupedBackground), text in Color(uiColor: .label) and .secondaryLabel, a separator, and swatches of .systemGray to .systemGray6 and .systemRed, .systemTeal, .systemIndigo; left light, right with .environment(\\.colorScheme, .dark), each colour taking iOS's dark value.",
        size: CGSize(width: 452, height: 96),
        view: {
            // gallery:begin uikit-colors
            struct Settings: View {
                let swatches: [UIColor] = [
                    .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
                    .systemRed, .systemTeal, .systemIndigo
                ]
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        HStack {
                            Text("Storage").foregroundColor(Color(uiColor: .label))
                            Spacer()
                            Text("12.4 GB").foregroundColor(Color(.secondaryLabel))
                        }
                        .padding(10)
                        Color(.separator).frame(height: 1).padding(.leading, 10)
                        HStack(spacing: 4) {
                            ForEach(swatches, id: \.self) { color in
                                Circle().fill(Color(color)).frame(width: 14, height: 14)
                            }
                        }
                        .padding(10)
                    }
                    .font(.system(size: 13))
                    .frame(width: 202)
                    .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
                    .padding(12)
                    .frame(height: 96)
                    .background(Color(.systemGroupedBackground))
                }
            }
            return HStack(spacing: 0) {
                Settings().environment(\.colorScheme, .light)
                Settings().environment(\.colorScheme, .dark)
            }
            // gallery:end
        }
    )

    /// Materials and Liquid Glass over coloured stripes, in both appearances.
    public static let materialsAndGlass = GalleryEntry(
        name: "materials-and-glass",
        title: "Materials and Liquid Glass",
        caption:
            "Swatches of .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial and .bar over black-and-colour stripes, then a .glassEffect() capsule and buttons in .buttonStyle(.glass) and .glassProminent (iOS 26); left light, right dark. With no backdrop to blur, each material is one translucent fill that gives iOS's colour over plain white and black.",
        size: CGSize(width: 452, height: 128), scale: 2,
        view: {
            // gallery:begin materials-and-glass
            struct Panel: View {
                let materials: [(String, Material)] = [
                    ("Ultra", .ultraThinMaterial), ("Thin", .thinMaterial), ("Reg", .regularMaterial),
                    ("Thick", .thickMaterial), ("Bar", .bar)
                ]
                var body: some View {
                    VStack(spacing: 10) {
                        HStack(spacing: 6) {
                            ForEach(materials, id: \.0) { name, material in
                                Text(name).font(.system(size: 11, weight: .semibold))
                                    .frame(width: 36, height: 36)
                                    .background(material, in: RoundedRectangle(cornerRadius: 8))
                            }
                        }
                        HStack(spacing: 8) {
                            Image(systemName: "star.fill").frame(width: 36, height: 28).glassEffect()
                            Button("Share") {}.buttonStyle(.glass)
                            Button("Buy") {}.buttonStyle(.glassProminent)
                        }
                        .font(.system(size: 13, weight: .medium))
                    }
                    .frame(width: 226, height: 128)
                    .background {
                        HStack(spacing: 0) {
                            ForEach([Color.black, .orange, .white, .teal, .black, .pink], id: \.self) { $0 }
                        }
                    }
                }
            }
            return HStack(spacing: 0) {
                Panel().environment(\.colorScheme, .light)
                Panel().environment(\.colorScheme, .dark)
            }
            // gallery:end
        }
    )

    /// Gaussian blurs, each an `feGaussianBlur` in SVG.
    public static let blurEffects = GalleryEntry(
        name: "blur-effects",
        title: "Blur",
        caption:
            "A label with .blur(radius:) of 0, 1, 2 and 4 points (a Gaussian with that standard deviation, spreading past the frame); a gradient with .blur(radius: 6, opaque: true), which keeps its frame opaque with unfaded edges; a Canvas with .blur and .colorInvert filters (the one added last applies first, as in SwiftUI).",
        size: CGSize(width: 424, height: 92), scale: 2,
        view: {
            // gallery:begin blur-effects
            HStack(spacing: 14) {
                ForEach([0, 1, 2, 4], id: \.self) { radius in
                    Text("Blur \(radius)").font(.system(size: 15, weight: .bold))
                        .foregroundStyle(.indigo)
                        .blur(radius: CGFloat(radius))
                }
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 60, height: 44)
                    .blur(radius: 6, opaque: true)
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                    context.addFilter(.blur(radius: 2))
                    context.addFilter(.colorInvert())
                    context.fill(
                        Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)),
                        with: .color(.yellow))
                }
                .frame(width: 60, height: 60)
            }
            .frame(width: 392, height: 60)
            .padding()
            // gallery:end
        }
    )

    /// GraphicsContext's alpha threshold, layer clips and shadow options.
    public static let canvasFilters = GalleryEntry(
        name: "canvas-filters",
        title: "Thresholds, layer clips and shadow options",
        caption:
            "Left: .alphaThreshold(min: 0.5, color: .purple) added before .blur(radius: 8), as SwiftUI code writes it: the filter added last applies first, so three blurred black discs merge into one crisp shape. Middle: clipToLayer with a radial gradient fades the stripes drawn after it. Right: an inner shadow (.shadow with .sourceAtop and [.shadowAbove, .invertsAlpha]) and a shadow drawn alone (.shadowOnly). In SVG these are feColorMatrix, feComposite and mask primitives.",
        size: CGSize(width: 484, height: 132), scale: 2,
        view: {
            // gallery:begin canvas-filters
            HStack(spacing: 16) {
                Canvas { context, size in
                    context.addFilter(.alphaThreshold(min: 0.5, color: .purple))
                    context.addFilter(.blur(radius: 8))
                    context.drawLayer { layer in
                        for (x, y) in [(34.0, 50.0), (66.0, 56.0), (96.0, 42.0)] {
                            layer.fill(
                                Path(ellipseIn: CGRect(x: x - 20, y: y - 20, width: 40, height: 40)),
                                with: .color(.black))
                        }
                    }
                }
                .frame(width: 130, height: 100)
                Canvas { context, size in
                    context.clipToLayer { layer in
                        layer.fill(
                            Path(ellipseIn: CGRect(origin: .zero, size: size)),
                            with: .radialGradient(
                                Gradient(colors: [.black, .clear]),
                                center: CGPoint(x: size.width / 2, y: size.height / 2),
                                startRadius: 10, endRadius: size.width / 2))
                    }
                    for x in stride(from: 0.0, to: size.width, by: 12) {
                        context.fill(Path(CGRect(x: x, y: 0, width: 6, height: size.height)), with: .color(.orange))
                    }
                }
                .frame(width: 100, height: 100)
                Canvas { context, size in
                    var inner = context
                    inner.addFilter(
                        .shadow(
                            color: .black.opacity(0.6), radius: 10, x: 3, y: 3,
                            blendMode: .sourceAtop, options: [.shadowAbove, .invertsAlpha]))
                    inner.fill(
                        Path(roundedRect: CGRect(x: 6, y: 20, width: 90, height: 60), cornerRadius: 14),
                        with: .color(.teal))
                    var alone = context
                    alone.addFilter(.shadow(color: .indigo, radius: 6, x: 0, y: 6, options: .shadowOnly))
                    alone.fill(Path(ellipseIn: CGRect(x: 118, y: 22, width: 56, height: 56)), with: .color(.black))
                }
                .frame(width: 190, height: 100)
            }
            .padding()
            // gallery:end
        }
    )

    /// Text.
    public static let text = GalleryEntry(
        name: "text",
        title: "Text",
        caption:
            "SwiftUI's Text shaped by Pango in DejaVu Sans with hinting off, drawn as glyph outlines so the PNG, PDF and SVG show the same letters: a headline (17 pt semibold), a caption wrapping within the offered width, a bold large title beside a serif italic and monospaced digits, and centred text limited to two lines, ellipsized, filled with a gradient.",
        size: CGSize(width: 280, height: 196.8515625),
        view: {
            // gallery:begin text
            VStack(alignment: .leading, spacing: 8) {
                Text("Task 42% Complete")
                    .font(.headline)
                Text("Uploading 3 files to the archive; long captions wrap within the width they are offered.")
                    .font(.caption)
                    .foregroundStyle(.gray)
                HStack(alignment: .bottom) {
                    Text("Large").font(.largeTitle).bold()
                    Text("serif").font(.system(size: 22, design: .serif)).italic()
                    Text("0123").font(.system(size: 22, design: .monospaced))
                }
                Text("Centred lines, at most two of them, the last one cut short with an ellipsis when it does not fit")
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .frame(width: 240)
                    .foregroundStyle(
                        LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            }
            .padding()
            .frame(width: 280)
            // gallery:end
        }
    )
}
