package main

import (
	"io/fs"
	"net/http"
	"path"
	"strconv"
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
// (with an extension) are meant: unknownPagesNotFound judges the others against the routes.
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

// unknownPagesNotFound answers 404 for an address that is neither a file of the build nor one
// of the app's routes, so that search engines and link checkers see it is not there. The body
// is still the app's page: the app shows its not-found page, with the site's navigation. An
// unknown API address gets the API's own 404, as it does for any other method.
func unknownPagesNotFound(fsys fs.FS) func(*core.RequestEvent) error {
	routes := &appRoutes{fsys: fsys}
	return func(e *core.RequestEvent) error {
		urlPath := e.Request.URL.Path
		if urlPath == "/api" || strings.HasPrefix(urlPath, "/api/") {
			return e.NotFoundError("", nil)
		}
		// A path with an extension was found among the build's files by missingFilesNotFound.
		if path.Ext(e.Request.PathValue(apis.StaticWildcardParam)) != "" || isBuiltFile(fsys, urlPath) {
			return e.Next()
		}
		patterns := routes.current(e.App)
		if patterns == nil || isAppRoute(patterns, urlPath) {
			return e.Next()
		}
		page, err := fs.ReadFile(fsys, "index.html")
		if err != nil {
			return e.Next()
		}
		h := e.Response.Header()
		// Set again: under assets/ appHeaders has promised a year's caching.
		h.Set("Cache-Control", "no-cache")
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Content-Length", strconv.Itoa(len(page)))
		e.Response.WriteHeader(http.StatusNotFound)
		if e.Request.Method == http.MethodHead {
			return nil
		}
		_, err = e.Response.Write(page)
		return err
	}
}

// isBuiltFile: urlPath names a file of the build (a folder is not one: it has no page).
func isBuiltFile(fsys fs.FS, urlPath string) bool {
	name := strings.Trim(urlPath, "/")
	if name == "" || !fs.ValidPath(name) {
		return false
	}
	info, err := fs.Stat(fsys, name)
	return err == nil && !info.IsDir()
}
