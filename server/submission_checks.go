package main

import (
	"fmt"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/core/validators"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// One check per field type, reading its limits from the collection's own field (the
// migrations), so the answer names the same limits PocketBase enforces. A check returns the
// first problem of a value, or nil. The generic texts are the spec's ("Required", "Invalid
// email") and the browser's (src/lib/form/schema-parts.ts, src/features/careers/application-files.ts).

type fieldProblem struct {
	rule    string
	message string
}

var requiredProblem = &fieldProblem{"required", "Required"}

const defaultTextMax = 5000

// Like the browser's /^[^\s@]+@[^\s@]+\.[^\s@]+$/, whose \s takes in every Unicode space.
var emailPattern = regexp.MustCompile(`^[^\s\p{Z}\x{FEFF}\x{0085}\v@]+@[^\s\p{Z}\x{FEFF}\x{0085}\v@]+\.[^\s\p{Z}\x{FEFF}\x{0085}\v@]+$`)

var extensionsByMimeType = map[string][]string{
	"application/pdf":    {"pdf"},
	"application/msword": {"doc"},
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document": {"docx"},
	"image/jpeg": {"jpg", "jpeg"},
	"image/png":  {"png"},
}

// trimSpace trims what JavaScript's trim() does, the byte order mark included.
func trimSpace(value string) string {
	return strings.TrimFunc(value, func(r rune) bool { return unicode.IsSpace(r) || r == '\uFEFF' })
}

func checkText(field *core.TextField, value string) *fieldProblem {
	if value == "" {
		if field.Required {
			return requiredProblem
		}
		return nil
	}
	// PocketBase counts characters (code points), not bytes.
	length := utf8.RuneCountInString(value)
	if field.Min > 0 && length < field.Min {
		return &fieldProblem{"min", fmt.Sprintf("Must be at least %d characters", field.Min)}
	}
	limit := field.Max
	if limit <= 0 {
		limit = defaultTextMax
	}
	if length > limit {
		return &fieldProblem{"max", fmt.Sprintf("Must be at most %d characters", limit)}
	}
	return nil
}

func checkEmail(field *core.EmailField, value string) *fieldProblem {
	if value == "" {
		if field.Required {
			return requiredProblem
		}
		return nil
	}
	if !emailPattern.MatchString(value) {
		return &fieldProblem{"format", "Invalid email"}
	}
	return nil
}

// withThousands writes 125000 as "125,000" (and 12.5 as "12.5").
func withThousands(n float64) string {
	text := strconv.FormatFloat(n, 'f', -1, 64)
	whole, fraction, hasFraction := strings.Cut(text, ".")
	sign := ""
	if strings.HasPrefix(whole, "-") {
		sign, whole = "-", whole[1:]
	}
	var grouped strings.Builder
	for i, digit := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			grouped.WriteByte(',')
		}
		grouped.WriteRune(digit)
	}
	if hasFraction {
		return sign + grouped.String() + "." + fraction
	}
	return sign + grouped.String()
}

// checkNumber adds unit (" ft") to a limit in the message: "Must be at most 500 ft".
func checkNumber(field *core.NumberField, value float64, unit string) *fieldProblem {
	if field.OnlyInt && value != math.Trunc(value) {
		return &fieldProblem{"integer", "Must be a whole number"}
	}
	if field.Min != nil && value < *field.Min {
		if *field.Min == 0 {
			return &fieldProblem{"min", "Cannot be negative"}
		}
		return &fieldProblem{"min", fmt.Sprintf("Must be at least %s%s", withThousands(*field.Min), unit)}
	}
	if field.Max != nil && value > *field.Max {
		return &fieldProblem{"max", fmt.Sprintf("Must be at most %s%s", withThousands(*field.Max), unit)}
	}
	return nil
}

func acceptedExtensions(field *core.FileField) []string {
	var extensions []string
	for _, mimeType := range field.MimeTypes {
		extensions = append(extensions, extensionsByMimeType[mimeType]...)
	}
	return extensions
}

func extensionOf(fileName string) string {
	return strings.ToLower(strings.TrimPrefix(path.Ext(fileName), "."))
}

// checkFiles checks uploads by name, size and content. PocketBase reads the content too, but
// its refusal names the file by its stored random name and lists MIME types.
func checkFiles(field *core.FileField, files []*filesystem.File) *fieldProblem {
	if len(files) == 0 {
		if field.Required {
			return requiredProblem
		}
		return nil
	}
	if len(files) > field.MaxSelect {
		if field.MaxSelect == 1 {
			return &fieldProblem{"count", "Attach one file only"}
		}
		return &fieldProblem{"count", fmt.Sprintf("Attach at most %d files", field.MaxSelect)}
	}
	accepted := acceptedExtensions(field)
	megabytes := int(math.Round(float64(field.MaxSize) / (1024 * 1024)))
	for _, file := range files {
		if len(accepted) > 0 && !slices.Contains(accepted, extensionOf(file.OriginalName)) {
			return &fieldProblem{"type", acceptedTypesText(accepted)}
		}
		if file.Size > field.MaxSize {
			return &fieldProblem{"size", fmt.Sprintf("Each file must be %d MB or smaller", megabytes)}
		}
		if file.Size == 0 {
			return &fieldProblem{"empty", "This file is empty"}
		}
		if len(field.MimeTypes) > 0 && validators.UploadedFileMimeType(field.MimeTypes)(file) != nil {
			return &fieldProblem{"invalid_mime_type", notWhatItIsNamedText(file.OriginalName, accepted)}
		}
	}
	return nil
}

func acceptedTypesText(accepted []string) string {
	upper := make([]string, len(accepted))
	for i, extension := range accepted {
		upper[i] = strings.ToUpper(extension)
	}
	return "Accepted file types: " + strings.Join(upper, ", ")
}

// notWhatItIsNamedText: a file named like a document that holds something else (a renamed
// photo, a web page saved as .pdf), named as the applicant knows it.
func notWhatItIsNamedText(originalName string, accepted []string) string {
	name := []rune(originalNameOf(originalName))
	if len(name) > 60 {
		name = append(name[:59], '…')
	}
	kind := strings.ToUpper(extensionOf(originalName))
	return fmt.Sprintf("\"%s\" is not a %s file inside. %s", string(name), kind, acceptedTypesText(accepted))
}

// notInThePast holds the dates a form offers from today on, with the text for one in the past.
var notInThePast = map[string]string{
	"pickup_date":       "Pickup date cannot be in the past",
	"availability_date": "Availability date cannot be in the past",
}

func checkNotInThePast(record *core.Record, name string, now time.Time) *fieldProblem {
	message, checked := notInThePast[name]
	date := record.GetDateTime(name)
	if !checked || date.IsZero() {
		return nil
	}
	// Yesterday (UTC) still passes: "today" where the visitor is may be yesterday in UTC.
	today := now.UTC().Truncate(24 * time.Hour)
	if date.Time().Before(today.AddDate(0, 0, -1)) {
		return &fieldProblem{"past", message}
	}
	return nil
}
