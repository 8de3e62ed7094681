package main

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/tools/router"
)

func capped(body string, limit int64) *cappedBody {
	rereadable := &router.RereadableReadCloser{ReadCloser: io.NopCloser(strings.NewReader(body))}
	return &cappedBody{ReadCloser: rereadable, limit: limit, left: limit}
}

func TestCappedBodyRefusesABodyPastTheCap(t *testing.T) {
	_, err := io.ReadAll(capped(strings.Repeat("x", 101), 100))
	if !errors.Is(err, apis.ErrRequestEntityTooLarge) {
		t.Fatalf("reading 101 bytes under a cap of 100 gave %v, want the 413 error", err)
	}
}

func TestCappedBodyReadsABodyUnderTheCapAgainAfterReread(t *testing.T) {
	body := capped(strings.Repeat("x", 80), 100)
	for pass := 1; pass <= 2; pass++ {
		read, err := io.ReadAll(body)
		if err != nil || len(read) != 80 {
			t.Fatalf("pass %d read %d bytes (%v), want all 80", pass, len(read), err)
		}
		body.Reread()
	}
}
