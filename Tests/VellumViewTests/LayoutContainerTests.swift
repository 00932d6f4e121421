import Foundation
import Testing
import Vellum

// Issue 18's containers so far: ViewThatFits, AnyLayout, background() with no argument.

@Suite struct ViewThatFitsTests {
    @Test func theSecondCandidateIsShownWhenTheFirstIsTooWide() throws {
        let wide = Color.red.frame(width: 200, height: 20), narrow = Color.blue.frame(width: 80, height: 20)
        let chooser = ViewThatFits(in: .horizontal) { wide; narrow }
        #expect(ViewRenderer.size(of: chooser, for: ProposedViewSize(width: 120, height: 50)) == CGSize(width: 80, height: 20))
        #expect(ViewRenderer.size(of: chooser, for: ProposedViewSize(width: 300, height: 50)) == CGSize(width: 200, height: 20))
        let image = try ImageRenderer(content: chooser.frame(width: 120, height: 20)).image()
        let middle = image.rgba(x: 60, y: 10)
        #expect(middle.blue == 255 && middle.red == 0)
        // Nothing fits: the last candidate; only the named axes count.
        #expect(ViewRenderer.size(of: chooser, for: ProposedViewSize(width: 10, height: 50)).width == 80)
        let vertical = ViewThatFits(in: .vertical) { wide; narrow }
        #expect(ViewRenderer.size(of: vertical, for: ProposedViewSize(width: 10, height: 50)).width == 200)
        // Text picks its shorter form.
        let text = ViewThatFits(in: .horizontal) { Text("Uploading 3 files to the archive"); Text("3 files") }
        let short = ViewRenderer.size(of: Text("3 files"), for: .unspecified)
        #expect(ViewRenderer.size(of: text, for: ProposedViewSize(width: 100, height: nil)) == short)
    }
}

@Suite struct AnyLayoutTests {
    @Test func anErasedLayoutDrawsAsTheLayout() throws {
        func row(_ layout: AnyLayout) -> some View {
            layout { Color.red.frame(width: 20, height: 10); Spacer(); Color.blue.frame(width: 20, height: 20) }
                .frame(width: 100)
        }
        let erased = try ImageRenderer(content: row(AnyLayout(HStackLayout(spacing: 4)))).image()
        let plain = try ImageRenderer(content: HStack(spacing: 4) {
            Color.red.frame(width: 20, height: 10); Spacer(); Color.blue.frame(width: 20, height: 20)
        }.frame(width: 100)).image()
        #expect(erased == plain)
        let stacked = ViewRenderer.size(of: AnyLayout(VStackLayout(spacing: 0)) { Color.red.frame(width: 5, height: 5); Color.red.frame(width: 5, height: 5) },
                                        for: .unspecified)
        #expect(stacked == CGSize(width: 5, height: 10))
        // Erasing twice is erasing once.
        let twice = AnyLayout(AnyLayout(ZStackLayout()))
        #expect(ViewRenderer.size(of: twice { Color.red.frame(width: 7, height: 3) }, for: .unspecified) == CGSize(width: 7, height: 3))
    }

    @Test func backgroundWithNoArgumentIsTheBackgroundStyle() throws {
        let light = try ImageRenderer(content: Color.clear.frame(width: 10, height: 10).background()).image().rgba(x: 5, y: 5)
        #expect(light.red == 255 && light.alpha == 255)
        let renderer = ImageRenderer(content: Color.clear.frame(width: 10, height: 10).background())
        renderer.colorScheme = .dark
        let dark = try renderer.image().rgba(x: 5, y: 5)
        #expect(dark.red == 0 && dark.alpha == 255)
    }
}
