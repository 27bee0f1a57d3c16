package httpapi

import (
	"reflect"
	"strings"
	"testing"
)

// TestAggregateHandlersHoldOnlyTheirService: a per-aggregate handler type
// holds its aggregate's service and nothing else, so its handlers cannot
// reach a store or another service.
func TestAggregateHandlersHoldOnlyTheirService(t *testing.T) {
	for _, c := range []struct {
		typ reflect.Type
		pkg string
	}{
		{reflect.TypeFor[eventHandlers](), "bookstore/internal/events"},
		{reflect.TypeFor[authorHandlers](), "bookstore/internal/authors"},
	} {
		if c.typ.NumField() != 1 {
			t.Errorf("%s has %d fields, want its service only", c.typ.Name(), c.typ.NumField())
			continue
		}
		f := c.typ.Field(0).Type
		if f.Kind() != reflect.Pointer || f.Elem().PkgPath() != c.pkg || !strings.HasSuffix(f.String(), ".Service") {
			t.Errorf("%s holds %s, want *%s.Service", c.typ.Name(), f, c.pkg)
		}
	}
}
