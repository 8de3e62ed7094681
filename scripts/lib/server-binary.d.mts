/** The PocketBase binary to run: POCKETBASE_BIN, or ours, rebuilt only when server/ changed. */
export declare function ensureServerBinary(options?: { log?: (message: string) => void }): string

/** How the server is compiled, tests included: cgo on, PocketBase's default SQLite driver left out. */
export declare const goBuild: { env: { CGO_ENABLED: string }; tags: string[] }
