// Apple's Combine is not on Linux. SwiftUI code writes `import Combine`; this module of that
// name is OpenCombine (publishers, subjects, `ObservableObject`, `@Published`) with its
// Foundation part (`Timer.publish`, `RunLoop` as a scheduler, `NotificationCenter`
// publishers) and its Dispatch part (`DispatchQueue` as a scheduler). `Vellum` re-exports it,
// as SwiftUI re-exports Combine. docs/combine.md says what a render does with it.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
