package main

import (
	"context"
	"runtime"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"golang.org/x/sync/semaphore"
)

// SQLite writes one record at a time, and PocketBase keeps a single connection for writing.
// Requests waiting for that connection are handed it in random order (Go's database/sql), so
// under load a few of them wait many turns: quote creates 50 at a time had a p99 of four to
// five times their median (npm run bench). Record creates, updates and deletes queue here
// first, in the order they came, and only a few at a time go on to wait for the connection.
//
// Enough go on at once to keep every core busy reading and checking requests while one
// writes; more would only wait in random order again.
var writeQueueSlots = 4 * runtime.GOMAXPROCS(0)

func registerWriteQueue(app core.App) {
	queue := newWriteQueue(writeQueueSlots)
	app.OnRecordCreateRequest().Bind(queue.handler())
	app.OnRecordUpdateRequest().Bind(queue.handler())
	app.OnRecordDeleteRequest().Bind(queue.handler())
}

// writeQueue lets its slots' worth of writes through at a time; the others wait first come,
// first served.
type writeQueue struct{ slots *semaphore.Weighted }

func newWriteQueue(slots int) writeQueue {
	return writeQueue{semaphore.NewWeighted(int64(slots))}
}

func (queue writeQueue) handler() *hook.Handler[*core.RecordRequestEvent] {
	return &hook.Handler[*core.RecordRequestEvent]{
		// Before the other request hooks, so that their reads, too, wait their turn.
		Priority: -100,
		Func: func(e *core.RecordRequestEvent) error {
			// A write inside a transaction (a batch request) already holds the connection the
			// queued ones wait for.
			if skipsWriteQueue(e.Collection) || e.App.IsTransactional() {
				return e.Next()
			}
			return queue.run(e.Request.Context(), e.Next)
		},
	}
}

// skipsWriteQueue: writes that may take seconds before they answer, and are few, go past the
// queue rather than hold up every other write behind them: storing files (to S3), and an
// account's changes, which can send its holder a notice first (a new password).
func skipsWriteQueue(collection *core.Collection) bool {
	return takesFiles(collection) || collection.IsAuth()
}

// run waits for a slot, then writes and frees the slot; a request whose client leaves while
// it waits gives up its place.
func (queue writeQueue) run(request context.Context, write func() error) error {
	if err := queue.slots.Acquire(request, 1); err != nil {
		return err
	}
	defer queue.slots.Release(1)
	return write()
}
