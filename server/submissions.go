package main

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Public forms (quotes, job applications, contact messages): what a visitor may submit is
// checked before PocketBase's own validation, so one answer carries every field error worded
// for the person filling in the form (the browser checks the same rules; this is the
// authority), and the server decides status, owner, classification and notification state.
// Mail goes out later from the notification cron (pb_hooks/notifications.pb.js).
//
// A Go hook, not a JS one: it runs on every submission, and in the JS runtime these checks
// cost a quote create about as much as the create itself (see npm run bench).
//
// Idempotency: the browser generates the record id and keeps it across retries. A create
// whose id already exists is answered 400 with `data.id.code = "validation_not_unique"`, the
// answer PocketBase itself gives for a taken id, before any other check, so a retry is
// recognised as "already received" even if its fields would no longer pass (a pickup date
// that passed while it waited).

var submissionCollections = []string{"quotes", "job_applications", "contact_messages"}

// serverOwnedFields are set by the server whatever a visitor sends, so they are not checked.
var serverOwnedFields = []string{
	"id", "status", "user", "load_class", "other_document_names", "resume_name", "cdl_document_name",
	"notify_status", "notify_attempts", "notify_error", "notified_at",
}

const (
	contactEmailMessage = "Please enter a valid email address"
	phoneMessage        = "Please enter a valid phone number"
	// All the files of one submission together (each file also has its own limit).
	maxTotalFileBytes = 25 * 1024 * 1024
	totalSizeMessage  = "All files together must be 25 MB or smaller"
	maxFileNameLength = 255
)

// formMessages are the texts of particular fields by collection, field and failed rule: the
// contact form's are the spec's (public-site.md §5); the others are the ones the forms show.
var formMessages = map[string]map[string]map[string]string{
	"contact_messages": {
		"name":    {"required": "Name must be at least 2 characters", "min": "Name must be at least 2 characters"},
		"email":   {"required": contactEmailMessage, "format": contactEmailMessage},
		"phone":   {"min": phoneMessage},
		"subject": {"required": "Subject must be at least 5 characters", "min": "Subject must be at least 5 characters"},
		"message": {"required": "Message must be at least 10 characters", "min": "Message must be at least 10 characters"},
	},
	"quotes":           {"phone": {"min": phoneMessage}},
	"job_applications": {"phone": {"min": phoneMessage}, "resume": {"required": "Resume is required"}},
}

var numberUnits = map[string]string{"length": " ft", "width": " ft", "height": " ft", "weight_lb": " lb"}

type fieldError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func registerSubmissions(app core.App) {
	app.OnRecordCreateRequest(submissionCollections...).BindFunc(func(e *core.RecordRequestEvent) error {
		if problems := submissionRefusal(e); len(problems) > 0 {
			return refuseSubmission(e, problems)
		}
		prepareSubmission(e)
		// PocketBase checks a taken id itself as it saves; it is answered here as above.
		err := e.Next()
		if isTakenIdError(err) {
			return refuseSubmission(e, takenIdErrors)
		}
		return err
	})
}

var takenIdErrors = map[string]fieldError{"id": {"validation_not_unique", "Value must be unique."}}

func refuseSubmission(e *core.RecordRequestEvent, problems map[string]fieldError) error {
	return e.JSON(http.StatusBadRequest, map[string]any{"status": http.StatusBadRequest, "message": "Failed to create record.", "data": problems})
}

func isTakenIdError(err error) bool {
	var apiErr *router.ApiError
	if !errors.As(err, &apiErr) {
		return false
	}
	idProblem, _ := apiErr.Data["id"].(map[string]any)
	return idProblem != nil && idProblem["code"] == "validation_pk_invalid"
}

// submissionRefusal gives the field errors a create must be refused with, in PocketBase's
// shape ({"email": {code, message}}), or none. It trims the record's texts on the way. A
// refused create whose id is taken is a retry of one that got through: that comes first.
func submissionRefusal(e *core.RecordRequestEvent) map[string]fieldError {
	if e.HasSuperuserAuth() {
		return nil
	}
	problems := submissionErrors(e.Record, time.Now())
	if len(problems) == 0 || e.Record.Id == "" {
		return problems
	}
	if taken, _ := e.App.CountRecords(e.Record.Collection(), dbx.HashExp{"id": e.Record.Id}); taken > 0 {
		return takenIdErrors
	}
	return problems
}

func submissionErrors(record *core.Record, now time.Time) map[string]fieldError {
	collection := record.Collection()
	wording := formMessages[collection.Name]
	problems := map[string]fieldError{}
	totalBytes, lastFileField := int64(0), ""
	for _, field := range collection.Fields {
		name := field.GetName()
		if slices.Contains(serverOwnedFields, name) {
			continue
		}
		problem := checkSubmittedField(field, record, now)
		if fileField, isFile := field.(*core.FileField); isFile {
			for _, file := range record.GetUnsavedFiles(fileField.Name) {
				totalBytes += file.Size
				lastFileField = name
			}
		}
		if problem == nil {
			continue
		}
		message := problem.message
		if worded, ok := wording[name][problem.rule]; ok {
			message = worded
		}
		problems[name] = fieldError{"validation_" + problem.rule, message}
	}
	// Files beyond the total are answered on the last file field that brought some.
	if _, answered := problems[lastFileField]; totalBytes > maxTotalFileBytes && !answered {
		problems[lastFileField] = fieldError{"validation_total_size", totalSizeMessage}
	}
	return problems
}

func checkSubmittedField(field core.Field, record *core.Record, now time.Time) *fieldProblem {
	name := field.GetName()
	switch typed := field.(type) {
	case *core.TextField:
		value := trimSpace(record.GetString(name))
		setField(record, name, value)
		if problem := checkText(typed, value); problem != nil {
			return problem
		}
		return checkPostalCode(name, value)
	case *core.EmailField:
		value := trimSpace(record.GetString(name))
		setField(record, name, value)
		return checkEmail(typed, value)
	case *core.NumberField:
		return checkNumber(typed, record.GetFloat(name), numberUnits[name])
	case *core.FileField:
		return checkFiles(typed, record.GetUnsavedFiles(name))
	case *core.DateField:
		return checkNotInThePast(record, name, now)
	}
	return nil
}

// prepareSubmission sets the server-owned fields: whatever the client sent, a submission
// starts as new, belongs to the signed-in user (or nobody), waits for the notification cron,
// a quote is classified from its dimensions and weight, and an application keeps the original
// names of its files. Superusers (seeding, dashboard) keep what they send.
func prepareSubmission(e *core.RecordRequestEvent) {
	record := e.Record
	collection := record.Collection().Name
	hasStatus := record.Collection().Fields.GetByName("status") != nil
	if e.HasSuperuserAuth() {
		if hasStatus && record.GetString("status") == "" {
			setField(record, "status", "new")
		}
		if collection == "quotes" && record.GetString("load_class") == "" {
			setField(record, "load_class", classifyQuote(record))
		}
		if names := record.GetString("other_document_names"); collection == "job_applications" && (names == "" || names == "null") {
			keepOriginalDocumentNames(record)
		}
		return
	}
	if hasStatus {
		setField(record, "status", "new")
	}
	if collection == "quotes" {
		setField(record, "load_class", classifyQuote(record))
	}
	if collection == "job_applications" {
		keepOriginalDocumentNames(record)
	}
	owner := ""
	if e.Auth != nil && e.Auth.Collection().Name == "users" {
		owner = e.Auth.Id
	}
	setField(record, "user", owner)
	setField(record, "notify_status", "pending")
	setField(record, "notify_attempts", 0)
	setField(record, "notify_error", "")
	setField(record, "notified_at", "")
}

// originalNameOf gives the last part of an uploaded file's name (some browsers send a path),
// at most 255 characters.
func originalNameOf(name string) string {
	base := name[strings.LastIndexAny(name, `\/`)+1:]
	if utf8.RuneCountInString(base) <= maxFileNameLength {
		return base
	}
	return string([]rune(base)[:maxFileNameLength])
}

// keepOriginalDocumentNames: PocketBase saves an upload as name_random.ext; the names the
// applicant's files had are kept for the careers mail and the back office to show and save
// them under (resume_name, cdl_document_name, and other_document_names in the order of
// other_documents).
func keepOriginalDocumentNames(record *core.Record) {
	for fileField, nameField := range map[string]string{"resume": "resume_name", "cdl_document": "cdl_document_name"} {
		name := ""
		if files := record.GetUnsavedFiles(fileField); len(files) > 0 {
			name = originalNameOf(files[0].OriginalName)
		}
		setField(record, nameField, name)
	}
	names := []string{}
	for _, file := range record.GetUnsavedFiles("other_documents") {
		names = append(names, originalNameOf(file.OriginalName))
	}
	setField(record, "other_document_names", names)
}

// setField sets a value through its own field's setter, as Record.Set does. Record.Set finds
// that setter by asking every field of the collection in turn, building a string for each;
// a submission sets some fifteen fields of a quote's 23. In a profile of quote creates under
// load, the checks and server-owned fields took 3 % of the server's CPU this way, 5 % before.
func setField(record *core.Record, name string, value any) {
	if field, ok := record.Collection().Fields.GetByName(name).(core.SetterFinder); ok {
		if setter := field.FindSetter(name); setter != nil {
			setter(record, value)
			return
		}
	}
	record.Set(name, value)
}
