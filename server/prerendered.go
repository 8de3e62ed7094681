package main

import (
	"bytes"
	"io/fs"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// prerenderedPages serves the static copy the build made of a public page
// (scripts/prerender.mjs writes prerendered/<path>.html), so a first visit shows the page
// before its JavaScript runs, with today's data where a page has a slot for it. Any other
// path goes on to the app's files and index fallback.
func prerenderedPages(fsys fs.FS) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		if e.Request.Method != http.MethodGet && e.Request.Method != http.MethodHead {
			return e.Next()
		}
		name := strings.Trim(e.Request.URL.Path, "/")
		if name == "index.html" {
			// The app shell itself (the service worker precaches it): served as is, where the
			// static handler would redirect to "/", which is the prerendered home page.
			return e.FileFS(fsys, "index.html")
		}
		if name == "" {
			name = "index"
		}
		file := "prerendered/" + name + ".html"
		if !fs.ValidPath(file) {
			return e.Next()
		}
		info, err := fs.Stat(fsys, file)
		if err != nil || info.IsDir() {
			return e.Next()
		}
		page, err := fs.ReadFile(fsys, file)
		if err != nil {
			return e.Next()
		}
		if filled, hasSlot := fillFirstFeaturedImage(e.App, page); hasSlot {
			// Filled with today's data, so never answered from the file's date.
			return e.HTML(http.StatusOK, string(filled))
		}
		// The file as built: its date lets a revisit be answered "not modified".
		http.ServeContent(e.Response, e.Request, info.Name(), info.ModTime(), bytes.NewReader(page))
		return nil
	}
}
