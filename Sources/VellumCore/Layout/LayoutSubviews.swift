/// A layout's subviews, as SwiftUI's: a random-access collection of ``LayoutSubview``.
///
/// ```swift
/// let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
/// ```
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    private let subviews: [LayoutSubview]

    init(_ subviews: [LayoutSubview]) { self.subviews = subviews }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(subviews[bounds])) }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { subviews[$0] })
    }
}
