package demo

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"image/jpeg"
	"math/rand/v2"
	"strings"
	"sync"
	"unicode"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// Image sizes produced by the generators.
const (
	CoverWidth     = 600
	CoverHeight    = 800
	PortraitSize   = 400
	EventWidth     = 1200
	EventHeight    = 800
	jpegQuality    = 85
	publisherLabel = "KİTAPEVİ YAYINLARI"
)

var (
	fontsOnce sync.Once
	fontBold  *opentype.Font
	fontReg   *opentype.Font
	fontsErr  error
)

func loadFonts() error {
	fontsOnce.Do(func() {
		fontBold, fontsErr = opentype.Parse(gobold.TTF)
		if fontsErr != nil {
			return
		}
		fontReg, fontsErr = opentype.Parse(goregular.TTF)
	})
	return fontsErr
}

// newFace returns a fresh face; opentype faces are not safe for concurrent
// use, so every call builds its own (cheap once the font is parsed).
func newFace(f *opentype.Font, size float64) (font.Face, error) {
	return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

// palette is a set of harmonious colours: two background stops, an accent
// for the shapes and the text colour.
type palette struct {
	top, bottom, accent, text color.RGBA
}

func rgb(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 0xff}
}

var palettes = []palette{
	{rgb(0x1d3557), rgb(0x0b1a2e), rgb(0xe63946), rgb(0xf1faee)}, // navy & red
	{rgb(0x264653), rgb(0x142b33), rgb(0xe9c46a), rgb(0xfdf6e3)}, // teal & saffron
	{rgb(0x6d2e46), rgb(0x3b1726), rgb(0xd5b9b2), rgb(0xfbeff0)}, // plum & rose
	{rgb(0x2d6a4f), rgb(0x173a2b), rgb(0xb7e4c7), rgb(0xf5fff8)}, // forest
	{rgb(0xf4a261), rgb(0xc8553d), rgb(0xfff1d0), rgb(0x2b1b12)}, // sunset
	{rgb(0xe9d8a6), rgb(0xc9b27c), rgb(0x9b2226), rgb(0x231a12)}, // parchment & crimson
	{rgb(0x3a0ca3), rgb(0x1b0650), rgb(0x4cc9f0), rgb(0xf2f4ff)}, // indigo & cyan
	{rgb(0x005f73), rgb(0x012f3a), rgb(0xee9b00), rgb(0xf7f3e3)}, // deep sea & amber
	{rgb(0x8d0801), rgb(0x4a0400), rgb(0xf4d58d), rgb(0xfff8e7)}, // oxblood & gold
	{rgb(0xcad2c5), rgb(0x84a98c), rgb(0x354f52), rgb(0x1b2a2c)}, // sage
	{rgb(0x22223b), rgb(0x0f0f1d), rgb(0xc9ada7), rgb(0xf2e9e4)}, // midnight & dust
	{rgb(0xffb4a2), rgb(0xe5989b), rgb(0x6d6875), rgb(0x2a2230)}, // blush
	{rgb(0x463f3a), rgb(0x24201d), rgb(0xe0afa0), rgb(0xf4f3ee)}, // espresso
	{rgb(0x0a9396), rgb(0x005f73), rgb(0xe9d8a6), rgb(0xffffff)}, // lagoon
}

// rngFor derives a deterministic generator from the text and the seed.
func rngFor(text string, seed int) *rand.Rand {
	h := fnv.New64a()
	_, _ = h.Write([]byte(text))
	return rand.New(rand.NewPCG(h.Sum64(), uint64(int64(seed))*0x9e3779b97f4a7c15+1))
}

func pickPalette(r *rand.Rand) palette { return palettes[r.IntN(len(palettes))] }

// Cover renders a 600x800 JPEG book cover.
func Cover(title, author string, seed int) ([]byte, error) {
	if err := loadFonts(); err != nil {
		return nil, err
	}
	r := rngFor(title+"\x00"+author, seed)
	p := pickPalette(r)
	img := image.NewRGBA(image.Rect(0, 0, CoverWidth, CoverHeight))
	gradient(img, p.top, p.bottom)
	decorate(img, r, p.accent)

	// Inner frame.
	frame := blend(p.text, p.top, 0.55)
	strokeRect(img, image.Rect(28, 28, CoverWidth-28, CoverHeight-28), 2, frame, 0.8)

	// Title block, vertically centred in the upper area.
	face, lines, err := fitText(fontBold, strings.ToUpperSpecial(unicode.TurkishCase, title), 500, 4, 58, 30)
	if err != nil {
		return nil, err
	}
	lh := lineHeight(face, 1.18)
	blockH := lh * len(lines)
	y := 330 - blockH/2
	panelTop, panelBottom := y-36, y+blockH+14
	fillRectAlpha(img, image.Rect(44, panelTop, CoverWidth-44, panelBottom), p.bottom, 0.55)
	for _, ln := range lines {
		drawCentered(img, face, ln, CoverWidth/2, y+ascent(face), p.text)
		y += lh
	}
	// Separator.
	fillRectAlpha(img, image.Rect(CoverWidth/2-40, panelBottom+22, CoverWidth/2+40, panelBottom+26), p.accent, 1)

	// Author name.
	af, alines, err := fitText(fontReg, author, 480, 2, 32, 20)
	if err != nil {
		return nil, err
	}
	ay := 640
	for _, ln := range alines {
		drawCentered(img, af, ln, CoverWidth/2, ay, p.text)
		ay += lineHeight(af, 1.2)
	}

	// Publisher mark.
	pf, err := newFace(fontBold, 15)
	if err != nil {
		return nil, err
	}
	drawCentered(img, pf, publisherLabel, CoverWidth/2, CoverHeight-50, blend(p.text, p.bottom, 0.45))
	return encodeJPEG(img)
}

// Portrait renders a 400x400 JPEG avatar with the person's initials.
func Portrait(name string, seed int) ([]byte, error) {
	if err := loadFonts(); err != nil {
		return nil, err
	}
	r := rngFor(name, seed)
	p := pickPalette(r)
	img := image.NewRGBA(image.Rect(0, 0, PortraitSize, PortraitSize))
	gradient(img, p.top, p.bottom)
	// Soft ring and disc.
	c := float64(PortraitSize) / 2
	fillCircle(img, c, c, 158, p.accent, 0.9)
	fillCircle(img, c, c, 148, blend(p.top, p.bottom, 0.4), 1)
	face, err := newFace(fontBold, 128)
	if err != nil {
		return nil, err
	}
	ini := Initials(name)
	if ini == "" {
		ini = "?"
	}
	m := face.Metrics()
	baseline := int(c) + (m.CapHeight.Ceil())/2
	if m.CapHeight == 0 {
		baseline = int(c) + m.Ascent.Ceil()/3
	}
	drawCentered(img, face, ini, int(c), baseline, p.text)
	return encodeJPEG(img)
}

// EventImage renders a 1200x800 JPEG banner for an event.
func EventImage(title string, seed int) ([]byte, error) {
	if err := loadFonts(); err != nil {
		return nil, err
	}
	r := rngFor(title, seed)
	p := pickPalette(r)
	img := image.NewRGBA(image.Rect(0, 0, EventWidth, EventHeight))
	diagonalGradient(img, p.top, p.bottom)
	decorate(img, r, p.accent)

	lf, err := newFace(fontBold, 26)
	if err != nil {
		return nil, err
	}
	label := "ETKİNLİK"
	lw := font.MeasureString(lf, label).Ceil()
	fillRectAlpha(img, image.Rect(EventWidth/2-lw/2-22, 190, EventWidth/2+lw/2+22, 240), p.accent, 1)
	drawCentered(img, lf, label, EventWidth/2, 224, pickContrast(p.accent))

	face, lines, err := fitText(fontBold, title, 1000, 3, 84, 40)
	if err != nil {
		return nil, err
	}
	lh := lineHeight(face, 1.15)
	y := 440 - lh*len(lines)/2
	for _, ln := range lines {
		drawCentered(img, face, ln, EventWidth/2, y+ascent(face), p.text)
		y += lh
	}
	pf, err := newFace(fontReg, 24)
	if err != nil {
		return nil, err
	}
	drawCentered(img, pf, "Kitapevi Yayınları", EventWidth/2, EventHeight-70, blend(p.text, p.bottom, 0.45))
	return encodeJPEG(img)
}

// Initials returns the upper-cased (Turkish rules) initials of the first and
// last word of name, e.g. "ismail özdemir" → "İÖ".
func Initials(name string) string {
	words := strings.Fields(name)
	if len(words) == 0 {
		return ""
	}
	first := func(w string) string {
		for _, r := range w {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return string(r)
			}
		}
		return ""
	}
	s := first(words[0])
	if len(words) > 1 {
		s += first(words[len(words)-1])
	}
	return strings.ToUpperSpecial(unicode.TurkishCase, s)
}

// ---- drawing helpers ----

func encodeJPEG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(96 << 10)
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return nil, fmt.Errorf("demo: encode jpeg: %w", err)
	}
	return buf.Bytes(), nil
}

// Small cover variant size: what the upload pipeline stores beside a cover
// (internal/images), which the storefront offers in its srcset.
const (
	CoverSmallWidth  = 240
	CoverSmallHeight = 320
)

// CoverSmall scales a cover made by Cover down to its small variant.
func CoverSmall(cover []byte) ([]byte, error) {
	src, err := jpeg.Decode(bytes.NewReader(cover))
	if err != nil {
		return nil, fmt.Errorf("decode cover: %w", err)
	}
	dst := image.NewRGBA(image.Rect(0, 0, CoverSmallWidth, CoverSmallHeight))
	xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), xdraw.Src, nil)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 80}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
