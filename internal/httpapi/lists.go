package httpapi

import (
	"reflect"
	"sync"

	"github.com/danielgtaylor/huma/v2"
)

// Lists in responses are never null. Go encodes a nil slice as null, which
// made every client guard each list (`?? []`). Two parts keep the promise:
// the OpenAPI document declares arrays non-nullable (so the generated
// TypeScript types say T[], not T[] | null), and emptyLists, a huma
// transformer every JSON body passes through, turns each nil slice into an
// empty one. A handler may therefore return a nil slice for "none".

func init() {
	// Read when operations are registered; no request body has a list, so
	// only responses are affected.
	huma.DefaultArrayNullable = false
}

// emptyLists is the transformer: v with every nil slice inside it replaced
// by an empty one. Values are copied where they change, never mutated, as a
// body may share data with a cache.
func emptyLists(_ huma.Context, _ string, v any) (any, error) {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() || !mayHoldSlice(rv.Type()) {
		return v, nil
	}
	if out, changed := fillSlices(rv); changed {
		return out.Interface(), nil
	}
	return v, nil
}

// fillSlices returns v, or a copy of it with its nil slices made empty.
func fillSlices(v reflect.Value) (reflect.Value, bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return v, false
		}
		e, changed := fillSlices(v.Elem())
		if !changed {
			return v, false
		}
		if v.Kind() == reflect.Pointer {
			p := reflect.New(e.Type())
			p.Elem().Set(e)
			return p, true
		}
		out := reflect.New(v.Type()).Elem()
		out.Set(e)
		return out, true
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return v, false // []byte is a base64 string, not a list
		}
		if v.IsNil() {
			return reflect.MakeSlice(v.Type(), 0, 0), true
		}
		if !mayHoldSlice(v.Type().Elem()) {
			return v, false
		}
		var out reflect.Value
		for i := range v.Len() {
			if e, changed := fillSlices(v.Index(i)); changed {
				if !out.IsValid() {
					out = reflect.MakeSlice(v.Type(), v.Len(), v.Len())
					reflect.Copy(out, v)
				}
				out.Index(i).Set(e)
			}
		}
		return out, out.IsValid()
	case reflect.Struct:
		var out reflect.Value
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if !f.IsExported() || !mayHoldSlice(f.Type) {
				continue
			}
			if e, changed := fillSlices(v.Field(i)); changed {
				if !out.IsValid() {
					out = reflect.New(v.Type()).Elem()
					out.Set(v)
				}
				out.Field(i).Set(e)
			}
		}
		return out, out.IsValid()
	case reflect.Map:
		if v.IsNil() || !mayHoldSlice(v.Type().Elem()) {
			return v, false
		}
		var out reflect.Value
		for it := v.MapRange(); it.Next(); {
			if e, changed := fillSlices(it.Value()); changed {
				if !out.IsValid() {
					out = reflect.MakeMapWithSize(v.Type(), v.Len())
					for c := v.MapRange(); c.Next(); {
						out.SetMapIndex(c.Key(), c.Value())
					}
				}
				out.SetMapIndex(it.Key(), e)
			}
		}
		return out, out.IsValid()
	default: // any other kind holds no list to fill
	}
	return v, false
}

// holdsSlice caches, per type, whether a value of it can contain a slice,
// so bodies without lists (and list items without lists) are not walked.
var holdsSlice sync.Map // reflect.Type -> bool

func mayHoldSlice(t reflect.Type) bool {
	if v, ok := holdsSlice.Load(t); ok {
		return v.(bool)
	}
	b := typeHoldsSlice(t, map[reflect.Type]bool{})
	holdsSlice.Store(t, b)
	return b
}

func typeHoldsSlice(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return false // a cycle adds no slice that is not found on another path
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Slice:
		return t.Elem().Kind() != reflect.Uint8
	case reflect.Interface:
		return true
	case reflect.Pointer, reflect.Array, reflect.Map:
		return typeHoldsSlice(t.Elem(), seen)
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() && typeHoldsSlice(f.Type, seen) {
				return true
			}
		}
	default: // scalars, strings, channels and functions hold no list
	}
	return false
}
