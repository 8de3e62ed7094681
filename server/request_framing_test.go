package main

import (
	"io"
	"strings"
	"testing"
)

type closeCounter struct {
	io.Reader
	closes int
}

func (c *closeCounter) Close() error {
	c.closes++
	return nil
}

func TestFramedBodyStaysOpenWhenClosedBeforeItsEnd(t *testing.T) {
	network := &closeCounter{Reader: strings.NewReader("{} and more bytes")}
	body := &framedBody{ReadCloser: network}
	if _, err := body.Read(make([]byte, 2)); err != nil {
		t.Fatal(err)
	}
	_ = body.Close()
	if network.closes != 0 {
		t.Fatalf("a body closed before its end was closed on the connection %d times, want 0", network.closes)
	}
}

func TestFramedBodyClosesOnceReadToItsEnd(t *testing.T) {
	network := &closeCounter{Reader: strings.NewReader("{}")}
	body := &framedBody{ReadCloser: network}
	if _, err := io.ReadAll(body); err != nil {
		t.Fatal(err)
	}
	_ = body.Close()
	if network.closes != 1 {
		t.Fatalf("a body read to its end was closed %d times, want 1", network.closes)
	}
}
