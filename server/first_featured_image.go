package main

import (
	"bytes"
	"fmt"
	"html"
	"net/url"
	"regexp"

	"github.com/pocketbase/pocketbase/core"
)

// firstFeaturedImageSlot is the empty element the gallery page leaves, while its carousel
// loads, where the first slide will be (src/features/gallery/featured-poster.tsx). Its
// data-sizes says how wide the slide is shown, for the browser to pick a thumbnail.
var firstFeaturedImageSlot = regexp.MustCompile(`<span data-first-featured-image="" data-sizes="([^"]*)"></span>`)

// firstFeaturedImageSlotIn: where the slot is in a page (with its data-sizes), or nil.
func firstFeaturedImageSlotIn(page []byte) []int {
	return firstFeaturedImageSlot.FindSubmatchIndex(page)
}

// fillFirstFeaturedImage puts the first featured gallery picture into the slot of a served
// page, so a first visit shows it before the app has loaded; the app, once loaded, shows the
// same thumbnail from the browser's cache. image is the tag put in ("" for none: an empty
// gallery or a failed read leaves the slot empty).
func fillFirstFeaturedImage(app core.App, page []byte, slot []int) (filled []byte, image string) {
	sizes := html.UnescapeString(string(page[slot[2]:slot[3]]))
	image, err := firstFeaturedImageTag(app, sizes)
	if err != nil {
		app.Logger().Warn("The first featured gallery picture could not be read", "error", err)
		return page, ""
	}
	if image == "" {
		return page, ""
	}
	return bytes.Join([][]byte{page[:slot[0]], []byte(image), page[slot[1]:]}, nil), image
}

// firstFeaturedImageTag is the <img> of the gallery's first picture in the app's order (the
// carousel's first slide), or "" when there is none with a file. Gallery pictures are public.
func firstFeaturedImageTag(app core.App, sizes string) (string, error) {
	records, err := app.FindRecordsByFilter("gallery_images", "", imageDisplay.GallerySort, 1, 0)
	if err != nil || len(records) == 0 {
		return "", err
	}
	record := records[0]
	file := record.GetString("image")
	if file == "" {
		return "", nil
	}
	alt := record.GetString("alt_text")
	if alt == "" {
		alt = record.GetString("title")
	}
	fileURL := "/api/files/" + url.PathEscape(record.Collection().Id) + "/" + url.PathEscape(record.Id) + "/" + url.PathEscape(file)
	thumb := func(width int) string { return fmt.Sprintf("%s?thumb=%dx0", fileURL, width) }
	card, full := imageDisplay.ThumbWidths.Card, imageDisplay.ThumbWidths.Full
	srcset := fmt.Sprintf("%s %dw, %s %dw", thumb(card), card, thumb(full), full)
	return fmt.Sprintf(`<img src="%s" srcset="%s" sizes="%s" alt="%s" fetchpriority="high" decoding="async">`,
		html.EscapeString(thumb(card)), html.EscapeString(srcset), html.EscapeString(sizes), html.EscapeString(alt)), nil
}
