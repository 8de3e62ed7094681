package main

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/pocketbase/pocketbase/core"
)

// appOriginToken stands, in a prerendered page, for the site's origin where search engines
// want an absolute address (canonical link, og:url, structured data): the build cannot know
// the address the site will be served at (scripts/prerender.mjs writes it).
const appOriginToken = "https://app-origin.invalid"

// preparedPage is a prerendered page with its origin filled in, as sent: plain, gzip and brotli.
type preparedPage struct {
	plain, gzipped, brotlied []byte
	modTime                  time.Time
	// dynamic: the page carries data read when served (the gallery's first picture).
	dynamic bool
}

// bodyFor picks the smallest encoding the client accepts ("" for none).
func (p *preparedPage) bodyFor(acceptEncoding string) ([]byte, string) {
	switch {
	case acceptsEncoding(acceptEncoding, "br"):
		return p.brotlied, "br"
	case acceptsEncoding(acceptEncoding, "gzip"):
		return p.gzipped, "gzip"
	default:
		return p.plain, ""
	}
}

// prerenderedCache prepares each page once per version of its inputs: the file (by date),
// the app URL setting and, for a page with a slot, the data filled in.
type prerenderedCache struct {
	fsys  fs.FS
	mu    sync.Mutex
	pages map[string]*cachedPage
	// locks: one per file, so a page is prepared once while the requests for it wait,
	// not compressed by each of them at the same time.
	locks map[string]*sync.Mutex
}

type cachedPage struct {
	modTime time.Time
	origin  string
	raw     []byte
	// slot: where the page's slot is, when it has one; slotData, what filled it.
	slot     []int
	slotData string
	page     *preparedPage
}

func newPrerenderedCache(fsys fs.FS) *prerenderedCache {
	return &prerenderedCache{fsys: fsys, pages: map[string]*cachedPage{}, locks: map[string]*sync.Mutex{}}
}

// page returns the prepared page of file, or nil when the build made none.
func (c *prerenderedCache) page(app core.App, file string) (*preparedPage, error) {
	info, err := fs.Stat(c.fsys, file)
	if err != nil || info.IsDir() {
		return nil, nil
	}
	origin := strings.TrimRight(app.Settings().Meta.AppURL, "/")
	cached, err := c.source(file, info.ModTime())
	if err != nil {
		return nil, err
	}
	filled, slotData := cached.raw, ""
	if cached.slot != nil {
		filled, slotData = fillFirstFeaturedImage(app, cached.raw, cached.slot)
	}
	if cached.isFor(origin, slotData) {
		return cached.page, nil
	}

	lock := c.lockOf(file)
	lock.Lock()
	defer lock.Unlock()
	if cached = c.cached(file); cached.isFor(origin, slotData) && cached.modTime.Equal(info.ModTime()) {
		return cached.page, nil // prepared meanwhile by the request that held the lock
	}
	page, err := preparePage(bytes.ReplaceAll(filled, []byte(appOriginToken), []byte(origin)), info.ModTime(), cached.slot != nil)
	if err != nil {
		return nil, err
	}
	next := *cached
	next.origin, next.slotData, next.page = origin, slotData, page
	c.store(file, &next)
	return page, nil
}

func (p *cachedPage) isFor(origin, slotData string) bool {
	return p.page != nil && p.origin == origin && p.slotData == slotData
}

// source is the page as built, read again only when the file changes.
func (c *prerenderedCache) source(file string, modTime time.Time) (*cachedPage, error) {
	if cached := c.cached(file); cached != nil && cached.modTime.Equal(modTime) {
		return cached, nil
	}
	raw, err := fs.ReadFile(c.fsys, file)
	if err != nil {
		return nil, err
	}
	fresh := &cachedPage{modTime: modTime, raw: raw, slot: firstFeaturedImageSlotIn(raw)}
	c.store(file, fresh)
	return fresh, nil
}

func (c *prerenderedCache) cached(file string) *cachedPage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pages[file]
}

func (c *prerenderedCache) store(file string, page *cachedPage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pages[file] = page
}

func (c *prerenderedCache) lockOf(file string) *sync.Mutex {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.locks[file] == nil {
		c.locks[file] = &sync.Mutex{}
	}
	return c.locks[file]
}

func preparePage(plain []byte, modTime time.Time, dynamic bool) (*preparedPage, error) {
	var gz, br bytes.Buffer
	gw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := gw.Write(plain); err != nil {
		return nil, err
	}
	if err := gw.Close(); err != nil {
		return nil, err
	}
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	if _, err := bw.Write(plain); err != nil {
		return nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, err
	}
	return &preparedPage{plain: plain, gzipped: gz.Bytes(), brotlied: br.Bytes(), modTime: modTime, dynamic: dynamic}, nil
}

// acceptsEncoding reads an Accept-Encoding header: the coding listed without q=0.
func acceptsEncoding(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		q, hasQ := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
		if !hasQ {
			return true
		}
		value, err := strconv.ParseFloat(q, 64)
		return err == nil && value > 0
	}
	return false
}
