import Foundation
import VellumGeometry

// How a context's filters become layers around what it draws.
extension GraphicsContext {
    /// The layers the filters make, innermost first: the filter added last applies first, as
    /// in SwiftUI (the usual "gooey" code adds `alphaThreshold`, then `blur`, and thresholds
    /// the blurred drawing). Shadows in a row share one layer, colour filters in a row are one
    /// matrix (as SwiftUI merges them), a blur is a layer of its own. At least one, plain when
    /// there are no filters.
    func layerStyles() -> [LayerStyle] {
        var styles: [LayerStyle] = []
        func addColor(_ matrix: ColorMatrix, linear: Bool) {
            if let last = styles.last, last.shadows.isEmpty, last.blur == nil, let inner = last.colorMatrix,
                last.colorMatrixIsLinear == linear
            {
                styles[styles.count - 1].colorMatrix = matrix * inner
            } else {
                styles.append(LayerStyle(colorMatrix: matrix, colorMatrixIsLinear: linear))
            }
        }
        for filter in filters.reversed() {
            switch filter.kind {
            case .shadow(let color, var shadow):
                shadow.color = color.rgba(in: environment.colorScheme)
                // Plain drop shadows share a layer; any other shadow is one layer's only one.
                if shadow.isPlain, let last = styles.last, last.colorMatrix == nil, last.blur == nil,
                    last.alphaThreshold == nil, last.shadows.allSatisfy(\.isPlain)
                {
                    styles[styles.count - 1].shadows.append(shadow)
                } else {
                    styles.append(LayerStyle(shadows: [shadow]))
                }
            case .colorMatrix(let matrix):
                addColor(matrix, linear: filter.usesLinearColor)
            case .colorMultiply(let color):
                var multiplier = color.rgba(in: environment.colorScheme)
                if filter.usesLinearColor {
                    // In linear light the colour multiplies by its linear components.
                    multiplier = RGBAColor(
                        red: Color.RGBColorSpace.decode(multiplier.red),
                        green: Color.RGBColorSpace.decode(multiplier.green),
                        blue: Color.RGBColorSpace.decode(multiplier.blue), opacity: multiplier.opacity)
                }
                addColor(.colorMultiply(multiplier), linear: filter.usesLinearColor)
            case .blur(let blur):
                styles.append(LayerStyle(blur: blur))
            case .alphaThreshold(let minimum, let maximum, let color):
                styles.append(
                    LayerStyle(
                        alphaThreshold: AlphaThreshold(
                            minimum: minimum, maximum: maximum,
                            color: color.rgba(in: environment.colorScheme))))
            }
        }
        return styles.isEmpty ? [LayerStyle()] : styles
    }

    /// `items` in layers of `styles`, innermost first, the outermost composited with `outer`.
    static func nest(_ items: [DrawingItem], in styles: [LayerStyle], outer: DrawingState) -> DrawingItem {
        var content = items
        for (index, style) in styles.enumerated() {
            content = [.layer(content, style, index == styles.count - 1 ? outer : DrawingState())]
        }
        return content[0]
    }
}
