package main

import "testing"

func TestCheckPostalCodeTakesUSAndCanadianCodes(t *testing.T) {
	for _, value := range []string{"", "45414", "45414-1234", "K1A 0B1", "k1a0b1", "M5V 3L9", "A1A 1A1"} {
		if problem := checkPostalCode("zip_code", value); problem != nil {
			t.Errorf("%q refused: %+v", value, problem)
		}
	}
	for _, value := range []string{"ABCDE", "4541", "454141", "45414-12", "45414 1234", "K1A  0B1", "K1A-0B1", "D1A 0B1", "K1A 0B", "１２３４５"} {
		problem := checkPostalCode("zip_code", value)
		if problem == nil || problem.message != postalCodes.message {
			t.Errorf("%q accepted: %+v", value, problem)
		}
	}
	if problem := checkPostalCode("city", "ABCDE"); problem != nil {
		t.Errorf("a field that holds no postal code was checked: %+v", problem)
	}
}
