package main

import (
	"net/http"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// adminOnlyFields are fields never shown to the public or to a submission's owner that
// signed-in admins read: delivery errors may quote mail-server internals, and the tracking
// session links a submission with the sender's session replay. Superusers see them anyway.
//
// A Go hook, not a JS one: enrich runs for every record of every answer, and a JS hook per
// record cost a quote create most of its speed under load (see npm run bench).
var adminOnlyFields = map[string][]string{
	"quotes":           {"notify_error", "tracking_session"},
	"job_applications": {"notify_error", "tracking_session"},
	"contact_messages": {"notify_error", "tracking_session"},
}

// trackingSessionField is a plain field (a visitor's create must be able to set it, which
// PocketBase refuses for hidden fields), hidden here on every answer to a non-admin, and
// not filterable or sortable by them, so a submitter cannot read it back or probe it.
const trackingSessionField = "tracking_session"

func registerAdminOnlyFields(app core.App) {
	collections := make([]string, 0, len(adminOnlyFields))
	for name := range adminOnlyFields {
		collections = append(collections, name)
	}
	app.OnRecordEnrich(collections...).BindFunc(func(e *core.RecordEnrichEvent) error {
		isAdmin := isAdminRequestInfo(e.RequestInfo)
		for _, field := range adminOnlyFields[e.Record.Collection().Name] {
			if isAdmin {
				e.Record.Unhide(field)
			} else {
				e.Record.Hide(field)
			}
		}
		return e.Next()
	})
	app.OnRecordsListRequest(collections...).BindFunc(func(e *core.RecordsListRequestEvent) error {
		query := e.Request.URL.Query()
		probes := strings.Contains(query.Get("filter"), trackingSessionField) || strings.Contains(query.Get("sort"), trackingSessionField)
		if probes && !e.HasSuperuserAuth() && !isAdminAuth(e.Auth) {
			return e.Error(http.StatusBadRequest, "Only admins may filter or sort on "+trackingSessionField+".", nil)
		}
		return e.Next()
	})
}

// isAdminRequestInfo: a superuser, or a users record with the admin role (pb_hooks/lib/access.js).
func isAdminRequestInfo(info *core.RequestInfo) bool {
	if info == nil || info.Auth == nil {
		return false
	}
	return isAdminAuth(info.Auth)
}

func isAdminAuth(auth *core.Record) bool {
	if auth == nil {
		return false
	}
	if auth.IsSuperuser() {
		return true
	}
	return auth.Collection().Name == "users" && slices.Contains(auth.GetStringSlice("roles"), "admin")
}
