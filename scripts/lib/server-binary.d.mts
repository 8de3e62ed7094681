/** The PocketBase binary to run: POCKETBASE_BIN, or ours, rebuilt only when server/ changed. */
export declare function ensureServerBinary(options?: { log?: (message: string) => void }): string
