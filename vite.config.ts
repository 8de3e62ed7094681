import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import untypedPresetMantine from 'postcss-preset-mantine'
import postcssSimpleVars from 'postcss-simple-vars'
import type { AcceptedPlugin } from 'postcss'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA, type CustomInjectManifestOptions } from 'vite-plugin-pwa'
import { appRoutesList } from './scripts/lib/app-routes.mjs'
import { PRIVATE_ROUTE_MODULE, privateOnlyFiles } from './src/features/pwa/precache-scope'
import { AFTER_CONSENT_MODULE } from './src/features/tracking/after-consent-module'
import { webManifest } from './src/features/pwa/web-manifest'

// The preset ships without type declarations.
const postcssPresetMantine = untypedPresetMantine as () => AcceptedPlugin

// The dev server forwards API and dashboard calls to the local PocketBase (scripts/dev.mjs
// passes its address as PB_URL), so the app is same-origin in development as in production.
const pocketbaseUrl = process.env.PB_URL ?? 'http://127.0.0.1:8090'

/** Mantine's default breakpoints, usable in CSS modules as `$mantine-breakpoint-md`. */
const mantineBreakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
}

type ManifestTransform = NonNullable<CustomInjectManifestOptions['manifestTransforms']>[number]

/**
 * Finds the files only private routes load once the app is bundled, and a precache transform
 * that leaves them out (the plugin writes the service worker after the bundle is complete).
 */
function privateCodeOutOfPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let privateFiles = new Set<string>()
  const plugin: Plugin = {
    name: 'ironbridge:private-code-out-of-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                assets: [...(output.viteMetadata?.importedCss ?? []), ...(output.viteMetadata?.importedAssets ?? [])],
              },
            ]
          : [],
      )
      // The tracker too: nothing of it may reach a visitor who has not accepted.
      privateFiles = privateOnlyFiles(chunks, (id) => PRIVATE_ROUTE_MODULE.test(id) || AFTER_CONSENT_MODULE.test(id))
    },
  }
  const transform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !privateFiles.has(entry.url)),
    warnings: [],
  })
  return { plugin, transform }
}

const privateCode = privateCodeOutOfPrecache()

/**
 * Mantine's `useId` starts with React's id and, once mounted, swaps it for a random one (a
 * leftover from server rendering before React had ids of its own). Every component with an id
 * then draws twice as a page first appears, the second time at once, in the same long task as
 * the first draw. The bundle takes src/lib/stable-use-id.ts in its place, which keeps React's id.
 */
function mantineStableIds(): Plugin {
  const stableUseId = fileURLToPath(new URL('./src/lib/stable-use-id.ts', import.meta.url))
  const isMantineHooks = (file: string) => /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/.test(file)
  return {
    name: 'ironbridge:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      return source.endsWith('/use-id/use-id.mjs') && importer && isMantineHooks(importer) ? stableUseId : null
    },
  }
}

/**
 * Mantine's carousel gets src/lib/use-embla-after-paint.ts in place of Embla's React hook: the
 * carousel starts once the page that holds it has been drawn, not in the same long task.
 */
function emblaAfterPaint(): Plugin {
  const afterPaint = fileURLToPath(new URL('./src/lib/use-embla-after-paint.ts', import.meta.url))
  const isMantineCarousel = (file: string) => /[\\/]@mantine[\\/]carousel[\\/]/.test(file)
  return {
    name: 'ironbridge:embla-after-paint',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'embla-carousel-react' && importer && isMantineCarousel(importer) ? afterPaint : null
    },
  }
}

/** The outbox's delivery and header mark, the consent banner, the service worker's client, the web fonts. */
const AFTER_DRAW_MODULES = [
  'src/lib/outbox/store.ts',
  'src/lib/outbox/start-outbox.ts',
  'src/lib/outbox/use-outbox.ts',
  'src/lib/outbox/outbox-events.ts',
  'src/features/outbox/outbox-indicator.tsx',
  'src/features/outbox/recently-sent.ts',
  'src/features/tracking/visitor-tracking.tsx',
  'src/features/tracking/use-consent-choice.ts',
  'src/lib/tracking-session.ts',
  'src/styles/add-web-fonts.ts',
  'src/styles/web-fonts-href.ts',
  'node_modules/workbox-window/',
]
/**
 * The text inputs every form page draws first (quote, contact, sign-in): Mantine's inputs and
 * the small helpers they share, which the bundler would otherwise cut into nine chunks.
 */
const FORM_INPUT_MODULES = [
  '@mantine/core/esm/components/Input/',
  '@mantine/core/esm/components/InputBase/',
  '@mantine/core/esm/components/TextInput/',
  '@mantine/core/esm/components/Textarea/',
  '@mantine/core/esm/components/CloseButton/',
  '@mantine/core/esm/core/utils/get-env/',
  '@mantine/core/styles/Input.layer.css',
  '@mantine/hooks/esm/use-id/',
  '@mantine/hooks/esm/use-merged-ref/',
  '@mantine/hooks/esm/utils/random-id/',
]
/** Heroes, sections, headings, check lists, service cards, the call to action, and their grid. */
const PAGE_KIT_MODULES = [
  'src/components/page-hero.tsx',
  'src/components/section.tsx',
  'src/components/cta-banner.tsx',
  'src/features/marketing/section-heading.tsx',
  'src/features/marketing/check-list.tsx',
  'src/features/marketing/hero-actions.tsx',
  'src/features/marketing/service-cards.tsx',
  '@mantine/core/esm/components/SimpleGrid/',
  '@mantine/core/esm/core/utils/get-sorted-breakpoints/',
  '@mantine/core/esm/core/utils/get-base-value/',
]
const isAmong = (paths: readonly string[], id: string) => paths.some((path) => id.replaceAll('\\', '/').includes(path))

export default defineConfig({
  plugins: [
    // Must run before the React plugin so route files are split before they are transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders and pending states too, so that route definitions in the first download stay
      // small: only the visited route's code follows.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent'], ['loader'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // The routes' address patterns, for the server to answer unknown addresses 404 (server/app_routes.go).
    appRoutesList('src/routeTree.gen.ts'),
    react(),
    mantineStableIds(),
    emblaAfterPaint(),
    privateCode.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/features/pwa/use-app-update.ts registers the worker and drives the update prompt.
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // The app shell, the code and styles of every public page, and the Latin fonts (the
        // plugin adds the manifest and its icons); other font subsets and the back office's
        // code are cached when first used.
        globPatterns: ['**/*.{html,js,css,svg}', 'assets/*latin*.woff2'],
        globIgnores: ['assets/*-ext-*.woff2'],
        manifestTransforms: [privateCode.transform],
      },
    }),
  ],
  resolve: {
    alias: {
      // TanStack Form's devtools channel: a no-op (see the file), 4 KB less on every form page.
      '@tanstack/devtools-event-client': fileURLToPath(new URL('./src/lib/form/no-form-devtools.ts', import.meta.url)),
    },
  },
  css: {
    postcss: {
      plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: mantineBreakpoints })],
    },
  },
  build: {
    outDir: 'pb_public',
    emptyOutDir: true,
    // .vite/manifest.json: which files each route loads, read by the bundle budget test.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React DOM in a chunk of its own: a prerendered page's boot script runs the app's
            // code a chunk per task, and React DOM is a third of it. Its start-up runs where it is
            // first imported, so the module the app imports it through goes with it.
            {
              name: 'react-dom',
              test: (id) => /node_modules[\\/](react-dom|scheduler)[\\/]/.test(id) || isAmong(['src/react-dom-client.ts'], id),
              priority: 2,
            },
            // Everything the entry imports in one chunk. Left alone, the bundler splits what the
            // entry shares with the routes into a dozen small chunks, each compressed apart:
            // 6 KB more on every first visit.
            { name: 'index', tags: ['$initial'], priority: 1 },
            // What every page fetches just after its first draw, in one chunk too.
            { name: 'after-draw', test: (id) => isAmong(AFTER_DRAW_MODULES, id) },
            // The form pages' text inputs, in one chunk for the same reason.
            { name: 'form-inputs', test: (id) => isAmong(FORM_INPUT_MODULES, id) },
            // The blocks the public pages are built from, in one chunk for the same reason.
            { name: 'page-kit', test: (id) => isAmong(PAGE_KIT_MODULES, id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: pocketbaseUrl, changeOrigin: false, ws: false },
      // PocketBase's own dashboard lives at /_/; a bare prefix would also catch Vite's /__ paths.
      '^/_(/.*)?$': { target: pocketbaseUrl },
    },
  },
})
