import Foundation
import Testing
import Vellum

/// State belongs to a view's place in the tree (structural identity), as in SwiftUI: read
/// back from bar widths drawn one row per view.
@Suite struct StateIdentityTests {
    /// A red bar as wide as its state, which its `onAppear` sets to `start`.
    struct Bar: View {
        @State private var width = 0
        let start: Int
        var body: some View {
            Color.red.frame(width: CGFloat(width), height: 1).onAppear { width = start }
        }
    }

    /// How far the red bar of each row reaches.
    func rowWidths(_ view: some View, rows: Int) throws -> [Int] {
        let image = try render(VStack(alignment: .leading, spacing: 0) { view }.frame(width: 40, alignment: .leading))
        #expect(image.height == rows)
        return (0..<rows).map { y in (0..<image.width).filter { image.rgba(x: $0, y: y).alpha > 128 }.count }
    }

    @Test func aViewInsideAnIfKeepsItsOwnState() throws {
        struct Pair: View {
            @State private var showsFirst = false
            var body: some View {
                if showsFirst { Bar(start: 5) }
                Bar(start: 20)
                Color.clear.frame(width: 1, height: 1).onAppear { showsFirst = true }
            }
        }
        // The second bar appeared in the first pass with 20; the first, appearing in the
        // next pass, gets state of its own rather than the second's.
        #expect(try rowWidths(Pair(), rows: 3) == [5, 20, 0])
    }

    @Test func instancesOfOneViewKeepTheirOwnState() throws {
        #expect(try rowWidths(ForEach([3, 8, 13], id: \.self) { Bar(start: $0) }, rows: 3) == [3, 8, 13])
    }

    @Test func aStatePropertyWithoutAValueTakesTheMemberwiseOne() throws {
        struct Fixed: View {
            @State var offset: CGFloat
            var body: some View { Color.red.frame(width: offset, height: 1) }
        }
        #expect(try rowWidths(Fixed(offset: 12), rows: 1) == [12])
    }

    @Test func aNewIdStartsTheStateAfresh() throws {
        /// A bar whose state starts at `initial`: later values of `initial` do not reach an
        /// existing state, as in SwiftUI.
        struct Seeded: View {
            @State private var width: Int
            init(initial: Int) { _width = State(initialValue: initial) }
            var body: some View { Color.red.frame(width: CGFloat(width), height: 1) }
        }
        struct Reloading: View {
            let usesID: Bool
            @State private var generation = 0
            var body: some View {
                Group {
                    if usesID {
                        Seeded(initial: generation == 0 ? 3 : 9).id(generation)
                    } else {
                        Seeded(initial: generation == 0 ? 3 : 9)
                    }
                }
                .onAppear { generation = 1 }
            }
        }
        #expect(try rowWidths(Reloading(usesID: true), rows: 1) == [9])
        #expect(try rowWidths(Reloading(usesID: false), rows: 1) == [3])
    }
}
