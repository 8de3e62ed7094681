package main

import (
	"slices"
	"strings"

	"github.com/gabriel-vasile/mimetype"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// Files sent from the road (a load's documents, a road update's photo) are downloaded by
// dispatch as attachments under their stored name, and PocketBase keeps the extension a file
// was sent with while it checks the type by content: a photo named page.html (an image, then
// a page) passed, and was saved on dispatch's computer as a page that opens in the browser.
// Here each such file is stored under the extension of what it holds. (Gallery, fleet and
// job application uploads are refused instead when their name and content disagree.)
var contentNamedCollections = []string{"load_documents", "load_updates"}

// extensionsOfContent: the types these collections take, each with its extensions, the usual one first.
var extensionsOfContent = map[string][]string{
	"application/pdf": {"pdf"},
	"image/jpeg":      {"jpg", "jpeg"},
	"image/png":       {"png"},
	"image/webp":      {"webp"},
	"image/heic":      {"heic"},
	"image/heif":      {"heif", "heic"},
}

func registerContentFileNames(app core.App) {
	nameFiles := func(e *core.RecordRequestEvent) error {
		nameFilesByContent(e.Record)
		return e.Next()
	}
	app.OnRecordCreateRequest(contentNamedCollections...).BindFunc(nameFiles)
	app.OnRecordUpdateRequest(contentNamedCollections...).BindFunc(nameFiles)
}

func nameFilesByContent(record *core.Record) {
	for _, field := range record.Collection().Fields {
		if field.Type() != core.FieldTypeFile {
			continue
		}
		for _, file := range record.GetUnsavedFiles(field.GetName()) {
			file.Name = nameByContent(file)
		}
	}
}

// nameByContent keeps a name whose extension fits the content, else gives it the content's.
// A type the collections do not take keeps its name: PocketBase refuses the file.
func nameByContent(file *filesystem.File) string {
	contentType, ok := detectedType(file)
	extensions, known := extensionsOfContent[contentType]
	if !ok || !known || slices.Contains(extensions, extensionOf(file.Name)) {
		return file.Name
	}
	// PocketBase's stored names hold no dot before the extension (name_random.ext).
	base, _, _ := strings.Cut(file.Name, ".")
	return base + "." + extensions[0]
}

func detectedType(file *filesystem.File) (string, bool) {
	reader, err := file.Reader.Open()
	if err != nil {
		return "", false
	}
	defer reader.Close()
	detected, err := mimetype.DetectReader(reader)
	if err != nil {
		return "", false
	}
	contentType, _, _ := strings.Cut(detected.String(), ";")
	return contentType, true
}
