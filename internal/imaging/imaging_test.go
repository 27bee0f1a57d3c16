package imaging_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/imaging"
)

// gradient is a w x h test picture with some detail.
func gradient(w, h int) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m.SetRGBA(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x ^ y) & 0xff), 0xff})
		}
	}
	return m
}

func jpegOf(t testing.TB, img image.Image, q int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: q}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func pngOf(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// withSegments inserts APP1 (EXIF with a GPS tag name) and COM segments
// after the SOI marker of a JPEG.
func withSegments(data []byte, payloads ...[]byte) []byte {
	out := append([]byte{}, data[:2]...)
	markers := []byte{0xE1, 0xFE}
	for i, p := range payloads {
		out = append(out, 0xFF, markers[i%2])
		out = binary.BigEndian.AppendUint16(out, uint16(len(p)+2))
		out = append(out, p...)
	}
	return append(out, data[2:]...)
}

// pngHeaderOnly is a PNG signature and IHDR claiming w x h, with no pixel data.
func pngHeaderOnly(w, h uint32) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0) // 8-bit RGBA
	chunk := append([]byte("IHDR"), ihdr...)
	out := []byte("\x89PNG\r\n\x1a\n")
	out = binary.BigEndian.AppendUint32(out, uint32(len(ihdr)))
	out = append(out, chunk...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(chunk))
}

// withJPEGSize rewrites the dimensions in a baseline JPEG's SOF0 segment.
func withJPEGSize(t testing.TB, data []byte, w, h uint16) []byte {
	t.Helper()
	out := append([]byte{}, data...)
	i := bytes.Index(out, []byte{0xFF, 0xC0})
	if i < 0 {
		t.Fatal("no SOF0")
	}
	binary.BigEndian.PutUint16(out[i+5:], h)
	binary.BigEndian.PutUint16(out[i+7:], w)
	return out
}

func codeAndMessage(err error) (bookstore.Code, string) {
	return bookstore.ErrorCode(err), bookstore.ErrorMessage(err)
}

func TestProcessRefuses(t *testing.T) {
	small := jpegOf(t, gradient(120, 160), 90)
	cover := bookstore.ImageBookCover.Spec()
	general := bookstore.ImageGeneral.Spec()
	var gifBuf bytes.Buffer
	if err := gif.Encode(&gifBuf, gradient(300, 400), nil); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		data []byte
		spec bookstore.ImageSpec
		want string
	}{
		{"html", []byte("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"), general, bookstore.MsgNotAnImage},
		{"svg", []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`), general, bookstore.MsgNotAnImage},
		{"svg without xml declaration", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`), general, bookstore.MsgNotAnImage},
		{"empty", nil, general, bookstore.MsgNotAnImage},
		{"pdf", []byte("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"), general, bookstore.MsgNotAnImage},
		{"gif as cover (covers are JPEG or PNG)", gifBuf.Bytes(), cover, bookstore.MsgOnlyImages},
		{"truncated jpeg", jpegOf(t, gradient(400, 400), 90)[:2000], general, bookstore.MsgImageUnreadable},
		{"png bomb header", pngHeaderOnly(60000, 60000), general, bookstore.MsgImageTooManyPx},
		{"png over the pixel limit", pngHeaderOnly(6000, 5000), general, bookstore.MsgImageTooManyPx},
		{"jpeg bomb header", withJPEGSize(t, small, 10000, 10000), general, bookstore.MsgImageTooManyPx},
		{"cover under the crop minimum", small, cover, "Resim en az 200x200 piksel olmalıdır"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := imaging.Process(tc.data, tc.spec)
			if err == nil {
				t.Fatalf("accepted: %dx%d", res.Width, res.Height)
			}
			code, msg := codeAndMessage(err)
			if code != bookstore.CodeInvalid || msg != tc.want {
				t.Fatalf("got %s %q, want invalid %q", code, msg, tc.want)
			}
		})
	}
}

// TestSniffIgnoresNames: the format comes from the bytes; a PNG is a PNG
// whatever it is called, and an HTML file is never an image.
func TestSniff(t *testing.T) {
	if got := imaging.Sniff(pngOf(t, gradient(10, 10))); got != bookstore.FormatPNG {
		t.Fatalf("png sniffed as %q", got)
	}
	if got := imaging.Sniff(jpegOf(t, gradient(10, 10), 80)); got != bookstore.FormatJPEG {
		t.Fatalf("jpeg sniffed as %q", got)
	}
	if got := imaging.Sniff([]byte("<html><img src=x onerror=alert(1)>")); got != "" {
		t.Fatalf("html sniffed as %q", got)
	}
}

func TestProcessAcceptsPNGAndGIF(t *testing.T) {
	res, err := imaging.Process(pngOf(t, gradient(900, 1200)), bookstore.ImageBookCover.Spec())
	if err != nil {
		t.Fatal(err)
	}
	if res.Format != bookstore.FormatPNG || res.Width != 600 || res.Height != 800 {
		t.Fatalf("got %s %dx%d", res.Format, res.Width, res.Height)
	}
	if imaging.Sniff(res.Main) != bookstore.FormatJPEG || imaging.Sniff(res.Thumb) != bookstore.FormatJPEG {
		t.Fatal("outputs are not JPEG")
	}
	var g bytes.Buffer
	if err := gif.Encode(&g, gradient(300, 300), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := imaging.Process(g.Bytes(), bookstore.ImageProfile.Spec()); err != nil {
		t.Fatal(err)
	}
}

// TestTransparentPNGOnWhite: JPEG has no alpha; transparent pixels become white, not black.
func TestTransparentPNGOnWhite(t *testing.T) {
	m := image.NewNRGBA(image.Rect(0, 0, 300, 300))
	res, err := imaging.Process(pngOf(t, m), bookstore.ImageProfile.Spec())
	if err != nil {
		t.Fatal(err)
	}
	out, err := jpeg.Decode(bytes.NewReader(res.Main))
	if err != nil {
		t.Fatal(err)
	}
	if r, g, b, _ := out.At(150, 150).RGBA(); r>>8 < 250 || g>>8 < 250 || b>>8 < 250 {
		t.Fatalf("transparent pixel became %d,%d,%d", r>>8, g>>8, b>>8)
	}
}

func TestMetadataRemoved(t *testing.T) {
	exif := append([]byte("Exif\x00\x00MM\x00\x2a"), []byte("GPSLatitude 41.0082 Canon EOS secret-serial")...)
	data := withSegments(jpegOf(t, gradient(800, 600), 92), exif, []byte("comment: secret-serial"))
	if !bytes.Contains(data, []byte("secret-serial")) {
		t.Fatal("fixture lacks its metadata")
	}
	for _, kind := range bookstore.ImageKinds {
		spec := kind.Spec()
		if kind == bookstore.ImageBookCover {
			spec.MinSide = 0
		}
		res, err := imaging.Process(data, spec)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		for _, out := range [][]byte{res.Main, res.Thumb} {
			if bytes.Contains(out, []byte("secret-serial")) || bytes.Contains(out, []byte("Exif")) {
				t.Fatalf("%s: metadata survived", kind)
			}
			for _, seg := range segments(t, out) {
				if seg >= 0xE1 && seg <= 0xEF || seg == 0xFE {
					t.Fatalf("%s: output has segment FF%X", kind, seg)
				}
			}
		}
	}
}

// segments lists the marker bytes of a JPEG's segments up to the scan.
func segments(t testing.TB, data []byte) []byte {
	t.Helper()
	var out []byte
	i := 2
	for i+4 <= len(data) && data[i] == 0xFF {
		m := data[i+1]
		out = append(out, m)
		if m == 0xDA {
			break
		}
		i += 2 + int(binary.BigEndian.Uint16(data[i+2:]))
	}
	return out
}

// dqt returns the quantisation tables of a JPEG (they are determined by the quality).
func dqt(t testing.TB, data []byte) []byte {
	t.Helper()
	i := 2
	var out []byte
	for i+4 <= len(data) && data[i] == 0xFF && data[i+1] != 0xDA {
		n := int(binary.BigEndian.Uint16(data[i+2:]))
		if data[i+1] == 0xDB {
			out = append(out, data[i+4:i+2+n]...)
		}
		i += 2 + n
	}
	return out
}

func TestOutputSizesAndQualities(t *testing.T) {
	big := jpegOf(t, gradient(3000, 2400), 95)
	tests := []struct {
		kind          bookstore.ImageKind
		w, h, quality int
	}{
		{bookstore.ImageBookCover, 600, 480, 90},
		{bookstore.ImageAuthorPhoto, 400, 320, 85},
		{bookstore.ImageProfile, 400, 320, 85},
		{bookstore.ImageEventImage, 1000, 800, 85},
		{bookstore.ImageGeneral, 3000, 2400, 90}, // 2 MB or less: dimensions kept
	}
	if len(big) > 2<<20 {
		t.Fatalf("fixture is %d bytes; the general case wants 2 MB or less", len(big))
	}
	for _, tc := range tests {
		t.Run(string(tc.kind), func(t *testing.T) {
			res, err := imaging.Process(big, tc.kind.Spec())
			if err != nil {
				t.Fatal(err)
			}
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(res.Main))
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Width != tc.w || cfg.Height != tc.h {
				t.Fatalf("main is %dx%d, want %dx%d", cfg.Width, cfg.Height, tc.w, tc.h)
			}
			ref := jpegOf(t, gradient(16, 16), tc.quality)
			if !bytes.Equal(dqt(t, res.Main), dqt(t, ref)) {
				t.Fatalf("main is not quality %d", tc.quality)
			}
			th, err := jpeg.DecodeConfig(bytes.NewReader(res.Thumb))
			if err != nil {
				t.Fatal(err)
			}
			if th.Width > 240 || th.Height > 320 || th.Width != 240 {
				t.Fatalf("thumb is %dx%d", th.Width, th.Height)
			}
			if !bytes.Equal(dqt(t, res.Thumb), dqt(t, jpegOf(t, gradient(16, 16), 80))) {
				t.Fatal("thumb is not quality 80")
			}
		})
	}
}

func TestGeneralBands(t *testing.T) {
	spec := bookstore.ImageGeneral.Spec()
	if b := spec.OutputBox(3 << 20); b != (bookstore.Box{W: 800, H: 600, Quality: 80}) {
		t.Fatalf("3 MB: %+v", b)
	}
	if b := spec.OutputBox(6 << 20); b != (bookstore.Box{W: 600, H: 400, Quality: 70}) {
		t.Fatalf("6 MB: %+v", b)
	}
}

func TestFitSize(t *testing.T) {
	tests := []struct{ w, h, mw, mh, ww, wh int }{
		{4032, 3024, 600, 800, 600, 450},
		{3024, 4032, 600, 800, 600, 800},
		{300, 400, 600, 800, 300, 400}, // never enlarged
		{10000, 1, 600, 800, 600, 1},
		{1, 10000, 400, 400, 1, 400},
	}
	for _, tc := range tests {
		if w, h := imaging.FitSize(tc.w, tc.h, tc.mw, tc.mh); w != tc.ww || h != tc.wh {
			t.Errorf("FitSize(%d,%d,%d,%d) = %d,%d want %d,%d", tc.w, tc.h, tc.mw, tc.mh, w, h, tc.ww, tc.wh)
		}
	}
}

// TestLargeReductionKeepsColour: the box pre-reduction of a YCbCr photo keeps its colours.
func TestLargeReductionKeepsColour(t *testing.T) {
	m := image.NewRGBA(image.Rect(0, 0, 2400, 3200))
	for i := 0; i < len(m.Pix); i += 4 {
		m.Pix[i], m.Pix[i+1], m.Pix[i+2], m.Pix[i+3] = 200, 40, 40, 255
	}
	res, err := imaging.Process(jpegOf(t, m, 90), bookstore.ImageBookCover.Spec())
	if err != nil {
		t.Fatal(err)
	}
	out, _ := jpeg.Decode(bytes.NewReader(res.Main))
	r, g, b, _ := out.At(300, 400).RGBA()
	if d := absDiff(r>>8, 200) + absDiff(g>>8, 40) + absDiff(b>>8, 40); d > 24 {
		t.Fatalf("colour drifted to %d,%d,%d", r>>8, g>>8, b>>8)
	}
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// TestLargeTransparentPNGReducedOnWhite: the RGBA block reduction keeps
// transparent areas white and opaque ones their colour.
func TestLargeTransparentPNGReducedOnWhite(t *testing.T) {
	m := image.NewNRGBA(image.Rect(0, 0, 2000, 2000))
	for y := 0; y < 2000; y++ {
		for x := 1000; x < 2000; x++ {
			m.SetNRGBA(x, y, color.NRGBA{20, 60, 200, 255})
		}
	}
	res, err := imaging.Process(pngOf(t, m), bookstore.ImageProfile.Spec())
	if err != nil {
		t.Fatal(err)
	}
	out, _ := jpeg.Decode(bytes.NewReader(res.Main))
	if out.Bounds().Dx() != 400 {
		t.Fatalf("width %d", out.Bounds().Dx())
	}
	if r, g, b, _ := out.At(100, 200).RGBA(); r>>8 < 245 || g>>8 < 245 || b>>8 < 245 {
		t.Fatalf("transparent half became %d,%d,%d", r>>8, g>>8, b>>8)
	}
	r, g, b, _ := out.At(300, 200).RGBA()
	if d := absDiff(r>>8, 20) + absDiff(g>>8, 60) + absDiff(b>>8, 200); d > 24 {
		t.Fatalf("opaque half became %d,%d,%d", r>>8, g>>8, b>>8)
	}
}
