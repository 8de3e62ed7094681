package main

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// crossSiteWrites refuses a write that a page of another site makes a visitor's browser send:
// the public forms and the tracking ingest take guests, so such a page could post quotes or
// visits from each of its own visitors' addresses, past the per-address rate limits. Browsers
// say where a request comes from (Sec-Fetch-Site, or Origin); Go's CrossOriginProtection
// refuses unsafe methods from another origin and lets through reads and requests that are not
// from a browser (no such header), such as the SDK on a server or a script.
func crossSiteWrites(appURL string) *hook.Handler[*core.RequestEvent] {
	protection := http.NewCrossOriginProtection()
	// A sign-in provider may post its answer back to the site (Apple's form_post).
	protection.AddInsecureBypassPattern("POST /api/oauth2-redirect")
	// The site's own address, in case a proxy in front changes the Host header.
	_ = protection.AddTrustedOrigin(strings.TrimRight(appURL, "/"))
	return &hook.Handler[*core.RequestEvent]{
		// After the security headers, so that the refusal carries them too.
		Priority: apis.DefaultWWWRedirectMiddlewarePriority + 2,
		Func: func(e *core.RequestEvent) error {
			if err := protection.Check(e.Request); err != nil {
				return e.ForbiddenError("Requests from other sites' pages are not accepted.", nil)
			}
			return e.Next()
		},
	}
}
