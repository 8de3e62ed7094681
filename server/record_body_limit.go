package main

import (
	"io"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// maxRecordBodyWithoutFiles caps a record create or update on a collection that takes no
// files. PocketBase allows 32 MB for every such request, and parsing that much costs a
// third of a second of the server's time for a quote or a message whose largest field holds
// 5,000 characters; the largest JSON field a client writes holds 20,000 bytes.
const maxRecordBodyWithoutFiles int64 = 1 << 20

// recordWriteRoutes are the patterns of PocketBase's record create and update routes.
var recordWriteRoutes = map[string]bool{
	"POST /api/collections/{collection}/records":       true,
	"PATCH /api/collections/{collection}/records/{id}": true,
}

// recordBodyLimit runs before PocketBase's own limit, which allows the larger size, so that a
// body over ours is refused (413) before it is read, or as soon as reading passes it.
func recordBodyLimit() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Priority: apis.DefaultBodyLimitMiddlewarePriority - 1,
		Func: func(e *core.RequestEvent) error {
			if !recordWriteRoutes[e.Request.Pattern] {
				return e.Next()
			}
			collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
			if err != nil || takesFiles(collection) {
				return e.Next()
			}
			if e.Request.ContentLength > maxRecordBodyWithoutFiles {
				return apis.ErrRequestEntityTooLarge
			}
			e.Request.Body = &cappedBody{ReadCloser: e.Request.Body, limit: maxRecordBodyWithoutFiles, left: maxRecordBodyWithoutFiles}
			return e.Next()
		},
	}
}

func takesFiles(collection *core.Collection) bool {
	for _, field := range collection.Fields {
		if field.Type() == core.FieldTypeFile {
			return true
		}
	}
	return false
}

// cappedBody fails a read that goes past the cap with the 413 PocketBase answers for its own.
type cappedBody struct {
	io.ReadCloser
	limit int64
	left  int64
}

func (b *cappedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return n, apis.ErrRequestEntityTooLarge
	}
	return n, err
}

// Reread keeps the body readable again by later handlers, as PocketBase's own wrapper does;
// reading it again counts from the start, so a body under the cap is never refused for being
// read twice.
func (b *cappedBody) Reread() {
	if rereader, ok := b.ReadCloser.(router.Rereader); ok {
		rereader.Reread()
		b.left = b.limit
	}
}
