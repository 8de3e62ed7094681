// Command server is the whole backend: PocketBase with JS hooks and migrations,
// serving the built single-page app from pb_public with an index fallback.
package main

import (
	"log"
	"mime"
	"os"
	"path/filepath"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	// Go's table lacks it, so the manifest would be sniffed as text/plain; browsers and
	// install audits expect the registered type.
	if err := mime.AddExtensionType(".webmanifest", "application/manifest+json"); err != nil {
		log.Fatal(err)
	}

	app := pocketbase.New()

	var hooksDir, migrationsDir, publicDir string
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", defaultPath("pb_hooks"), "the directory with the JS app hooks")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", defaultPath("pb_migrations"), "the directory with the JS app migrations")
	app.RootCmd.PersistentFlags().StringVar(&publicDir, "publicDir", defaultPath("pb_public"), "the directory to serve static files")
	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		HooksWatch:    envFlag("PB_HOOKS_WATCH"),
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
		Automigrate:  false,
	})

	maintenance := newMaintenanceMode(app)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if !se.Router.HasRoute("GET", "/{path...}") {
			publicFiles := os.DirFS(publicDir)
			se.Router.GET("/{path...}", apis.Static(publicFiles, true)).
				BindFunc(appHeaders).
				Bind(apis.Gzip()).
				BindFunc(maintenance.gate(publicFiles)).
				BindFunc(prerenderedPages(publicFiles))
		}
		return se.Next()
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// appCSP allows only our own origin; Mantine sets inline styles, so styles allow 'unsafe-inline'.
const appCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; " +
	"manifest-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// appHeaders sets caching and security headers for the app's static files.
func appHeaders(e *core.RequestEvent) error {
	h := e.Response.Header()
	path := e.Request.PathValue(apis.StaticWildcardParam)
	if strings.HasPrefix(path, "assets/") {
		// Vite puts a content hash in every file name under assets/.
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	h.Set("Content-Security-Policy", appCSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
	return e.Next()
}

// defaultPath resolves a project folder next to the working directory (npm scripts run from the project root).
func defaultPath(name string) string {
	wd, err := os.Getwd()
	if err != nil {
		return name
	}
	return filepath.Join(wd, name)
}

func envFlag(name string) bool {
	v := strings.ToLower(os.Getenv(name))
	return v == "1" || v == "true"
}
