package main

import (
	"bytes"
	"fmt"
	"image/jpeg"
	"io"
	"path"
	"strings"

	"github.com/gen2brain/webp"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// thumbJPEGQuality is the quality JPEG thumbnails are served at. PocketBase encodes them at 95,
// which makes a 600 px gallery card twice the bytes it needs on a phone's slow link, for a
// difference no one sees at that size.
const thumbJPEGQuality = 80

// thumbWebPQuality is the quality thumbnails are served at as WebP to the browsers that take it
// (all current ones): about half the bytes of the JPEG at 80 for the same look, so a 600 px
// gallery card fits the first round trip of a new connection on a slow link.
const thumbWebPQuality = 80

// A compact copy of a JPEG thumbnail, kept beside PocketBase's own in the record's thumbs
// folder so it is deleted with the file.
type compactThumb struct {
	prefix, extension string
	encode            func(thumb []byte) ([]byte, error)
}

var (
	compactJPEG = compactThumb{
		prefix: fmt.Sprintf("q%d_", thumbJPEGQuality),
		encode: func(thumb []byte) ([]byte, error) { return reencodeJPEG(thumb, thumbJPEGQuality) },
	}
	compactWebP = compactThumb{
		prefix:    fmt.Sprintf("webp%d_", thumbWebPQuality),
		extension: ".webp",
		encode:    func(thumb []byte) ([]byte, error) { return encodeWebP(thumb, thumbWebPQuality) },
	}
)

// registerCompactThumbs serves every JPEG thumbnail re-encoded once: as WebP to browsers that
// accept it, else as a JPEG at thumbJPEGQuality.
func registerCompactThumbs(app core.App) {
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		// The WebP encoder is compiled once, some 200 ms: before the first visitor asks for a picture.
		go webp.Init()
		return e.Next()
	})
	app.OnFileDownloadRequest().BindFunc(func(e *core.FileDownloadRequestEvent) error {
		if !servesThumb(e) {
			return e.Next()
		}
		// The same address answers in two formats: caches keep one per Accept header.
		e.Response.Header().Add("Vary", "Accept")
		kind := compactJPEG
		if acceptsWebP(e.Request.Header.Get("Accept")) {
			kind = compactWebP
		}
		compact, err := kind.copyOf(e.App, e.ServedPath)
		if err != nil {
			// The thumbnail as PocketBase made it is still right, only heavier.
			e.App.Logger().Warn("A thumbnail could not be compacted", "thumb", e.ServedPath, "error", err)
		} else if compact != "" {
			e.ServedPath = compact
			e.ServedName = strings.TrimSuffix(e.ServedName, path.Ext(e.ServedName)) + path.Ext(compact)
		}
		return e.Next()
	})
}

// acceptsWebP: an image request's Accept header names WebP.
func acceptsWebP(accept string) bool {
	return strings.Contains(accept, "image/webp")
}

// servesThumb: the request asked for a thumbnail and PocketBase has one to serve.
func servesThumb(e *core.FileDownloadRequestEvent) bool {
	// PocketBase names the file it serves after the thumbnail's size when it serves one.
	return e.Request.URL.Query().Get("thumb") != "" && e.ThumbError == nil && e.ServedName != e.Request.PathValue("filename")
}

// copyOf returns the path of this compact copy of the thumbnail at thumbPath, made on first
// use, or "" when the thumbnail is not a JPEG.
func (kind compactThumb) copyOf(app core.App, thumbPath string) (string, error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return "", err
	}
	defer fsys.Close()

	dir, name := path.Split(thumbPath)
	compactPath := dir + kind.prefix + name + kind.extension
	if exists, _ := fsys.Exists(compactPath); exists {
		return compactPath, nil
	}
	thumb, err := readJPEG(fsys, thumbPath)
	if err != nil || thumb == nil {
		return "", err
	}
	compact, err := kind.encode(thumb)
	if err != nil {
		return "", err
	}
	// Two first requests may both get here: each writes the same bytes, and the storage
	// replaces a file whole.
	if err := fsys.Upload(compact, compactPath); err != nil {
		return "", err
	}
	return compactPath, nil
}

// readJPEG is the file at key when it is a JPEG, else nil.
func readJPEG(fsys *filesystem.System, key string) ([]byte, error) {
	reader, err := fsys.GetReader(key)
	if err != nil {
		return nil, err
	}
	defer reader.Close()
	if reader.ContentType() != "image/jpeg" {
		return nil, nil
	}
	return io.ReadAll(reader)
}

// reencodeJPEG is the picture encoded at quality, or the original when that is not smaller.
func reencodeJPEG(original []byte, quality int) ([]byte, error) {
	picture, err := jpeg.Decode(bytes.NewReader(original))
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, picture, &jpeg.Options{Quality: quality}); err != nil {
		return nil, err
	}
	if out.Len() >= len(original) {
		return original, nil
	}
	return out.Bytes(), nil
}

// encodeWebP is the JPEG picture encoded as WebP at quality.
func encodeWebP(original []byte, quality int) ([]byte, error) {
	picture, err := jpeg.Decode(bytes.NewReader(original))
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := webp.Encode(&out, picture, webp.Options{Quality: quality, Method: 4}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
