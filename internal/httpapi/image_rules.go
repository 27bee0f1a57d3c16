package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// The upload rules the server enforces (bookstore.ImageSpec), published so
// the web checks files before sending them without copying any limit.

type ImageRules struct {
	Kinds     []ImageKindRules `json:"kinds"`
	MaxPixels int              `json:"maxPixels" doc:"largest width x height accepted"`
	MaxSide   int              `json:"maxSide" doc:"largest width or height accepted"`
}

type ImageKindRules struct {
	Kind       string        `json:"kind" enum:"book-cover,author-photo,event-image,profile,general"`
	MaxBytes   int64         `json:"maxBytes"`
	MaxMB      int           `json:"maxMB" doc:"maxBytes in MB, as the messages name it"`
	Formats    []string      `json:"formats" doc:"accepted content formats: jpeg, png, gif, webp"`
	MIMETypes  []string      `json:"mimeTypes" doc:"the MIME types browsers report for the formats"`
	Extensions []string      `json:"extensions" doc:"file name extensions of the formats, with the dot"`
	MinSide    int           `json:"minSide" doc:"smallest accepted width and height; 0 for none (covers: the crop minimum)"`
	Outputs    []ImageOutput `json:"outputs" doc:"what is stored, by upload size, smallest band first"`
}

type ImageOutput struct {
	UpToBytes int64 `json:"upToBytes" doc:"the band holds uploads up to this size; 0: any size"`
	Width     int   `json:"width" doc:"fits inside width x height, never enlarged"`
	Height    int   `json:"height"`
	Quality   int   `json:"quality" doc:"JPEG quality 1-100"`
	KeepsSize bool  `json:"keepsSize" doc:"the dimensions are kept; only re-encoded"`
}

type imageRulesOutput struct{ Body ImageRules }

func imageRules() ImageRules {
	r := ImageRules{MaxPixels: bookstore.MaxImagePixels, MaxSide: bookstore.MaxImageSide}
	for _, k := range bookstore.ImageKinds {
		spec := k.Spec()
		kr := ImageKindRules{Kind: string(k), MaxBytes: spec.MaxBytes(), MaxMB: spec.MaxMB, Formats: spec.Formats, MinSide: spec.MinSide}
		for _, f := range spec.Formats {
			kr.MIMETypes = append(kr.MIMETypes, bookstore.FileOf(f).MIMETypes...)
			kr.Extensions = append(kr.Extensions, bookstore.FileOf(f).Extensions...)
		}
		for _, b := range spec.Bands() {
			kr.Outputs = append(kr.Outputs, ImageOutput{UpToBytes: b.UpTo, Width: b.Box.W, Height: b.Box.H, Quality: b.Box.Quality,
				KeepsSize: b.KeepsSize()})
		}
		r.Kinds = append(r.Kinds, kr)
	}
	return r
}

// getImageRules answers the rules. They change only with the binary, so the
// web asks once per visit (the API's no-store still applies).
func (h imageHandlers) getImageRules(context.Context, *struct{}) (*imageRulesOutput, error) {
	return &imageRulesOutput{Body: imageRules()}, nil
}
