import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import untypedPresetMantine from 'postcss-preset-mantine'
import postcssSimpleVars from 'postcss-simple-vars'
import type { AcceptedPlugin } from 'postcss'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
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
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/features/pwa/use-app-update.ts registers the worker and drives the update prompt.
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // The app shell, all code and styles, and the Latin fonts (the plugin adds the manifest
        // and its icons); other font subsets are cached when first used.
        globPatterns: ['**/*.{html,js,css,svg}', 'assets/*latin*.woff2'],
        globIgnores: ['assets/*-ext-*.woff2'],
      },
    }),
  ],
  css: {
    postcss: {
      plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: mantineBreakpoints })],
    },
  },
  build: {
    outDir: 'pb_public',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: pocketbaseUrl, changeOrigin: false, ws: false },
      // PocketBase's own dashboard lives at /_/; a bare prefix would also catch Vite's /__ paths.
      '^/_(/.*)?$': { target: pocketbaseUrl },
    },
  },
})
