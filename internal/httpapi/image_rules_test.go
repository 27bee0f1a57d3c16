package httpapi_test

import (
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb/sqldbtest"
)

// The rules the web reads are the ones the upload enforces, kind by kind.
func TestImageRulesAreTheServersSpecs(t *testing.T) {
	var rules httpapi.ImageRules
	r := newEnv(t, sqldbtest.SQLite(t), nil).client().get("/api/images/rules")
	if r.StatusCode != 200 {
		t.Fatalf("rules: %d %s", r.StatusCode, r.body)
	}
	r.json(t, &rules)
	if len(rules.Kinds) != len(bookstore.ImageKinds) || rules.MaxPixels != bookstore.MaxImagePixels || rules.MaxSide != bookstore.MaxImageSide {
		t.Fatalf("rules: %+v", rules)
	}
	byKind := map[string]httpapi.ImageKindRules{}
	for _, k := range rules.Kinds {
		byKind[k.Kind] = k
		spec := bookstore.ImageKind(k.Kind).Spec()
		if k.MaxBytes != spec.MaxBytes() || k.MaxMB != spec.MaxMB || len(k.Formats) != len(spec.Formats) || k.MinSide != spec.MinSide {
			t.Errorf("%s: %+v, spec %+v", k.Kind, k, spec)
		}
		for _, o := range k.Outputs {
			size := o.UpToBytes
			if size == 0 { // the last band: any size
				size = bookstore.MaxUploadBytes
			}
			if got := spec.OutputBox(size); got != (bookstore.Box{W: o.Width, H: o.Height, Quality: o.Quality}) {
				t.Errorf("%s output %+v, spec box %+v", k.Kind, o, got)
			}
		}
	}
	cover := byKind[string(bookstore.ImageBookCover)]
	if cover.MaxBytes != 8<<20 || cover.MinSide != 200 || len(cover.Outputs) != 1 || cover.Outputs[0].Width != 600 ||
		!equal(cover.MIMETypes, "image/jpeg", "image/jpg", "image/png") || !equal(cover.Extensions, ".jpg", ".jpeg", ".png") {
		t.Errorf("cover: %+v", cover)
	}
	general := byKind[string(bookstore.ImageGeneral)]
	if len(general.Outputs) != 3 || !general.Outputs[0].KeepsSize || general.Outputs[0].UpToBytes != 2<<20 ||
		general.Outputs[1].KeepsSize || general.Outputs[2].UpToBytes != 0 || general.Outputs[2].Quality != 70 ||
		!equal(general.MIMETypes, "image/jpeg", "image/jpg", "image/png", "image/gif", "image/webp") {
		t.Errorf("general: %+v", general)
	}
}

func equal(got []string, want ...string) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i] != want[i] {
			return false
		}
	}
	return true
}
