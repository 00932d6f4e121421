// Apple's Combine is not on Linux. SwiftUI code writes `import Combine`; this module of that
// name is OpenCombine (publishers, subjects, operators, `ObservableObject`, `@Published`) with
// Foundation's and Dispatch's parts of Combine written here: `RunLoop` and `DispatchQueue` as
// schedulers, `Timer.publish` and `NotificationCenter` publishers. `Vellum` re-exports it, as
// SwiftUI re-exports Combine. docs/combine.md says why not OpenCombine's own Foundation and
// Dispatch modules, and what a render does with publishers.
@_exported import OpenCombine
