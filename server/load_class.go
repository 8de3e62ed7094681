package main

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
)

// loadLimitsJSON holds the limits a load is classified by. The app reads the same file
// (src/features/quotes/load-class.ts), so the class a visitor sees while typing is the one
// the server stores.
//
//go:embed load_limits.json
var loadLimitsJSON []byte

type loadLimitSettings struct {
	LegalLimits struct {
		WidthFt  float64 `json:"widthFt"`
		HeightFt float64 `json:"heightFt"`
		LengthFt float64 `json:"lengthFt"`
		WeightLb float64 `json:"weightLb"`
	} `json:"legalLimits"`
	SuperHeavyFromLb  float64 `json:"superHeavyFromLb"`
	UltraHeavyAboveLb float64 `json:"ultraHeavyAboveLb"`
	MaxCapacityLb     float64 `json:"maxCapacityLb"`
}

var loadLimits = mustParseLoadLimits(loadLimitsJSON)

func mustParseLoadLimits(data []byte) loadLimitSettings {
	var limits loadLimitSettings
	if err := json.Unmarshal(data, &limits); err != nil {
		panic(fmt.Sprintf("load_limits.json: %v", err))
	}
	return limits
}

type loadMeasurements struct {
	lengthFt, widthFt, heightFt, weightLb float64
}

// classifyLoad gives the class of a load by weight first, then by dimensions (a missing value
// is 0): {weightLb: 150000} is "super_heavy".
func classifyLoad(load loadMeasurements) string {
	legal := loadLimits.LegalLimits
	switch {
	case load.weightLb > loadLimits.MaxCapacityLb:
		return "over_maximum"
	case load.weightLb > loadLimits.UltraHeavyAboveLb:
		return "ultra_heavy"
	case load.weightLb >= loadLimits.SuperHeavyFromLb:
		return "super_heavy"
	case load.weightLb > legal.WeightLb:
		return "heavy_haul"
	case load.widthFt > legal.WidthFt || load.heightFt > legal.HeightFt || load.lengthFt > legal.LengthFt:
		return "oversize"
	default:
		return "legal"
	}
}

// classifyQuote classifies a quotes record by its stored dimensions (ft) and weight (lb).
func classifyQuote(quote *core.Record) string {
	return classifyLoad(loadMeasurements{
		lengthFt: quote.GetFloat("length"),
		widthFt:  quote.GetFloat("width"),
		heightFt: quote.GetFloat("height"),
		weightLb: quote.GetFloat("weight_lb"),
	})
}
