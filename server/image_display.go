package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// imageDisplayJSON says how the site lists and sizes stored pictures. The app reads the same
// file (src/lib/image-display.ts), so the first featured picture the server puts into the
// gallery page is the one, in the sizes, that the app then shows.
//
//go:embed image_display.json
var imageDisplayJSON []byte

type imageDisplaySettings struct {
	// GallerySort is the gallery's PocketBase sort: its first record is the first slide.
	GallerySort string `json:"gallerySort"`
	// ThumbWidths are the widths of the thumbnails the image collections declare (Wx0).
	ThumbWidths struct {
		Card int `json:"card"` // cards and slides
		Full int `json:"full"` // dialogs
	} `json:"thumbWidths"`
}

var imageDisplay = mustParseImageDisplay(imageDisplayJSON)

func mustParseImageDisplay(data []byte) imageDisplaySettings {
	var settings imageDisplaySettings
	if err := json.Unmarshal(data, &settings); err != nil {
		panic(fmt.Sprintf("server/image_display.json: %v", err))
	}
	if settings.GallerySort == "" || settings.ThumbWidths.Card <= 0 || settings.ThumbWidths.Full <= 0 {
		panic("server/image_display.json: gallerySort and both thumbWidths are required")
	}
	return settings
}
