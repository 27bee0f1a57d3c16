package httpapi

import (
	"encoding/json"
	"reflect"
	"testing"
)

type listsLine struct {
	Tags []string `json:"tags"`
}

type listsBody struct {
	Items  []listsLine     `json:"items"`
	Lines  []*listsLine    `json:"lines"`
	Inner  *listsLine      `json:"inner"`
	Meta   map[string]any  `json:"meta"`
	Errors []string        `json:"errors,omitempty"`
	Raw    []byte          `json:"raw"`
	Plain  struct{ N int } `json:"plain"`
}

// A handler may leave a list nil: the body sent has [] there, at any depth,
// and the handler's own values (which may be shared with a cache) are not
// changed.
func TestEmptyListsFillsEveryNilSlice(t *testing.T) {
	shared := &listsLine{}
	in := listsBody{Items: []listsLine{{Tags: []string{"a"}}, {}}, Lines: []*listsLine{shared, nil}, Inner: shared,
		Meta: map[string]any{"social": []string(nil), "n": 1}}
	out, err := emptyLists(nil, "200", in)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(out)
	want := `{"items":[{"tags":["a"]},{"tags":[]}],"lines":[{"tags":[]},null],"inner":{"tags":[]},"meta":{"n":1,"social":[]},` +
		`"raw":null,"plain":{"N":0}}`
	if string(b) != want {
		t.Fatalf("body\n got %s\nwant %s", b, want)
	}
	if shared.Tags != nil || in.Items[1].Tags != nil || in.Meta["social"].([]string) != nil {
		t.Fatal("the handler's values were changed")
	}
	empty, _ := emptyLists(nil, "200", listsBody{})
	if b, _ := json.Marshal(empty); string(b) != `{"items":[],"lines":[],"inner":null,"meta":null,"raw":null,"plain":{"N":0}}` {
		t.Fatalf("empty body: %s", b)
	}
}

// A body with no list anywhere is passed through as it is.
func TestEmptyListsLeavesListlessBodies(t *testing.T) {
	type card struct {
		Title string
		Price int64
	}
	in := card{Title: "Çalıkuşu", Price: 8990}
	out, _ := emptyLists(nil, "200", in)
	if out != in || mayHoldSlice(reflect.TypeOf(in)) {
		t.Fatalf("listless body: %+v", out)
	}
}
