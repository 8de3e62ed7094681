package main

import (
	"testing"
	"time"
)

func TestRetryAfterSeconds(t *testing.T) {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	cases := []struct {
		eta  string
		want int
	}{
		{"We'll be back soon", 3600},
		{"", 3600},
		{"2026-03-01T12:30:00Z", 1800},
		{"2026-03-01 14:00:00.000Z", 7200},
		{"2026-03-01T12:00:01.5Z", 2},
		{"2026-03-01T11:00:00Z", 3600}, // already passed
	}
	for _, c := range cases {
		if got := retryAfterSeconds(c.eta, now); got != c.want {
			t.Errorf("retryAfterSeconds(%q) = %d, want %d", c.eta, got, c.want)
		}
	}
}

func TestLooksLikePage(t *testing.T) {
	pages := []string{"/", "/fleet", "/services/heavy-haul", "/admin/users", "/auth"}
	files := []string{"/sw.js", "/manifest.webmanifest", "/assets/index-abc.js", "/icons/icon-192.png", "/favicon.svg", "/index.html", "/api/health", "/_/"}
	for _, p := range pages {
		if !looksLikePage(p) {
			t.Errorf("looksLikePage(%q) = false, want true", p)
		}
	}
	for _, p := range files {
		if looksLikePage(p) {
			t.Errorf("looksLikePage(%q) = true, want false", p)
		}
	}
}

func TestIsOpenPath(t *testing.T) {
	open := []string{"/auth", "/admin", "/careers/"}
	for _, p := range []string{"/auth", "/auth/reset", "/admin", "/admin/fleet", "/careers", "/careers/driver"} {
		if !isOpenPath(p, open) {
			t.Errorf("isOpenPath(%q) = false, want true", p)
		}
	}
	for _, p := range []string{"/", "/authority", "/administration", "/fleet"} {
		if isOpenPath(p, open) {
			t.Errorf("isOpenPath(%q) = true, want false", p)
		}
	}
}
