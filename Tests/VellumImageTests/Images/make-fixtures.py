#!/usr/bin/env python3
"""Writes the image fixtures the image tests decode (run once; the files are committed)."""
from PIL import Image, ImageDraw

# avatar.png: 48 x 48, an opaque disc face on transparency, every colour exact.
avatar = Image.new("RGBA", (48, 48), (0, 0, 0, 0))
d = ImageDraw.Draw(avatar)
d.rectangle([0, 0, 47, 47], fill=(52, 120, 246, 255))
d.ellipse([10, 8, 37, 35], fill=(255, 204, 153, 255))
d.ellipse([17, 17, 20, 20], fill=(30, 30, 30, 255))
d.ellipse([27, 17, 30, 20], fill=(30, 30, 30, 255))
d.rectangle([6, 38, 41, 47], fill=(255, 149, 0, 255))
avatar.save("avatar.png")

# checker.png: 4 x 4 opaque checker of two colours, for interpolation and tiling.
checker = Image.new("RGBA", (4, 4))
for y in range(4):
    for x in range(4):
        checker.putpixel((x, y), (255, 59, 48, 255) if (x + y) % 2 == 0 else (255, 255, 255, 255))
checker.save("checker.png")

# ramp.png: 16 x 1 straight-alpha ramp (alpha 0...255), colour (0, 122, 255).
ramp = Image.new("RGBA", (16, 1))
for x in range(16):
    ramp.putpixel((x, 0), (0, 122, 255, x * 17))
ramp.save("ramp.png")

# glyph.png: a black-on-transparent shape for template rendering (alpha only matters).
glyph = Image.new("RGBA", (20, 20), (0, 0, 0, 0))
ImageDraw.Draw(glyph).polygon([(10, 1), (19, 18), (1, 18)], fill=(0, 0, 0, 255))
glyph.save("glyph.png")

# logo.jpg: 40 x 24 JPEG of flat colours; logo.webp and logo.gif the same picture.
logo = Image.new("RGB", (40, 24), (255, 255, 255))
ImageDraw.Draw(logo).rectangle([0, 0, 19, 23], fill=(52, 199, 89))
logo.save("logo.jpg", quality=95)
logo.save("logo-lossless.webp", lossless=True)
frames = [logo.convert("P", palette=Image.ADAPTIVE), Image.new("RGB", (40, 24), (0, 0, 0)).convert("P", palette=Image.ADAPTIVE)]
frames[0].save("logo.gif", save_all=True, append_images=frames[1:], duration=100, loop=0)
