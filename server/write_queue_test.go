package main

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

func TestWriteQueueRunsNoMoreWritesAtOnceThanItHasSlots(t *testing.T) {
	queue := newWriteQueue(3)
	started, release := make(chan struct{}, 3), make(chan struct{})
	var writers sync.WaitGroup
	for range 3 {
		writers.Go(func() {
			_ = queue.run(context.Background(), func() error { started <- struct{}{}; <-release; return nil })
		})
	}
	for range 3 {
		<-started
	}
	if queue.slots.TryAcquire(1) {
		t.Fatal("a fourth write could start while three held the three slots")
	}
	close(release)
	writers.Wait()
	if !queue.slots.TryAcquire(3) {
		t.Fatal("the slots were not freed once the writes ended")
	}
}

func TestWriteQueueReturnsTheWritesError(t *testing.T) {
	refused := errors.New("refused")
	if err := newWriteQueue(1).run(context.Background(), func() error { return refused }); !errors.Is(err, refused) {
		t.Fatalf("run gave %v, want the write's own error", err)
	}
}

func TestWriteQueueGivesUpTheWaitOfAClientThatLeft(t *testing.T) {
	queue := newWriteQueue(1)
	holding, release := make(chan struct{}), make(chan struct{})
	go func() { _ = queue.run(context.Background(), func() error { close(holding); <-release; return nil }) }()
	<-holding

	// The client leaves while the request still waits behind the first write.
	request, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	wrote := false
	if err := queue.run(request, func() error { wrote = true; return nil }); !errors.Is(err, context.DeadlineExceeded) || wrote {
		t.Fatalf("a waiting request whose client left gave %v and wrote=%v, want its context's error and no write", err, wrote)
	}
	close(release)
	if err := queue.run(context.Background(), func() error { return nil }); err != nil {
		t.Fatalf("the slot was not freed after the first write: %v", err)
	}
}

func TestWriteQueueLeavesOutFilesAndAccounts(t *testing.T) {
	submissions := core.NewBaseCollection("quotes")
	submissions.Fields.Add(&core.TextField{Name: "notes"})
	uploads := core.NewBaseCollection("gallery")
	uploads.Fields.Add(&core.FileField{Name: "image", MaxSelect: 1})
	accounts := core.NewAuthCollection("users")
	for _, c := range []struct {
		collection *core.Collection
		skips      bool
	}{{submissions, false}, {uploads, true}, {accounts, true}} {
		if got := skipsWriteQueue(c.collection); got != c.skips {
			t.Errorf("%s: skipsWriteQueue = %v, want %v", c.collection.Name, got, c.skips)
		}
	}
}
