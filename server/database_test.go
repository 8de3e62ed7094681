package main

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
)

// Both databases run on our driver, with the settings PocketBase gives its own.
func TestDatabasesOpenOnTheCDriverWithPocketBasesSettings(t *testing.T) {
	config := appConfig()
	config.DefaultDataDir = t.TempDir()
	app := pocketbase.NewWithConfig(config)
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { app.ResetBootstrapState() })

	wanted := map[string]string{"journal_mode": "wal", "foreign_keys": "1", "synchronous": "1", "busy_timeout": "10000", "temp_store": "2"}
	for name, db := range map[string]dbx.Builder{"data": app.ConcurrentDB(), "auxiliary": app.AuxConcurrentDB()} {
		if driver := db.(*dbx.DB).DriverName(); driver != sqliteDriverName {
			t.Errorf("%s database: driver %q, want %q", name, driver, sqliteDriverName)
		}
		for pragma, value := range wanted {
			var got string
			if err := db.NewQuery("PRAGMA " + pragma).Row(&got); err != nil {
				t.Fatalf("%s database, %s: %v", name, pragma, err)
			}
			if got != value {
				t.Errorf("%s database: %s = %s, want %s", name, pragma, got, value)
			}
		}
	}
}
