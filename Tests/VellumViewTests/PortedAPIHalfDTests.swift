import Foundation
import Testing
import Vellum

/// API the held-out half D's files used: bindings of collections, `ForEach($items)`, the
/// scroll view's coordinate space, Xcode library entries, a colour's description, `UIRectEdge`.
@Suite struct PortedAPIHalfDTests {
    struct Task: Identifiable, Equatable {
        var id: Int
        var done: Bool
    }

    @Test func aBindingOfACollectionIsACollectionOfBindings() {
        var tasks = [Task(id: 1, done: false), Task(id: 2, done: false), Task(id: 3, done: true)]
        let binding = Binding(get: { tasks }, set: { tasks = $0 })
        #expect(binding.count == 3 && binding[1].id == 2)
        binding[1].done.wrappedValue = true
        #expect(tasks[1].done && !tasks[0].done)
        #expect(binding.map(\.id) == [1, 2, 3])
        #expect(binding.last?.id == 3)
    }

    @Test func forEachOverABindingDrawsEachElementAndWritesThroughIt() throws {
        var values = [Task(id: 7, done: true), Task(id: 8, done: false)]
        let binding = Binding(get: { values }, set: { values = $0 })
        let view = HStack(spacing: 0) {
            ForEach(binding) { $task in
                (task.done ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0))
                    .frame(width: 10, height: 10)
            }
        }
        let image = try render(view)
        #expect(image.width == 20 && image.rgba(x: 5, y: 5).green == 255 && image.rgba(x: 15, y: 5).red == 255)
        var seen: [Int] = []
        _ = ForEach(binding, id: \.id) { $task in
            let _ = seen.append(task.id)
            Color.clear
        }
        .content((binding.startIndex, 7))
        #expect(seen == [7])
    }

    @Test func aGeometryReaderFindsTheScrollViewsSpace() throws {
        var inside: CGRect?
        var outside: CGRect? = .zero
        let view = VStack(spacing: 0) {
            GeometryReader { proxy in
                let _ = outside = proxy.bounds(of: .scrollView)
                Color.clear
            }
            .frame(height: 10)
            ScrollView {
                GeometryReader { proxy in
                    let _ = inside = proxy.bounds(of: .scrollView(axis: .vertical))
                    Color.clear
                }
                .frame(height: 10)
            }
            .frame(width: 40, height: 30)
        }
        _ = try render(view)
        #expect(outside == nil)
        // The scroll view's frame seen from the reader at its top: 40 wide, 30 high.
        #expect(inside?.size == CGSize(width: 40, height: 30), "\(String(describing: inside))")
    }

    @Test func libraryEntriesCompileAndAreRead() {
        struct Entries: LibraryContentProvider {
            @LibraryContentBuilder var views: [LibraryItem] {
                LibraryItem(Text("A"), title: "A", category: .control)
                LibraryItem(Circle(), visible: false)
            }
            @LibraryContentBuilder func modifiers(base: AnyView) -> [LibraryItem] {
                LibraryItem(base.padding(), title: "Padding", category: .layout)
            }
        }
        let entries = Entries()
        #expect(entries.views.map(\.title) == ["A", nil] && entries.views[1].category == .other)
        #expect(entries.modifiers(base: AnyView(Text("x"))).first?.category == .layout)
    }

    @Test func aColorDescribesItselfAndUIRectEdgeIsASet() {
        #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
        #expect(UIRectEdge.all.contains([.top, .right]) && !UIRectEdge([.top]).contains(.left))
        // SwiftUI's Edge.Set is an Int8 option set; code keys dictionaries by its raw value.
        let insets: [Int8: CGFloat] = [Edge.Set.top.rawValue: 4, Edge.Set(.trailing).rawValue: 8]
        #expect(insets[Edge.Set.trailing.rawValue] == 8 && Edge.Set.all.rawValue == 15)
    }
}
