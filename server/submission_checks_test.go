package main

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

func TestWithThousands(t *testing.T) {
	for value, want := range map[float64]string{0: "0", 500: "500", 1000: "1,000", 125000: "125,000", 1234567.5: "1,234,567.5", -2500: "-2,500"} {
		if got := withThousands(value); got != want {
			t.Errorf("withThousands(%v) = %q, want %q", value, got, want)
		}
	}
}

func TestCheckTextCountsCharactersNotBytes(t *testing.T) {
	field := &core.TextField{Min: 2, Max: 3}
	if problem := checkText(field, "ééé"); problem != nil {
		t.Errorf("three characters of two bytes each refused: %+v", problem)
	}
	if problem := checkText(field, "éééé"); problem == nil || problem.message != "Must be at most 3 characters" {
		t.Errorf("four characters: %+v", problem)
	}
	if problem := checkText(&core.TextField{Required: true}, ""); problem != requiredProblem {
		t.Errorf("empty required text: %+v", problem)
	}
}

func TestCheckEmailRefusesUnicodeSpaces(t *testing.T) {
	field := &core.EmailField{}
	for _, value := range []string{"dana@example.com", "d.o+x@sub.example.co"} {
		if problem := checkEmail(field, value); problem != nil {
			t.Errorf("%q refused", value)
		}
	}
	for _, value := range []string{"dana@example", "da na@example.com", "dana\u00a0x@example.com", "dana@@example.com"} {
		if problem := checkEmail(field, value); problem == nil {
			t.Errorf("%q accepted", value)
		}
	}
}

func TestTrimSpaceTrimsWhatJavaScriptDoes(t *testing.T) {
	if got := trimSpace("\uFEFF\u00a0 Dana \t\u2003"); got != "Dana" {
		t.Errorf("trimSpace = %q", got)
	}
}

func TestOriginalNameOf(t *testing.T) {
	if got := originalNameOf(`C:\Users\dana\resume.pdf`); got != "resume.pdf" {
		t.Errorf("Windows path: %q", got)
	}
	if got := originalNameOf("dir/cdl.png"); got != "cdl.png" {
		t.Errorf("path: %q", got)
	}
}

func TestCheckFilesNamesAFileWhoseContentIsNotItsType(t *testing.T) {
	field := &core.FileField{MaxSelect: 1, MaxSize: 1 << 20, MimeTypes: []string{"application/pdf", "application/msword"}}
	page, _ := filesystem.NewFileFromBytes([]byte("<html><script>alert(1)</script></html>"), "résumé.pdf")
	want := `"résumé.pdf" is not a PDF file inside. Accepted file types: PDF, DOC`
	if problem := checkFiles(field, []*filesystem.File{page}); problem == nil || problem.message != want {
		t.Errorf("a web page named .pdf: %+v", problem)
	}
	pdf, _ := filesystem.NewFileFromBytes([]byte("%PDF-1.4\n%%EOF\n"), "resume.pdf")
	if problem := checkFiles(field, []*filesystem.File{pdf}); problem != nil {
		t.Errorf("a PDF refused: %+v", problem)
	}
}
