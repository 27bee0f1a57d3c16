// Package photo makes a deterministic photo-like JPEG for the image
// benchmarks: smooth gradients, texture and sensor-like noise, so it
// compresses like a camera photo rather than a flat test card.
package photo

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
)

// JPEG returns a w x h photo-like JPEG at quality q.
func JPEG(w, h, q int) ([]byte, error) {
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	rng := rand.New(rand.NewPCG(1, 2))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x)/float64(w), float64(y)/float64(h)
			v := 90 + 80*fx*fy + 30*math.Sin(fx*23+math.Sin(fy*7)*3) + 20*math.Cos(fy*31+fx*5) + rng.NormFloat64()*4
			img.Y[y*img.YStride+x] = clamp(v)
		}
	}
	cw, ch := (w+1)/2, (h+1)/2
	for y := 0; y < ch; y++ {
		for x := 0; x < cw; x++ {
			fx, fy := float64(x)/float64(cw), float64(y)/float64(ch)
			img.Cb[y*img.CStride+x] = clamp(128 + 40*math.Sin(fx*5+fy*2))
			img.Cr[y*img.CStride+x] = clamp(128 + 40*math.Cos(fy*4-fx*3))
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: q}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func clamp(v float64) uint8 {
	return uint8(max(0, min(255, math.Round(v))))
}
