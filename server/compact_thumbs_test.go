package main

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"testing"

	"github.com/gen2brain/webp"
)

// aPhoto is a JPEG with detail in it, encoded at PocketBase's thumbnail quality.
func aPhoto(t *testing.T) []byte {
	t.Helper()
	picture := image.NewRGBA(image.Rect(0, 0, 600, 400))
	for x := 0; x < 600; x++ {
		for y := 0; y < 400; y++ {
			picture.Set(x, y, color.RGBA{uint8(x * y % 251), uint8((x + 3*y) % 256), uint8(x ^ y), 255})
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, picture, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func TestReencodeJPEGMakesAThumbnailSmallerAtTheSameSize(t *testing.T) {
	original := aPhoto(t)
	compact, err := reencodeJPEG(original, thumbJPEGQuality)
	if err != nil {
		t.Fatal(err)
	}
	if len(compact) >= len(original)*3/4 {
		t.Fatalf("compact thumbnail is %d bytes, the original %d", len(compact), len(original))
	}
	config, err := jpeg.DecodeConfig(bytes.NewReader(compact))
	if err != nil || config.Width != 600 || config.Height != 400 {
		t.Fatalf("compact thumbnail is %dx%d (%v), want 600x400", config.Width, config.Height, err)
	}
}

func TestReencodeJPEGKeepsAnAlreadySmallerOriginal(t *testing.T) {
	var small bytes.Buffer
	if err := jpeg.Encode(&small, image.NewGray(image.Rect(0, 0, 8, 8)), &jpeg.Options{Quality: 10}); err != nil {
		t.Fatal(err)
	}
	compact, err := reencodeJPEG(small.Bytes(), thumbJPEGQuality)
	if err != nil || !bytes.Equal(compact, small.Bytes()) {
		t.Fatalf("an original smaller than its re-encoding should be kept (err %v)", err)
	}
}

func TestReencodeJPEGRefusesWhatIsNotAJPEG(t *testing.T) {
	if _, err := reencodeJPEG([]byte("GIF89a"), thumbJPEGQuality); err == nil {
		t.Fatal("want an error for a non-JPEG")
	}
}

func TestEncodeWebPMakesAThumbnailSmallerAtTheSameSize(t *testing.T) {
	original := aPhoto(t)
	compactJPEG, err := reencodeJPEG(original, thumbJPEGQuality)
	if err != nil {
		t.Fatal(err)
	}
	compact, err := encodeWebP(original, thumbWebPQuality)
	if err != nil {
		t.Fatal(err)
	}
	if len(compact) >= len(compactJPEG) {
		t.Fatalf("WebP thumbnail is %d bytes, the compact JPEG %d", len(compact), len(compactJPEG))
	}
	config, err := webp.DecodeConfig(bytes.NewReader(compact))
	if err != nil || config.Width != 600 || config.Height != 400 {
		t.Fatalf("WebP thumbnail is %dx%d (%v), want 600x400", config.Width, config.Height, err)
	}
}

func TestEncodeWebPRefusesWhatIsNotAJPEG(t *testing.T) {
	if _, err := encodeWebP([]byte("GIF89a"), thumbWebPQuality); err == nil {
		t.Fatal("want an error for a non-JPEG")
	}
}

func TestAcceptsWebPReadsTheAcceptHeader(t *testing.T) {
	cases := map[string]bool{
		"image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8": true,
		"image/webp,*/*":                    true,
		"image/png,image/*;q=0.8,*/*;q=0.5": false,
		"":                                  false,
	}
	for accept, want := range cases {
		if got := acceptsWebP(accept); got != want {
			t.Errorf("acceptsWebP(%q) = %v, want %v", accept, got, want)
		}
	}
}
