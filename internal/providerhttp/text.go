package providerhttp

import "strings"

// FirstNonEmpty is the first of ss with text, trimmed: a provider's answer
// often names a thing in one of several fields, some left blank.
func FirstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			return s
		}
	}
	return ""
}

// JoinNonEmpty joins two of a provider's texts with sep, trimmed, leaving
// out a blank one and saying a repeated one once.
func JoinNonEmpty(a, b, sep string) string {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	switch {
	case a == "" || a == b:
		return b
	case b == "":
		return a
	}
	return a + sep + b
}
