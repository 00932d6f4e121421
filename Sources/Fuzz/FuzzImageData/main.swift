import Foundation
import FuzzDriver
import VellumFuzzKit

// The bytes as an image file: decoded, then drawn to PNG and SVG.
exit(runDataFuzzer { try FuzzChecks.imageData($0) })
