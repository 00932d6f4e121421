import Foundation
import Vellum

extension GalleryEntry {
    /// The images gallery, in page order.
    public static let images: [GalleryEntry] = [
        .imageBadges,
        .avatarCard,
        .imageResizing,
        .imageInterpolation,
        .imageEffects,
        .symbolCatalog
    ]

    /// Badges with a logo and symbols.
    public static let imageBadges = GalleryEntry(
        name: "image-badges",
        title: "Badges with a logo",
        caption:
            "A project badge whose logo is an SVG file among the target's resources, Image(\"vellum-logo\", bundle: .module): drawn as vectors by librsvg in the PNG and PDF, and embedded as an SVG image in the SVG. Beside it, status badges with Label(_:systemImage:), the symbols drawn from Vellum's own outlines and filled with the foreground style.",
        size: CGSize(width: 382.536328125, height: 56), scale: 2,
        view: {
            // gallery:begin image-badges
            HStack(spacing: 10) {
                HStack(spacing: 0) {
                    HStack(spacing: 5) {
                        Image("vellum-logo", bundle: .module).resizable().frame(width: 14, height: 14)
                        Text("vellum")
                    }
                    .padding(.horizontal, 7).frame(height: 22)
                    .background(Color(white: 0.33))
                    Text("v0.1.0").padding(.horizontal, 7).frame(height: 22).background(.purple)
                }
                .font(.system(size: 11, weight: .semibold)).foregroundStyle(.white)
                .clipShape(RoundedRectangle(cornerRadius: 4))
                Label("passing", systemImage: "checkmark.circle")
                    .font(.system(size: 12, weight: .semibold)).foregroundStyle(.green)
                    .padding(.horizontal, 8).frame(height: 24)
                    .background(.green.opacity(0.12), in: Capsule())
                Label("3 warnings", systemImage: "exclamationmark.triangle.fill")
                    .font(.system(size: 12, weight: .semibold)).foregroundStyle(.orange)
                    .padding(.horizontal, 8).frame(height: 24)
                    .background(.orange.opacity(0.12), in: Capsule())
            }
            .padding()
            // gallery:end
        }
    )

    /// A profile card: a JPEG avatar clipped to a circle.
    public static let avatarCard = GalleryEntry(
        name: "avatar-card",
        title: "A card with an avatar",
        caption:
            "A JPEG from the resources, .resizable().scaledToFill() in a 56-point frame, clipped to a circle with a white ring and a shadow; the stats use symbols (star.fill, person, clock) sized by their font. The SVG embeds the JPEG's own bytes once, as a data URI.",
        size: CGSize(width: 332, height: 120), scale: 2,
        view: {
            // gallery:begin avatar-card
            HStack(spacing: 14) {
                Image("avatar", bundle: .module)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 56, height: 56)
                    .clipShape(Circle())
                    .overlay(Circle().stroke(.white, lineWidth: 3))
                    .shadow(color: .black.opacity(0.25), radius: 4, y: 2)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Ada Lovelace").font(.headline)
                    HStack(spacing: 12) {
                        Label("1.2k", systemImage: "star.fill").foregroundStyle(.yellow)
                        Label("318", systemImage: "person")
                        Label("3 h", systemImage: "clock")
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
                .layoutPriority(1)
                Spacer()
            }
            .padding(16)
            .frame(width: 300, height: 88)
            .background(.background, in: RoundedRectangle(cornerRadius: 14))
            .padding(16)
            .background(Color(white: 0.93))
            // gallery:end
        }
    )

    /// Resizing modes.
    public static let imageResizing = GalleryEntry(
        name: "image-resizing",
        title: "Resizing an image",
        caption:
            "A 24-pixel frame image at its natural size; .resizable() stretched to 72 × 40; with capInsets of 8 keeping its corners; .resizable(resizingMode: .tile) repeating an 8-pixel pattern.",
        size: CGSize(width: 300, height: 72),
        view: {
            // gallery:begin image-resizing
            HStack(alignment: .top, spacing: 12) {
                Image("frame", bundle: .module)
                Image("frame", bundle: .module).resizable().frame(width: 72, height: 40)
                Image("frame", bundle: .module)
                    .resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                    .frame(width: 72, height: 40)
                Image("pattern", bundle: .module).resizable(resizingMode: .tile).frame(width: 64, height: 40)
            }
            .padding()
            // gallery:end
        }
    )

    /// Interpolation.
    public static let imageInterpolation = GalleryEntry(
        name: "image-interpolation",
        title: "Interpolation",
        caption:
            "The 8-pixel pattern scaled 10 times with .interpolation(.none) (hard pixels), .low (bilinear, the default) and .high (Cairo's best filter). The SVG says so with image-rendering, which browsers follow; librsvg 2.54 smooths every image, so its rendering of this SVG differs from the PNG.",
        size: CGSize(width: 296, height: 112),
        view: {
            // gallery:begin image-interpolation
            HStack(spacing: 12) {
                Image("pattern", bundle: .module).resizable().interpolation(.none).frame(width: 80, height: 80)
                Image("pattern", bundle: .module).resizable().interpolation(.low).frame(width: 80, height: 80)
                Image("pattern", bundle: .module).resizable().interpolation(.high).frame(width: 80, height: 80)
            }
            .padding()
            // gallery:end
        }
    )

    /// Filters on an image.
    public static let imageEffects = GalleryEntry(
        name: "image-effects",
        title: "Filters on an image",
        caption:
            "The avatar as drawn, then with .grayscale(1), .hueRotation(.degrees(180)), .colorMultiply(.orange), .blur(radius: 2) and .colorInvert(); in SVG each is an feColorMatrix or feGaussianBlur over the embedded JPEG, never a raster of our own.",
        size: CGSize(width: 408, height: 88), scale: 2,
        view: {
            // gallery:begin image-effects
            let avatar = Image("avatar", bundle: .module).resizable().frame(width: 56, height: 56)
                .clipShape(RoundedRectangle(cornerRadius: 10))
            return HStack(spacing: 8) {
                avatar
                avatar.grayscale(1)
                avatar.hueRotation(.degrees(180))
                avatar.colorMultiply(.orange)
                avatar.blur(radius: 2)
                avatar.colorInvert()
            }
            .padding()
            // gallery:end
        }
    )

    /// Every built-in symbol.
    public static let symbolCatalog = GalleryEntry(
        name: "symbol-catalog",
        title: "The symbol catalog",
        caption:
            "Every name Image(systemName:) draws without registration (SymbolCatalog.builtinNames), in .title2 beside its name. Linux has no SF Symbols: these are Vellum's own outlines on a 24-unit grid, 1.2 times the font's size; a name outside the catalog is a render error, and SymbolCatalog.register adds your own SVGs.",
        size: CGSize(width: 760, height: 434),
        view: {
            // gallery:begin symbol-catalog
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(176), alignment: .leading), count: 4), spacing: 6) {
                ForEach(SymbolCatalog.builtinNames, id: \.self) { name in
                    HStack(spacing: 8) {
                        Image(systemName: name).font(.title2).foregroundStyle(.indigo)
                        Text(name).font(.system(size: 11)).foregroundStyle(.secondary)
                    }
                    .frame(height: 28)
                }
            }
            .padding()
            // gallery:end
        }
    )
}
