package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// loadWithheldFields are the customer's contacts and where the driver was last seen. An
// accepted escort reads the load (pb_migrations/1732004200_escort_reads_by_answer.js), but
// these stay with dispatch and the load's driver: they are hidden from every other reader
// on every answer that carries a load (list, view, expand from another collection,
// realtime event), and only admins may filter or sort on them, since a filter's answer
// would tell a value letter by letter. A Go hook for the reason given in admin_only_fields.go;
// the list check runs on every collection because a filter reaches a load through relations
// (`load.customer_email`, `escort_assignments_via_pilot.load.customer_email`).
var loadWithheldFields = []string{"customer_email", "customer_phone", "last_latitude", "last_longitude", "last_position_at"}

func registerLoadWithheldFields(app core.App) {
	app.OnRecordEnrich("loads").BindFunc(func(e *core.RecordEnrichEvent) error {
		if !readsWholeLoad(e.RequestInfo, e.Record) {
			e.Record.Hide(loadWithheldFields...)
		}
		return e.Next()
	})
	app.OnRecordsListRequest().BindFunc(func(e *core.RecordsListRequestEvent) error {
		query := e.Request.URL.Query()
		if field := withheldFieldIn(append(query["filter"], query["sort"]...)); field != "" && !isAdminAuth(e.Auth) {
			return e.BadRequestError(withheldRefusal(field), nil)
		}
		return e.Next()
	})
	app.OnRealtimeSubscribeRequest().BindFunc(func(e *core.RealtimeSubscribeRequestEvent) error {
		for _, subscription := range e.Subscriptions {
			if field := withheldFieldIn(subscriptionTexts(subscription)); field != "" && !isAdminAuth(e.Auth) {
				return e.BadRequestError(withheldRefusal(field), nil)
			}
		}
		return e.Next()
	})
}

func withheldRefusal(field string) string {
	return "Only admins may filter or sort on " + field + "."
}

// readsWholeLoad: dispatch (admins, superusers) and the load's assigned driver.
func readsWholeLoad(info *core.RequestInfo, load *core.Record) bool {
	if isAdminRequestInfo(info) {
		return true
	}
	if info == nil || info.Auth == nil || info.Auth.Collection().Name != "users" {
		return false
	}
	return info.Auth.Id != "" && info.Auth.Id == load.GetString("driver")
}

// withheldFieldIn returns the first withheld field named in any of texts (in any case), or "".
func withheldFieldIn(texts []string) string {
	for _, text := range texts {
		lower := strings.ToLower(text)
		for _, field := range loadWithheldFields {
			if strings.Contains(lower, field) {
				return field
			}
		}
	}
	return ""
}

// subscriptionTexts is what a realtime subscription may filter with, read as PocketBase's
// subscriptions client reads it (`loads/*?options={"query":{"filter":…}}`, URL- then
// JSON-decoded), with the raw text too: every query option, not only `filter`.
func subscriptionTexts(subscription string) []string {
	texts := []string{subscription}
	parsed, err := url.Parse(subscription)
	if err != nil {
		return texts
	}
	for _, raw := range parsed.Query()["options"] {
		options := struct {
			Query map[string]any `json:"query"`
		}{}
		if json.Unmarshal([]byte(raw), &options) != nil {
			continue
		}
		for _, value := range options.Query {
			texts = append(texts, fmt.Sprint(value))
		}
	}
	return texts
}
