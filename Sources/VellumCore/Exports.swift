@_exported import VellumDrawing
