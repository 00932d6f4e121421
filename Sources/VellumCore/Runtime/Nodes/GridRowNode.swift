import Foundation
import VellumGeometry

final class GridRowNode: _ViewNode {
    let alignment: VerticalAlignment?
    let cells: [_ViewNode]

    init(alignment: VerticalAlignment?, cells: [_ViewNode]) {
        self.alignment = alignment
        self.cells = cells
    }
}
