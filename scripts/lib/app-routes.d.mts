import type { Plugin } from 'vite'

/** The file the build writes into pb_public. */
export declare const APP_ROUTES_FILE: string
/** The address patterns of a generated route tree, e.g. `['/', '/about', '/outbox/$entryId']`. */
export declare function appRoutePatterns(routeTreeSource: string): string[]
/** A Vite plugin that writes the route list of `routeTreeFile` into the build. */
export declare function appRoutesList(routeTreeFile: string): Plugin
