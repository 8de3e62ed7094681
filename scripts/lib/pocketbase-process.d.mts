/** A free TCP port on the loopback interface. */
export declare function freePort(): Promise<number>

/** Applies pending migrations without serving (used before seeding the superuser). */
export declare function migrate(binary: string, dataDir: string, env?: NodeJS.ProcessEnv): void

/** Creates or updates the superuser that owns the /_/ dashboard. */
export declare function upsertSuperuser(binary: string, dataDir: string, email: string, password: string, env?: NodeJS.ProcessEnv): void

/** Serves PocketBase on 127.0.0.1:port with our hooks, migrations and built app; resolves once /api/health answers. */
export declare function startPocketBase(options: {
  binary: string
  dataDir: string
  port: number
  env?: NodeJS.ProcessEnv
  quiet?: boolean
  timeoutMs?: number
}): Promise<{ url: string; child: import('node:child_process').ChildProcess; output(): string; stop(): Promise<void> }>
