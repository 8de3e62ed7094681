package main

import (
	"testing"
	"testing/fstest"
)

func TestIsAppRoute(t *testing.T) {
	var patterns []routePattern
	for _, p := range []string{"/", "/about", "/services/heavy-haul", "/outbox/$entryId", "/files/$"} {
		patterns = append(patterns, pathSegments(p))
	}
	known := []string{"/", "/about", "/about/", "/About", "/services/heavy-haul", "/outbox/abc123", "/outbox/abc123/", "/files", "/files/a/b/c"}
	unknown := []string{"/no-such-page", "/services", "/services/nope", "/services/heavy-haul/more", "/outbox", "/outbox/a/b", "/aboutx"}
	for _, p := range known {
		if !isAppRoute(patterns, p) {
			t.Errorf("isAppRoute(%q) = false, want true", p)
		}
	}
	for _, p := range unknown {
		if isAppRoute(patterns, p) {
			t.Errorf("isAppRoute(%q) = true, want false", p)
		}
	}
}

func TestIsBuiltFile(t *testing.T) {
	fsys := fstest.MapFS{"sw.js": {Data: []byte("x")}, "icons/icon-192.png": {Data: []byte("x")}}
	for _, p := range []string{"/sw.js", "/sw.js/", "/icons/icon-192.png"} {
		if !isBuiltFile(fsys, p) {
			t.Errorf("isBuiltFile(%q) = false, want true", p)
		}
	}
	for _, p := range []string{"/", "/icons", "/icons/", "/nope", "/../sw.js"} {
		if isBuiltFile(fsys, p) {
			t.Errorf("isBuiltFile(%q) = true, want false", p)
		}
	}
}
