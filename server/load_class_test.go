package main

import "testing"

// The same cases as src/features/quotes/load-class.test.ts: both read load_limits.json.
func TestClassifyLoad(t *testing.T) {
	legal := loadMeasurements{lengthFt: 48, widthFt: 8.5, heightFt: 13.5}
	with := func(change func(*loadMeasurements)) loadMeasurements {
		load := legal
		change(&load)
		return load
	}
	cases := []struct {
		load loadMeasurements
		want string
	}{
		{with(func(l *loadMeasurements) { l.weightLb = 80_000 }), "legal"},
		{loadMeasurements{}, "legal"},
		{with(func(l *loadMeasurements) { l.widthFt, l.weightLb = 8.6, 40_000 }), "oversize"},
		{with(func(l *loadMeasurements) { l.heightFt = 13.6 }), "oversize"},
		{with(func(l *loadMeasurements) { l.lengthFt = 53.1 }), "oversize"},
		{with(func(l *loadMeasurements) { l.weightLb = 80_001 }), "heavy_haul"},
		{with(func(l *loadMeasurements) { l.widthFt, l.weightLb = 14, 124_999 }), "heavy_haul"},
		{loadMeasurements{weightLb: 125_000}, "super_heavy"},
		{loadMeasurements{weightLb: 200_000}, "super_heavy"},
		{loadMeasurements{weightLb: 200_001}, "ultra_heavy"},
		{loadMeasurements{weightLb: 300_000}, "ultra_heavy"},
		{loadMeasurements{weightLb: 300_001}, "over_maximum"},
	}
	for _, c := range cases {
		if got := classifyLoad(c.load); got != c.want {
			t.Errorf("classifyLoad(%+v) = %s, want %s", c.load, got, c.want)
		}
	}
}
