package main

import (
	"encoding/json"
	"html"
	"io/fs"
	"math"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Maintenance mode: while the site_settings record says so, a request for a public page is
// answered 503 with Retry-After, and with the app's page, which shows visitors the
// maintenance notice (and a signed-in admin the site, as the app knows who is signed in).
// /auth and /admin, the API, the dashboard and the app's files answer as usual.

// maintenanceCacheTTL bounds how long a setting changed outside the API (where no hook
// sees it) can take to apply; changes through the API apply at once.
const maintenanceCacheTTL = 2 * time.Second

// defaultRetryAfter is the Retry-After when the ETA is not a time in the future.
const defaultRetryAfter = time.Hour

// alwaysOpenPaths keep answering during maintenance, whatever the settings list.
var alwaysOpenPaths = []string{"/auth", "/admin"}

// etaLayouts are the ways an ETA may be written as a time (otherwise it is free text,
// such as "We'll be back soon").
var etaLayouts = []string{time.RFC3339, "2006-01-02 15:04:05.000Z", "2006-01-02 15:04:05Z", "2006-01-02T15:04", "2006-01-02 15:04"}

type maintenanceState struct {
	enabled   bool
	eta       string
	title     string
	message   string
	openPaths []string
}

// maintenanceMode holds the settings as last read, and forgets them whenever the settings
// record changes.
type maintenanceMode struct {
	app    core.App
	mu     sync.Mutex
	state  maintenanceState
	readAt time.Time
}

func newMaintenanceMode(app core.App) *maintenanceMode {
	m := &maintenanceMode{app: app}
	forget := func(e *core.RecordEvent) error {
		m.forget()
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess("site_settings").BindFunc(forget)
	app.OnRecordAfterUpdateSuccess("site_settings").BindFunc(forget)
	app.OnRecordAfterDeleteSuccess("site_settings").BindFunc(forget)
	return m
}

func (m *maintenanceMode) forget() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.readAt = time.Time{}
}

func (m *maintenanceMode) current() maintenanceState {
	m.mu.Lock()
	defer m.mu.Unlock()
	if time.Since(m.readAt) < maintenanceCacheTTL {
		return m.state
	}
	state, err := readMaintenanceState(m.app)
	if err != nil {
		// An unreadable setting keeps the site open rather than closing it by mistake.
		m.app.Logger().Warn("The maintenance settings could not be read", "error", err)
	}
	m.state, m.readAt = state, time.Now()
	return state
}

func readMaintenanceState(app core.App) (maintenanceState, error) {
	records, err := app.FindRecordsByFilter("site_settings", "", "created", 1, 0)
	if err != nil || len(records) == 0 {
		return maintenanceState{}, err
	}
	record := records[0]
	state := maintenanceState{
		enabled: record.GetBool("maintenance_enabled"),
		eta:     record.GetString("maintenance_eta"),
		title:   record.GetString("maintenance_title"),
		message: record.GetString("maintenance_message"),
	}
	var listed []string
	if raw := record.GetString("allowed_paths"); raw != "" {
		// A malformed list leaves only the paths that are always open.
		_ = json.Unmarshal([]byte(raw), &listed)
	}
	state.openPaths = append(append([]string{}, alwaysOpenPaths...), listed...)
	return state, nil
}

// gate is the middleware of the app's route that closes public pages during maintenance.
func (m *maintenanceMode) gate(fsys fs.FS) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		method := e.Request.Method
		if method != http.MethodGet && method != http.MethodHead {
			return e.Next()
		}
		urlPath := e.Request.URL.Path
		if !looksLikePage(urlPath) {
			return e.Next()
		}
		state := m.current()
		if !state.enabled || isOpenPath(urlPath, state.openPaths) {
			return e.Next()
		}
		h := e.Response.Header()
		h.Set("Retry-After", strconv.Itoa(retryAfterSeconds(state.eta, time.Now())))
		h.Set("Cache-Control", "no-store")
		return e.HTML(http.StatusServiceUnavailable, maintenancePage(fsys, state))
	}
}

// looksLikePage tells page addresses (/fleet, /services/heavy-haul) from the app's files
// (/assets/x.js, /sw.js, /manifest.webmanifest, /icons/icon-192.png), the API and the dashboard.
func looksLikePage(urlPath string) bool {
	if strings.HasPrefix(urlPath, "/api/") || strings.HasPrefix(urlPath, "/_/") || urlPath == "/_" {
		return false
	}
	return !strings.Contains(path.Base(urlPath), ".")
}

func isOpenPath(urlPath string, openPaths []string) bool {
	for _, open := range openPaths {
		open = strings.TrimSuffix(open, "/")
		if open == "" {
			continue
		}
		if urlPath == open || strings.HasPrefix(urlPath, open+"/") {
			return true
		}
	}
	return false
}

// retryAfterSeconds is the time until the ETA when it is a time in the future, else an hour.
func retryAfterSeconds(eta string, now time.Time) int {
	eta = strings.TrimSpace(eta)
	for _, layout := range etaLayouts {
		at, err := time.Parse(layout, eta)
		if err != nil {
			continue
		}
		if wait := at.Sub(now); wait > 0 {
			return int(math.Ceil(wait.Seconds()))
		}
		break
	}
	return int(defaultRetryAfter.Seconds())
}

// maintenancePage is the app's page (whose app shows the maintenance notice), or, where the
// app has not been built, a plain page with the notice itself.
func maintenancePage(fsys fs.FS, state maintenanceState) string {
	if page, err := fs.ReadFile(fsys, "index.html"); err == nil {
		return string(page)
	}
	return "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html.EscapeString(state.title) +
		"</title></head><body><h1>" + html.EscapeString(state.title) + "</h1><p>" + html.EscapeString(state.message) +
		"</p></body></html>"
}
