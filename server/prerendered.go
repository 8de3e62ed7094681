package main

import (
	"bytes"
	"io/fs"
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// prerenderedPages serves the static copy the build made of a public page
// (scripts/prerender.mjs writes prerendered/<path>.html), so a first visit shows the page
// before its JavaScript runs, with today's data where a page has a slot for it, and the
// site's absolute address (the app URL setting) where search engines read one. Each page is
// compressed once (prerendered_cache.go), not on every request. Any other path goes on to
// the app's files and index fallback.
func prerenderedPages(fsys fs.FS) func(*core.RequestEvent) error {
	cache := newPrerenderedCache(fsys)
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
		page, err := cache.page(e.App, file)
		if err != nil || page == nil {
			return e.Next()
		}
		body, encoding := page.bodyFor(e.Request.Header.Get("Accept-Encoding"))
		h := e.Response.Header()
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Add("Vary", "Accept-Encoding")
		if encoding != "" {
			h.Set("Content-Encoding", encoding)
		}
		if page.dynamic {
			// Filled with today's data, so never answered from the file's date.
			h.Set("Content-Length", strconv.Itoa(len(body)))
			e.Response.WriteHeader(http.StatusOK)
			if e.Request.Method == http.MethodGet {
				_, err = e.Response.Write(body)
			}
			return err
		}
		// The file as built: its date lets a revisit be answered "not modified".
		http.ServeContent(e.Response, e.Request, "", page.modTime, bytes.NewReader(body))
		return nil
	}
}
