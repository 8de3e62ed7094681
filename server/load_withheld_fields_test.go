package main

import (
	"net/url"
	"strings"
	"testing"
)

func TestWithheldFieldInSubscriptions(t *testing.T) {
	options := func(json string) string { return "loads/*?options=" + url.QueryEscape(json) }
	cases := []struct {
		subscription string
		want         string
	}{
		{"loads/*", ""},
		{options(`{"query":{"filter":"status = 'dispatched'","expand":"load"}}`), ""},
		{options(`{"query":{"filter":"customer_email ~ 'd%'"}}`), "customer_email"},
		{options(`{"QUERY":{"filter":"load.customer_phone != ''"}}`), "customer_phone"},
		// JSON escapes are undone before PocketBase reads the filter, so they are here too.
		{options(`{"query":{"filter":"last\u005flatitude > 39"}}`), "last_latitude"},
		{"load_stops/*?options=" + strings.ReplaceAll(url.QueryEscape(`{"query":{"filter":"load.last_position_at != ''"}}`), "_", "%5F"), "last_position_at"},
	}
	for _, c := range cases {
		if got := withheldFieldIn(subscriptionTexts(c.subscription)); got != c.want {
			t.Errorf("withheldFieldIn(%q) = %q, want %q", c.subscription, got, c.want)
		}
	}
}
