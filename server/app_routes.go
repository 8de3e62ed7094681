package main

import (
	"encoding/json"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// appRoutesFile lists the address patterns of the app's routes, e.g. "/outbox/$entryId". The
// build writes it from the router's own route tree (scripts/lib/app-routes.mjs), so it cannot
// drift from the routes: the server cannot run the router to ask it.
const appRoutesFile = "app-routes.json"

// routePattern is one route's address as segments: a literal (matched as the router does,
// whatever the case), "$name" (any one segment) or "$" (all the rest).
type routePattern []string

func pathSegments(urlPath string) []string {
	return strings.FieldsFunc(urlPath, func(r rune) bool { return r == '/' })
}

func (p routePattern) matches(segments []string) bool {
	for i, want := range p {
		if want == "$" {
			return true
		}
		if i >= len(segments) {
			return false
		}
		if !strings.HasPrefix(want, "$") && !strings.EqualFold(want, segments[i]) {
			return false
		}
	}
	return len(p) == len(segments)
}

// isAppRoute: urlPath is an address one of the patterns stands for (a trailing slash aside).
func isAppRoute(patterns []routePattern, urlPath string) bool {
	segments := pathSegments(urlPath)
	for _, pattern := range patterns {
		if pattern.matches(segments) {
			return true
		}
	}
	return false
}

// appRoutes holds the build's route list, read again when the file changes (a new deploy).
type appRoutes struct {
	fsys     fs.FS
	mu       sync.Mutex
	modTime  time.Time
	patterns []routePattern
	warned   bool
}

// current returns the route list, or nil when the build has none (then every address is taken for a route).
func (r *appRoutes) current(app core.App) []routePattern {
	r.mu.Lock()
	defer r.mu.Unlock()
	info, err := fs.Stat(r.fsys, appRoutesFile)
	if err == nil && r.patterns != nil && info.ModTime().Equal(r.modTime) {
		return r.patterns
	}
	var listed []string
	if err == nil {
		var raw []byte
		if raw, err = fs.ReadFile(r.fsys, appRoutesFile); err == nil {
			err = json.Unmarshal(raw, &listed)
		}
	}
	if err != nil || len(listed) == 0 {
		if !r.warned {
			app.Logger().Warn("The app's route list could not be read: unknown addresses get the app's page with 200", "file", appRoutesFile, "error", err)
			r.warned = true
		}
		r.patterns = nil
		return nil
	}
	r.patterns = make([]routePattern, len(listed))
	for i, pattern := range listed {
		r.patterns[i] = pathSegments(pattern)
	}
	r.modTime = info.ModTime()
	return r.patterns
}
