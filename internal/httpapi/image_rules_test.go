package httpapi_test

import (
	"encoding/json"
	"os"
	"reflect"
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

// The web's tests answer GET /api/images/rules from a fixture
// (web/src/test/image-rules.json); it must be the server's answer, or the
// web's upload tests would check rules the server does not have.
// BOOKSTORE_UPDATE_FIXTURES=1 rewrites it.
func TestImageRulesWebFixture(t *testing.T) {
	r := newEnv(t, sqldbtest.SQLite(t), nil).client().get("/api/images/rules")
	if r.StatusCode != 200 {
		t.Fatalf("rules: %d %s", r.StatusCode, r.body)
	}
	var answer any
	r.json(t, &answer)
	want, err := json.MarshalIndent(answer, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	const fixture = "../../web/src/test/image-rules.json"
	if os.Getenv("BOOKSTORE_UPDATE_FIXTURES") == "1" {
		if err := os.WriteFile(fixture, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(fixture)
	if err != nil {
		t.Fatal(err)
	}
	var got any // compared as JSON values: Prettier formats the file
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, answer) {
		t.Fatalf("%s is not the server's answer; run BOOKSTORE_UPDATE_FIXTURES=1 go test -run TestImageRulesWebFixture ./internal/httpapi/ (then npx prettier --write it)\nserver: %s", fixture, want)
	}
}
