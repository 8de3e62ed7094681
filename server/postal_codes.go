package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
)

// postalCodesJSON holds what a postal code of the company's customers and applicants looks
// like: a US ZIP code (12345, 12345-6789) or a Canadian postal code (A1A 1A1, with or without
// the space, in any case), and the words for one that is not. The app reads the same file
// (src/lib/form/schema-parts.ts), so the form refuses exactly what the server refuses.
//
//go:embed postal_codes.json
var postalCodesJSON []byte

type postalCodeRule struct {
	pattern *regexp.Regexp
	message string
}

var postalCodes = mustParsePostalCodes(postalCodesJSON)

func mustParsePostalCodes(data []byte) postalCodeRule {
	var rule struct {
		Pattern string `json:"pattern"`
		Message string `json:"message"`
	}
	if err := json.Unmarshal(data, &rule); err != nil {
		panic(fmt.Sprintf("postal_codes.json: %v", err))
	}
	return postalCodeRule{regexp.MustCompile(rule.Pattern), rule.Message}
}

// postalCodeFields are the submitted fields that hold a postal code (of a job application).
// Checked on create only: applications stored before the rule keep what they were sent with,
// and their status can still be moved.
var postalCodeFields = map[string]bool{"zip_code": true}

// checkPostalCode refuses a given value of a postal code field that is no US or Canadian code.
func checkPostalCode(name, value string) *fieldProblem {
	if !postalCodeFields[name] || value == "" || postalCodes.pattern.MatchString(value) {
		return nil
	}
	return &fieldProblem{"postal_code", postalCodes.message}
}
