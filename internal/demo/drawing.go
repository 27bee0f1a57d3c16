package demo

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Drawing helpers of the image generators (images.go): colour blends,
// gradients, shapes and text layout.

func lerp(a, b uint8, t float64) uint8 {
	return uint8(math.Round(float64(a) + (float64(b)-float64(a))*t))
}

// blend returns a mixed toward b by t (0 = a, 1 = b).
func blend(a, b color.RGBA, t float64) color.RGBA {
	return color.RGBA{lerp(a.R, b.R, t), lerp(a.G, b.G, t), lerp(a.B, b.B, t), 0xff}
}

func pickContrast(bg color.RGBA) color.RGBA {
	l := 0.299*float64(bg.R) + 0.587*float64(bg.G) + 0.114*float64(bg.B)
	if l > 150 {
		return rgb(0x1a1a1a)
	}
	return rgb(0xffffff)
}

func gradient(img *image.RGBA, top, bottom color.RGBA) {
	b := img.Bounds()
	h := b.Dy()
	for y := 0; y < h; y++ {
		c := blend(top, bottom, float64(y)/float64(h-1))
		row := img.Pix[y*img.Stride : y*img.Stride+b.Dx()*4]
		for i := 0; i < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 0xff
		}
	}
}

func diagonalGradient(img *image.RGBA, a, b color.RGBA) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	// Precompute a lookup of 256 steps.
	var lut [256]color.RGBA
	for i := range lut {
		lut[i] = blend(a, b, float64(i)/255)
	}
	den := float64(w + h)
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride:]
		for x := 0; x < w; x++ {
			c := lut[int(float64(x+y)/den*255)]
			i := x * 4
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 0xff
		}
	}
}

// blendPixel alpha-blends c over the pixel at offset i with opacity a (0..1).
func blendPixel(pix []uint8, i int, c color.RGBA, a float64) {
	ia := 1 - a
	pix[i] = uint8(float64(pix[i])*ia + float64(c.R)*a)
	pix[i+1] = uint8(float64(pix[i+1])*ia + float64(c.G)*a)
	pix[i+2] = uint8(float64(pix[i+2])*ia + float64(c.B)*a)
}

// fillCircle draws an anti-aliased disc.
func fillCircle(img *image.RGBA, cx, cy, radius float64, c color.RGBA, alpha float64) {
	b := img.Bounds()
	x0, x1 := max(b.Min.X, int(cx-radius-1)), min(b.Max.X, int(cx+radius+2))
	y0, y1 := max(b.Min.Y, int(cy-radius-1)), min(b.Max.Y, int(cy+radius+2))
	for y := y0; y < y1; y++ {
		dy := float64(y) + 0.5 - cy
		for x := x0; x < x1; x++ {
			dx := float64(x) + 0.5 - cx
			d := math.Sqrt(dx*dx+dy*dy) - radius
			if d >= 0.5 {
				continue
			}
			cov := 1.0
			if d > -0.5 {
				cov = 0.5 - d
			}
			blendPixel(img.Pix, img.PixOffset(x, y), c, cov*alpha)
		}
	}
}

// ring draws an anti-aliased circle outline of the given width.
func ring(img *image.RGBA, cx, cy, radius, width float64, c color.RGBA, alpha float64) {
	b := img.Bounds()
	outer := radius + width/2
	x0, x1 := max(b.Min.X, int(cx-outer-1)), min(b.Max.X, int(cx+outer+2))
	y0, y1 := max(b.Min.Y, int(cy-outer-1)), min(b.Max.Y, int(cy+outer+2))
	for y := y0; y < y1; y++ {
		dy := float64(y) + 0.5 - cy
		for x := x0; x < x1; x++ {
			dx := float64(x) + 0.5 - cx
			d := math.Abs(math.Sqrt(dx*dx+dy*dy)-radius) - width/2
			if d >= 0.5 {
				continue
			}
			cov := 1.0
			if d > -0.5 {
				cov = 0.5 - d
			}
			blendPixel(img.Pix, img.PixOffset(x, y), c, cov*alpha)
		}
	}
}

func fillRectAlpha(img *image.RGBA, r image.Rectangle, c color.RGBA, alpha float64) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			blendPixel(img.Pix, img.PixOffset(x, y), c, alpha)
		}
	}
}

func strokeRect(img *image.RGBA, r image.Rectangle, w int, c color.RGBA, alpha float64) {
	fillRectAlpha(img, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), c, alpha)
	fillRectAlpha(img, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), c, alpha)
	fillRectAlpha(img, image.Rect(r.Min.X, r.Min.Y+w, r.Min.X+w, r.Max.Y-w), c, alpha)
	fillRectAlpha(img, image.Rect(r.Max.X-w, r.Min.Y+w, r.Max.X, r.Max.Y-w), c, alpha)
}

// stripes draws diagonal bands across the image.
func stripes(img *image.RGBA, r *rand.Rand, c color.RGBA) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	period := 60 + r.IntN(80)
	band := 8 + r.IntN(period/3)
	offset := r.IntN(period)
	alpha := 0.10 + r.Float64()*0.08
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if (x+y+offset)%period < band {
				blendPixel(img.Pix, img.PixOffset(x, y), c, alpha)
			}
		}
	}
}

// decorate adds a seed-chosen set of geometric shapes in the accent colour.
func decorate(img *image.RGBA, r *rand.Rand, accent color.RGBA) {
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	switch r.IntN(4) {
	case 0: // large overlapping discs
		for range 3 + r.IntN(3) {
			fillCircle(img, r.Float64()*w, r.Float64()*h, w*(0.15+r.Float64()*0.35), accent, 0.12+r.Float64()*0.15)
		}
	case 1: // concentric rings from a corner
		cx, cy := w*float64(r.IntN(2)), h*(0.1+0.8*float64(r.IntN(2)))
		step := w * (0.06 + r.Float64()*0.05)
		for i := 1; i <= 9; i++ {
			ring(img, cx, cy, step*float64(i), 3+r.Float64()*4, accent, 0.35)
		}
	case 2: // diagonal stripes and a sun
		stripes(img, r, accent)
		fillCircle(img, w*(0.2+r.Float64()*0.6), h*(0.08+r.Float64()*0.15), w*0.12, accent, 0.8)
	default: // scattered dots and a band
		for range 24 {
			fillCircle(img, r.Float64()*w, r.Float64()*h, 4+r.Float64()*16, accent, 0.25+r.Float64()*0.3)
		}
		y := int(h * (0.10 + r.Float64()*0.05))
		fillRectAlpha(img, image.Rect(0, y, int(w), y+int(h*0.03)), accent, 0.6)
	}
}

// ---- text helpers ----

func ascent(f font.Face) int { return f.Metrics().Ascent.Ceil() }

func lineHeight(f font.Face, factor float64) int {
	m := f.Metrics()
	return int(math.Round(float64((m.Ascent + m.Descent).Ceil()) * factor))
}

func drawCentered(img *image.RGBA, f font.Face, s string, cx, baseline int, c color.RGBA) {
	d := &font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f}
	w := d.MeasureString(s)
	d.Dot = fixed.Point26_6{X: fixed.I(cx) - w/2, Y: fixed.I(baseline)}
	d.DrawString(s)
}

// wrap splits s into lines no wider than maxW; a single over-long word is
// kept on its own line.
func wrap(f font.Face, s string, maxW int) []string {
	words := strings.Fields(s)
	var lines []string
	cur := ""
	for _, w := range words {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if cur != "" && font.MeasureString(f, try).Ceil() > maxW {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// fitText picks the largest size (stepping down from maxSize to minSize)
// at which s wraps into at most maxLines lines of width maxW.
func fitText(fnt *opentype.Font, s string, maxW, maxLines int, maxSize, minSize float64) (font.Face, []string, error) {
	var face font.Face
	var lines []string
	for size := maxSize; ; size -= 4 {
		if size < minSize {
			size = minSize
		}
		var err error
		face, err = newFace(fnt, size)
		if err != nil {
			return nil, nil, err
		}
		lines = wrap(face, s, maxW)
		fits := len(lines) <= maxLines
		for _, ln := range lines {
			if font.MeasureString(face, ln).Ceil() > maxW {
				fits = false
			}
		}
		if fits || size == minSize {
			break
		}
	}
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] += "…"
	}
	return face, lines, nil
}
