package main

import (
	"net/http"
	"os"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// appCSP allows only our own origin; Mantine sets inline styles, so styles allow 'unsafe-inline'.
// Fetches, frames and the manifest fall back to default-src, workers to script-src: naming them
// would only lengthen every response (a first visit's page must fit one round trip of a new
// connection).
// The one inline script is the prerendered pages' boot script, allowed by its hash
// (scripts/prerender/boot.js; tests/unit/boot-script-csp.test.ts checks that they match).
// The back office's session replay frames the site's own pages, hence frame-ancestors 'self'.
const appCSP = "default-src 'self'; script-src 'self' " + prerenderedBootScriptHash + "; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"

// prerenderedBootScriptHash: the hash of scripts/prerender/boot.js's inlineBootScript().
const prerenderedBootScriptHash = "'sha256-4bdJGmRRmVrdpzAQWEZEmKYkzrrLvK5OLPOSzkZioo8='"

// fileCSP keeps an uploaded HTML or SVG from running script on our origin, even opened directly.
const fileCSP = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'"

// dashboardCSP: PocketBase's own dashboard at /_/ brings its own page setup; only its framing is ours to limit.
const dashboardCSP = "frame-ancestors 'self'"

const hstsValue = "max-age=31536000"

// protectedFilesCollections hold applicants' documents, fetched with a short-lived file token.
var protectedFilesCollections = map[string]bool{"job_applications": true}

// securityHeaders sets the security headers on every response (pages, API answers, files,
// errors), before the handler runs, so even an error written further down carries them.
func securityHeaders(appURL string) func(*core.RequestEvent) error {
	https := strings.HasPrefix(strings.ToLower(appURL), "https://")
	return func(e *core.RequestEvent) error {
		h := e.Response.Header()
		path := e.Request.URL.Path
		switch {
		case strings.HasPrefix(path, "/api/files/"):
			h.Set("Content-Security-Policy", fileCSP)
			if isProtectedFile(path, e.Request.URL.Query().Get("token") != "") {
				// PocketBase fills in only the headers still missing, so these win.
				h.Set("Cache-Control", "private, no-store")
				h.Set("Content-Disposition", "attachment; filename="+fileName(path))
			}
		case path == "/_" || strings.HasPrefix(path, "/_/"):
			h.Set("Content-Security-Policy", dashboardCSP)
		default:
			h.Set("Content-Security-Policy", appCSP)
			if isPrivateAnswer(e.Request) {
				// A route that sets its own caching (an export, a live stream) replaces it.
				h.Set("Cache-Control", "private, no-store")
			}
		}
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		// Drivers may share their position with road updates (asked on their tap); no one else may ask.
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)")
		if https || e.Request.TLS != nil {
			h.Set("Strict-Transport-Security", hstsValue)
		}
		return e.Next()
	}
}

// isPrivateAnswer: an API answer to a signed-in request holds what that account may read
// (its profile, its loads, the back office), so no browser or shared cache keeps it.
func isPrivateAnswer(r *http.Request) bool {
	return strings.HasPrefix(r.URL.Path, "/api/") && r.Header.Get("Authorization") != ""
}

// isProtectedFile: /api/files/{collection}/{record}/{file} of a documents collection, or any file asked for with a token.
func isProtectedFile(path string, hasToken bool) bool {
	parts := strings.Split(strings.TrimPrefix(path, "/api/files/"), "/")
	return hasToken || (len(parts) == 3 && protectedFilesCollections[parts[0]])
}

func fileName(path string) string {
	return path[strings.LastIndex(path, "/")+1:]
}

func appURLFromEnv() string {
	return os.Getenv("APP_URL")
}
