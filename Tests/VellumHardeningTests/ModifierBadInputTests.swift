import Foundation
import Testing
import Vellum

/// docs/robustness.md "Bad input", row "effects": non-finite and huge effect values on a small view
/// render (PNG, pixels, PDF, SVG) or throw a typed error; never trap or hang (a hang is a run
/// that does not end; no wall-clock bound here, where every other test shares the cores).
@Suite struct ModifierBadInputTests {
    private static let values: [CGFloat] = [.nan, .infinity, -.infinity, -1e9, 1e9]

    @Test(arguments: values)
    func effectsWithBadValuesRender(_ bad: CGFloat) throws {
        let base = Circle().fill(Color.red).frame(width: 24, height: 24)
        let views: [(String, AnyView)] = [
            ("shadow radius", AnyView(base.shadow(radius: bad))),
            ("shadow offset", AnyView(base.shadow(radius: 2, x: bad, y: bad))),
            ("opacity", AnyView(base.opacity(Double(bad)))),
            ("rotation", AnyView(base.rotationEffect(.radians(Double(bad))))),
            ("scale", AnyView(base.scaleEffect(bad))),
            ("offset", AnyView(base.offset(x: bad, y: bad))),
            ("padding", AnyView(base.padding(bad))),
            ("frame", AnyView(base.frame(width: bad, height: bad))),
            (
                "canvas shadow",
                AnyView(
                    Canvas { context, _ in
                        context.addFilter(.shadow(radius: bad, x: bad, y: 1))
                        context.fill(Path(CGRect(x: 4, y: 4, width: 8, height: 8)), with: .color(.blue))
                    }.frame(width: 24, height: 24))
            )
        ]
        for (name, view) in views {
            let renderer = ImageRenderer(content: view)
            for output in [Output.png, .image, .pdf, .svg] {
                do { try output.render(renderer) } catch is RenderError {
                    // A typed refusal (say, a size that became too large) is fine.
                } catch {
                    Issue.record("\(name) \(bad) \(output): \(error)")
                }
            }
        }
    }
}
