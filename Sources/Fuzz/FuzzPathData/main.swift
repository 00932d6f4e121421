import Foundation
import FuzzDriver
import VellumFuzzKit

// The bytes as UTF-8 path data for `Path(svgPathData:)`.
exit(runTextFuzzer { try FuzzChecks.pathData($0) })
