package main

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
)

// adminOnlyFields are hidden fields (never shown to the public or to a submission's owner)
// that signed-in admins read: delivery errors may quote mail-server internals.
// Superusers see hidden fields anyway.
//
// A Go hook, not a JS one: enrich runs for every record of every answer, and a JS hook per
// record cost a quote create most of its speed under load (see npm run bench).
var adminOnlyFields = map[string][]string{
	"quotes":           {"notify_error"},
	"job_applications": {"notify_error"},
	"contact_messages": {"notify_error"},
}

func registerAdminOnlyFields(app core.App) {
	collections := make([]string, 0, len(adminOnlyFields))
	for name := range adminOnlyFields {
		collections = append(collections, name)
	}
	app.OnRecordEnrich(collections...).BindFunc(func(e *core.RecordEnrichEvent) error {
		if isAdminRequestInfo(e.RequestInfo) {
			for _, field := range adminOnlyFields[e.Record.Collection().Name] {
				e.Record.Unhide(field)
			}
		}
		return e.Next()
	})
}

// isAdminRequestInfo: a superuser, or a users record with the admin role (pb_hooks/lib/access.js).
func isAdminRequestInfo(info *core.RequestInfo) bool {
	if info == nil || info.Auth == nil {
		return false
	}
	if info.Auth.IsSuperuser() {
		return true
	}
	return info.Auth.Collection().Name == "users" && slices.Contains(info.Auth.GetStringSlice("roles"), "admin")
}
