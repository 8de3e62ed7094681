package main

import (
	"io"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// PocketBase's router wraps every request body so it can be read twice, and closes it when the
// route is done. Go's server decides whether a connection can serve another request by looking
// at the request's body: left unread, a small rest is read away and a large one closes the
// connection after the answer; but a body closed before its end, behind the wrapper, looked to
// it like one read to the end (an answer that never read it: a 404, a refusal, a JSON value
// followed by more bytes), so it kept the connection and read the rest as the next request. A
// body could thus carry a hidden second request: request smuggling through a proxy that shares
// connections, or from any web page through a visitor's browser (a client-side desync).
// requestFraming keeps a body that was not read to its end open for Go's server to deal with.

func requestFraming() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		// Before anything else reads or wraps the body.
		Priority: apis.DefaultWWWRedirectMiddlewarePriority - 1,
		Func: func(e *core.RequestEvent) error {
			rereadable, ok := e.Request.Body.(*router.RereadableReadCloser)
			if ok && e.Request.ContentLength != 0 {
				rereadable.ReadCloser = &framedBody{ReadCloser: rereadable.ReadCloser}
			}
			return e.Next()
		},
	}
}

// framedBody is the request body as it came off the connection; it closes only once read to
// its end. Go's server closes it in any case when the answer is done.
type framedBody struct {
	io.ReadCloser
	sawEOF bool
}

func (b *framedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF {
		b.sawEOF = true
	}
	return n, err
}

func (b *framedBody) Close() error {
	if !b.sawEOF {
		return nil
	}
	return b.ReadCloser.Close()
}
