import VellumDrawing
// RasterImage, PNGEncoder and PNGCompression are part of the renderer's API.
@_exported import VellumPNG
