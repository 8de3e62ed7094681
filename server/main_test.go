package main

import "testing"

// A test binary runs from Go's temporary build folder, where pocketbase.New() would guess `go run`.
func TestAppIsNotInDevelopmentModeWherever(t *testing.T) {
	if newApp().IsDev() {
		t.Fatal("the app started in development mode from a temporary folder")
	}
}
