package main

import (
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// appHeaders sets the caching of the app's static files (securityHeaders sets the rest).
func appHeaders(e *core.RequestEvent) error {
	name := e.Request.PathValue(apis.StaticWildcardParam)
	if strings.HasPrefix(name, "assets/") {
		// Vite puts a content hash in every file name under assets/.
		e.Response.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		e.Response.Header().Set("Cache-Control", "no-cache")
	}
	return e.Next()
}

// missingFilesNotFound answers 404 for a file the build does not have, where the static
// handler would answer the app's page. A tab opened before a deploy asks for the hashed
// files of the build before; given the page with a year's caching under that name, the
// browser would keep failing to run it instead of falling back. Only paths that name a file
// (with an extension) are meant: every other path is one of the app's routes.
func missingFilesNotFound(fsys fs.FS) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		name := e.Request.PathValue(apis.StaticWildcardParam)
		if path.Ext(name) == "" || !fs.ValidPath(name) {
			return e.Next()
		}
		if _, err := fs.Stat(fsys, name); err == nil {
			return e.Next()
		}
		e.Response.Header().Set("Cache-Control", "no-cache")
		return e.String(http.StatusNotFound, "Not found.\n")
	}
}
