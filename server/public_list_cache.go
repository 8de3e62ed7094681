package main

import (
	"bytes"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// publicListCollections are the lists every visitor's page asks for (fleet, gallery,
// services) and only admins change. A visitor's answer depends on nothing but the address
// asked, so it is made once and kept in memory until one of their records or their
// collection changes. A signed-in customer or driver who is not an admin is given the same
// answer, where the list rule looks at the account only to show admins more.
var publicListCollections = []string{"fleet", "gallery_images", "services"}

// adminCondition is how the collections' rules name an admin (pb_migrations).
const adminCondition = "@request.auth.roles:each ?= 'admin'"

const (
	maxCachedLists    = 64
	maxCachedListSize = 1 << 20
)

type cachedList struct {
	contentType string
	body        []byte
}

type publicListCache struct {
	mu      sync.Mutex
	answers map[string]cachedList
	// generation counts the changes: an answer read while a change was saved is not kept.
	generation uint64
}

func registerPublicListCache(app core.App) {
	cache := &publicListCache{answers: map[string]cachedList{}}
	forget := func(e *core.ModelEvent) error {
		cache.clear()
		return e.Next()
	}
	app.OnModelAfterCreateSuccess(publicListCollections...).BindFunc(forget)
	app.OnModelAfterUpdateSuccess(publicListCollections...).BindFunc(forget)
	app.OnModelAfterDeleteSuccess(publicListCollections...).BindFunc(forget)
	forgetCollection := func(e *core.CollectionEvent) error {
		cache.clear()
		return e.Next()
	}
	app.OnCollectionAfterUpdateSuccess(publicListCollections...).BindFunc(forgetCollection)
	app.OnCollectionAfterDeleteSuccess(publicListCollections...).BindFunc(forgetCollection)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			// After the rate limiter, so that a visitor's answers from memory still count.
			Priority: apis.DefaultRateLimitMiddlewarePriority + 1,
			Func:     cache.serve,
		})
		return se.Next()
	})
}

func (cache *publicListCache) clear() {
	cache.mu.Lock()
	defer cache.mu.Unlock()
	cache.answers = map[string]cachedList{}
	cache.generation++
}

func (cache *publicListCache) serve(e *core.RequestEvent) error {
	if !isCacheableListRequest(e.Request) || !answeredAsAVisitor(e) {
		return e.Next()
	}
	key := e.Request.URL.RequestURI()
	cache.mu.Lock()
	answer, found := cache.answers[key]
	generation := cache.generation
	cache.mu.Unlock()
	if found {
		e.Response.Header().Set("Content-Type", answer.contentType)
		e.Response.Header().Set("Content-Length", strconv.Itoa(len(answer.body)))
		e.Response.WriteHeader(http.StatusOK)
		_, err := e.Response.Write(answer.body)
		return err
	}

	recorder := &answerRecorder{ResponseWriter: e.Response}
	e.Response = recorder
	err := e.Next()
	e.Response = recorder.ResponseWriter
	if err == nil && recorder.status == http.StatusOK && !recorder.overflowed {
		cache.keep(key, generation, cachedList{contentType: recorder.Header().Get("Content-Type"), body: recorder.body.Bytes()})
	}
	return err
}

func (cache *publicListCache) keep(key string, readAt uint64, answer cachedList) {
	cache.mu.Lock()
	defer cache.mu.Unlock()
	if cache.generation != readAt {
		return
	}
	if len(cache.answers) >= maxCachedLists {
		cache.answers = map[string]cachedList{}
	}
	cache.answers[key] = answer
}

// isCacheableListRequest: a list of one of the public collections that reads nothing else:
// no expand, and no filter or sort through a relation or @-variable, whose answer other
// collections could change.
func isCacheableListRequest(request *http.Request) bool {
	if request.Pattern != "GET /api/collections/{collection}/records" {
		return false
	}
	if !slices.Contains(publicListCollections, request.PathValue("collection")) {
		return false
	}
	query := request.URL.Query()
	if query.Has("expand") {
		return false
	}
	for _, name := range []string{"filter", "sort"} {
		if strings.ContainsAny(query.Get(name), "@.") {
			return false
		}
	}
	return true
}

// answeredAsAVisitor: a visitor (no token), or an account that is not an admin (its token
// checked by PocketBase before this) asking a list whose rule looks at the account only
// through the admin condition: the answer is the one a visitor gets.
func answeredAsAVisitor(e *core.RequestEvent) bool {
	if e.Request.Header.Get("Authorization") == "" {
		return true
	}
	if e.Auth == nil || isAdminAuth(e.Auth) {
		return false
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
	return err == nil && collection.ListRule != nil && listRuleIgnoresNonAdmins(*collection.ListRule)
}

// listRuleIgnoresNonAdmins: the rule reads nothing of the request but whether it is an admin's.
func listRuleIgnoresNonAdmins(rule string) bool {
	return !strings.Contains(strings.ReplaceAll(rule, adminCondition, ""), "@request")
}

// answerRecorder passes an answer on to the visitor and keeps a copy of it, up to the cap.
type answerRecorder struct {
	http.ResponseWriter
	status     int
	body       bytes.Buffer
	overflowed bool
}

func (recorder *answerRecorder) WriteHeader(status int) {
	if recorder.status == 0 {
		recorder.status = status
	}
	recorder.ResponseWriter.WriteHeader(status)
}

func (recorder *answerRecorder) Write(chunk []byte) (int, error) {
	if recorder.status == 0 {
		recorder.status = http.StatusOK
	}
	if recorder.body.Len()+len(chunk) > maxCachedListSize {
		recorder.overflowed = true
	} else if !recorder.overflowed {
		recorder.body.Write(chunk)
	}
	return recorder.ResponseWriter.Write(chunk)
}

func (recorder *answerRecorder) Unwrap() http.ResponseWriter {
	return recorder.ResponseWriter
}
