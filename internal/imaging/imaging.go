// Package imaging turns an uploaded file into the JPEGs the shop stores:
// the format is decided from the content (never the name or declared type),
// the dimensions are read from the header and bounded before anything is
// decoded, and the output is re-encoded as JPEG, which carries no metadata
// (EXIF, GPS, comments and ICC profiles are dropped).
package imaging

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"net/http"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"

	"bookstore/internal/bookstore"
)

// Sniff decides the format from the first bytes of the content: jpeg, png,
// gif or webp, or "" for anything else (HTML, SVG, PDF, text...).
func Sniff(data []byte) string {
	switch http.DetectContentType(data) {
	case "image/jpeg":
		return bookstore.FormatJPEG
	case "image/png":
		return bookstore.FormatPNG
	case "image/gif":
		return bookstore.FormatGIF
	case "image/webp":
		return bookstore.FormatWEBP
	}
	return ""
}

// Header reads the dimensions of an image of a sniffed format from its
// header only.
func Header(data []byte, format string) (image.Config, error) {
	r := bytes.NewReader(data)
	switch format {
	case bookstore.FormatJPEG:
		return jpeg.DecodeConfig(r)
	case bookstore.FormatPNG:
		return png.DecodeConfig(r)
	case bookstore.FormatGIF:
		return gif.DecodeConfig(r)
	case bookstore.FormatWEBP:
		return webp.DecodeConfig(r)
	}
	return image.Config{}, errUnknown
}

var (
	errUnknown    = bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgOnlyImages)
	errNotAnImage = bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgNotAnImage)
)

func decode(data []byte, format string) (image.Image, error) {
	r := bytes.NewReader(data)
	switch format {
	case bookstore.FormatJPEG:
		return jpeg.Decode(r)
	case bookstore.FormatPNG:
		return png.Decode(r)
	case bookstore.FormatGIF:
		return gif.Decode(r) // the first frame
	case bookstore.FormatWEBP:
		return webp.Decode(r)
	}
	return nil, errUnknown
}

// Result is a processed upload: the main image and the small variant, both JPEG.
type Result struct {
	Format        string // the sniffed input format
	Width, Height int    // of Main
	Main, Thumb   []byte
}

// Process checks and converts one upload of the given kind. Errors are
// domain errors with the product's Turkish messages:
//   - no image at all (bytes of no image format, whatever the name): 'Bu dosya bir resim değil'
//   - an image of a format the kind does not take: 'Sadece resim dosyaları yüklenebilir'
//   - more than MaxImagePixels (or a side over MaxImageSide), from the header: refused undecoded
//   - smaller than the kind's minimum side (the 200x200 crop minimum of covers)
//   - a file that fails to decode (truncated, corrupt): 'Resim işlenemedi'
func Process(data []byte, spec bookstore.ImageSpec) (*Result, error) {
	format := Sniff(data)
	if format == "" {
		return nil, errNotAnImage
	}
	if !spec.AllowsFormat(format) {
		return nil, errUnknown
	}
	cfg, err := Header(data, format)
	if err != nil {
		return nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgImageUnreadable)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > bookstore.MaxImageSide || cfg.Height > bookstore.MaxImageSide ||
		int64(cfg.Width)*int64(cfg.Height) > bookstore.MaxImagePixels {
		return nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgImageTooManyPx)
	}
	if spec.MinSide > 0 && (cfg.Width < spec.MinSide || cfg.Height < spec.MinSide) {
		return nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgImageTooSmallFmt, spec.MinSide, spec.MinSide)
	}
	src, err := decode(data, format)
	if err != nil {
		return nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgImageUnreadable)
	}
	box := spec.OutputBox(int64(len(data)))
	main := Fit(src, box.W, box.H)
	mainJPEG, err := Encode(main, box.Quality)
	if err != nil {
		return nil, err
	}
	thumb := Fit(main, bookstore.ThumbBox.W, bookstore.ThumbBox.H)
	thumbJPEG, err := Encode(thumb, bookstore.ThumbBox.Quality)
	if err != nil {
		return nil, err
	}
	b := main.Bounds()
	return &Result{Format: format, Width: b.Dx(), Height: b.Dy(), Main: mainJPEG, Thumb: thumbJPEG}, nil
}

// FitSize is the size of a w x h image scaled to fit inside maxW x maxH,
// keeping its aspect ratio and never enlarging it. Each side is at least 1.
func FitSize(w, h, maxW, maxH int) (int, int) {
	if w <= maxW && h <= maxH {
		return w, h
	}
	// Compare w/maxW with h/maxH without floating point.
	if int64(w)*int64(maxH) >= int64(h)*int64(maxW) {
		nh := int((int64(h)*int64(maxW) + int64(w)/2) / int64(w))
		return maxW, max(nh, 1)
	}
	nw := int((int64(w)*int64(maxH) + int64(h)/2) / int64(h))
	return max(nw, 1), maxH
}

// Fit scales src to fit inside maxW x maxH on a white background (JPEG has
// no transparency). Large reductions first average whole blocks of pixels
// (a box filter, cheap and alias-free), then finish with Catmull-Rom; the
// kernel's scratch buffer (8 floats per pixel of an intermediate image) is
// then small, which keeps memory per upload low.
func Fit(src image.Image, maxW, maxH int) image.Image {
	b := src.Bounds()
	w, h := FitSize(b.Dx(), b.Dy(), maxW, maxH)
	if w == b.Dx() && h == b.Dy() {
		if opaque(src) {
			return src
		}
		dst := whiteRGBA(w, h)
		draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Over)
		return dst
	}
	// Reduce by the largest integer factor that keeps the result at least
	// the target size; Catmull-Rom then does the last step (under 2x).
	if k := min(b.Dx()/w, b.Dy()/h); k >= 2 {
		src = boxReduce(src, k)
	}
	dst := whiteRGBA(w, h)
	op := draw.Over // onto the white background
	if opaque(src) {
		op = draw.Src // the fast paths of x/image/draw
	}
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), op, nil)
	return dst
}

func whiteRGBA(w, h int) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range dst.Pix {
		dst.Pix[i] = 0xff
	}
	return dst
}

func opaque(img image.Image) bool {
	switch m := img.(type) {
	case *image.YCbCr, *image.Gray:
		return true
	case interface{ Opaque() bool }:
		return m.Opaque()
	}
	return false
}

// boxReduce averages k x k blocks. YCbCr (JPEG) images are reduced plane by
// plane, without converting to RGB; other images are reduced in RGBA with
// premultiplied alpha.
func boxReduce(src image.Image, k int) image.Image {
	switch m := src.(type) {
	case *image.YCbCr:
		return reduceYCbCr(m, k)
	case *image.RGBA:
		return reducePix(m.Pix[m.PixOffset(m.Rect.Min.X, m.Rect.Min.Y):], m.Stride, m.Rect.Dx(), m.Rect.Dy(), k, false)
	case *image.NRGBA:
		return reducePix(m.Pix[m.PixOffset(m.Rect.Min.X, m.Rect.Min.Y):], m.Stride, m.Rect.Dx(), m.Rect.Dy(), k, true)
	}
	b := src.Bounds()
	w, h := b.Dx()/k, b.Dy()/k
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	n := uint32(k * k)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var r, g, bl, a uint32
			for yy := 0; yy < k; yy++ {
				for xx := 0; xx < k; xx++ {
					cr, cg, cb, ca := src.At(b.Min.X+x*k+xx, b.Min.Y+y*k+yy).RGBA()
					r, g, bl, a = r+cr, g+cg, bl+cb, a+ca
				}
			}
			dst.SetRGBA(x, y, color.RGBA{uint8(r / n >> 8), uint8(g / n >> 8), uint8(bl / n >> 8), uint8(a / n >> 8)})
		}
	}
	return dst
}

// reducePix averages k x k blocks of 8-bit RGBA pixels into a premultiplied
// RGBA image; straight (non-premultiplied) input is premultiplied first.
func reducePix(pix []byte, stride, sw, sh, k int, straight bool) *image.RGBA {
	w, h := sw/k, sh/k
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	n := uint32(k * k)
	for y := 0; y < h; y++ {
		out := dst.Pix[y*dst.Stride:]
		for x := 0; x < w; x++ {
			var r, g, b, a uint32
			for yy := y * k; yy < (y+1)*k; yy++ {
				row := pix[yy*stride+x*k*4 : yy*stride+(x+1)*k*4]
				for i := 0; i < len(row); i += 4 {
					pa := uint32(row[i+3])
					if straight {
						r += uint32(row[i]) * pa / 255
						g += uint32(row[i+1]) * pa / 255
						b += uint32(row[i+2]) * pa / 255
					} else {
						r, g, b = r+uint32(row[i]), g+uint32(row[i+1]), b+uint32(row[i+2])
					}
					a += pa
				}
			}
			o := out[x*4 : x*4+4]
			o[0], o[1], o[2], o[3] = uint8(r/n), uint8(g/n), uint8(b/n), uint8(a/n)
		}
	}
	return dst
}

func reduceYCbCr(src *image.YCbCr, k int) *image.YCbCr {
	b := src.Bounds()
	w, h := b.Dx()/k, b.Dy()/k
	dst := image.NewYCbCr(image.Rect(0, 0, w, h), src.SubsampleRatio)
	reducePlane(dst.Y, dst.YStride, w, h, src.Y[src.YOffset(b.Min.X, b.Min.Y):], src.YStride, b.Dx(), b.Dy(), k)
	cw, ch := chromaSize(w, h, src.SubsampleRatio)
	scw, sch := chromaSize(b.Dx(), b.Dy(), src.SubsampleRatio)
	off := src.COffset(b.Min.X, b.Min.Y)
	reducePlane(dst.Cb, dst.CStride, cw, ch, src.Cb[off:], src.CStride, scw, sch, k)
	reducePlane(dst.Cr, dst.CStride, cw, ch, src.Cr[off:], src.CStride, scw, sch, k)
	return dst
}

func chromaSize(w, h int, r image.YCbCrSubsampleRatio) (int, int) {
	switch r {
	case image.YCbCrSubsampleRatio422:
		return (w + 1) / 2, h
	case image.YCbCrSubsampleRatio420:
		return (w + 1) / 2, (h + 1) / 2
	case image.YCbCrSubsampleRatio440:
		return w, (h + 1) / 2
	case image.YCbCrSubsampleRatio411:
		return (w + 3) / 4, h
	case image.YCbCrSubsampleRatio410:
		return (w + 3) / 4, (h + 1) / 2
	default: // 4:4:4 and any other: chroma at full size
	}
	return w, h
}

// reducePlane writes the average of each k x k block of src (sw x sh) into
// dst (w x h); blocks at the right and bottom edges are clamped to src.
func reducePlane(dst []byte, dstride, w, h int, src []byte, sstride, sw, sh, k int) {
	sums := make([]uint32, w)
	counts := make([]uint32, w)
	for y := 0; y < h; y++ {
		clear(sums)
		clear(counts)
		for yy := y * k; yy < min((y+1)*k, sh); yy++ {
			row := src[yy*sstride:]
			for x := 0; x < w; x++ {
				x0, x1 := x*k, min((x+1)*k, sw)
				var s uint32
				for _, v := range row[x0:x1] {
					s += uint32(v)
				}
				sums[x] += s
				counts[x] += uint32(x1 - x0)
			}
		}
		out := dst[y*dstride:]
		for x := 0; x < w; x++ {
			if counts[x] > 0 {
				out[x] = uint8((sums[x] + counts[x]/2) / counts[x])
			}
		}
	}
}

// Encode writes img as a baseline JPEG at quality q. Go's encoder writes no
// metadata segments, so nothing of the upload's EXIF or ICC data survives.
func Encode(img image.Image, q int) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(img.Bounds().Dx() * img.Bounds().Dy() / 4)
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
