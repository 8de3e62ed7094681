/**
 * The tracker's module: downloaded only after the visitor accepts, so the service worker
 * leaves it out of its precache too (vite.config.ts).
 */
export const AFTER_CONSENT_MODULE = /\/src\/features\/tracking\/tracker\.ts$/
