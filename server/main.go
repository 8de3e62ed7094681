// Command server is the whole backend: PocketBase with JS hooks and migrations,
// serving the built single-page app from pb_public with an index fallback.
package main

import (
	"log"
	"mime"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func main() {
	// Go's table lacks it, so the manifest would be sniffed as text/plain; browsers and
	// install audits expect the registered type.
	if err := mime.AddExtensionType(".webmanifest", "application/manifest+json"); err != nil {
		log.Fatal(err)
	}

	if os.Getenv("GOGC") == "" {
		// The JS hooks' runtimes allocate a lot per request; collecting garbage less often
		// saves a quarter of a quote create's CPU for some more memory (GOGC overrides it).
		debug.SetGCPercent(200)
	}

	app := newApp()

	var hooksDir, migrationsDir, publicDir string
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", defaultPath("pb_hooks"), "the directory with the JS app hooks")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", defaultPath("pb_migrations"), "the directory with the JS app migrations")
	app.RootCmd.PersistentFlags().StringVar(&publicDir, "publicDir", defaultPath("pb_public"), "the directory to serve static files")
	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		HooksWatch:    envFlag("PB_HOOKS_WATCH"),
		HooksPoolSize: envInt("PB_HOOKS_POOL_SIZE", defaultHooksPoolSize),
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
		Automigrate:  false,
	})

	maintenance := newMaintenanceMode(app)
	registerAdminOnlyFields(app)
	registerLoadWithheldFields(app)
	registerWriteQueue(app)
	registerSubmissions(app)
	registerCompactThumbs(app)
	registerPublicListCache(app)
	registerContentFileNames(app)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			// First of all, so that answers from the rate limiter and other early refusals carry them too.
			Priority: apis.DefaultWWWRedirectMiddlewarePriority + 1,
			Func:     securityHeaders(appURLFromEnv()),
		})
		se.Router.Bind(crossSiteWrites(appURLFromEnv()))
		se.Router.Bind(requestFraming())
		se.Router.Bind(recordBodyLimit())
		if !se.Router.HasRoute("GET", "/{path...}") {
			publicFiles := os.DirFS(publicDir)
			// Prerendered pages come compressed from their cache, so only the files after them pass through gzip.
			se.Router.GET("/{path...}", apis.Static(publicFiles, true)).
				BindFunc(appHeaders).
				BindFunc(maintenance.gate(publicFiles)).
				BindFunc(prerenderedPages(publicFiles)).
				BindFunc(missingFilesNotFound(publicFiles)).
				BindFunc(unknownPagesNotFound(publicFiles)).
				Bind(apis.Gzip())
		}
		return se.Next()
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// newApp makes the PocketBase app in production mode whatever folder the binary sits in.
// pocketbase.New() turns on development mode (every SQL statement printed, request logs on
// the console) for a binary found under the system's temporary or Go cache folder, taking it
// for `go run`; a clone in /tmp, as CI makes, would then run that way. `--dev` still turns it on.
func newApp() *pocketbase.PocketBase {
	return pocketbase.NewWithConfig(appConfig())
}

func appConfig() pocketbase.Config {
	return pocketbase.Config{DefaultDev: false, DBConnect: connectDatabase}
}

// defaultPath resolves a project folder next to the working directory (npm scripts run from the project root).
func defaultPath(name string) string {
	wd, err := os.Getwd()
	if err != nil {
		return name
	}
	return filepath.Join(wd, name)
}

// defaultHooksPoolSize: JS runtimes kept ready for hooks. A request may hold two at once (a
// create hook and the enrich hook of its answer); when all are busy PocketBase builds a new
// runtime for the call, which loads every hook module again and costs milliseconds.
const defaultHooksPoolSize = 120

func envInt(name string, fallback int) int {
	v, err := strconv.Atoi(os.Getenv(name))
	if err != nil || v <= 0 {
		return fallback
	}
	return v
}

func envFlag(name string) bool {
	v := strings.ToLower(os.Getenv(name))
	return v == "1" || v == "true"
}
