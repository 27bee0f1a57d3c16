// Package web embeds the built React app (web/dist) into the Go binary.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app: index.html and hashed assets. When the app has not
// been built, it holds only a placeholder and index.html is missing.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}

//go:embed first-screen/*.html
var firstScreen embed.FS

// FirstScreen holds the templates of the storefront's server-drawn first
// screens (internal/httpapi/first_screen.go), under first-screen/. They
// live beside the app so its Tailwind build sees their classes.
func FirstScreen() fs.FS { return firstScreen }
