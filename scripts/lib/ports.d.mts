/** Thrown when something already listens where `npm start` would: its message says what to change. */
export declare class PortInUseError extends Error {}

/** Fails with a PortInUseError naming `setting` when `port` on the loopback interface is taken. */
export declare function ensurePortFree(port: number, names: { what: string; setting: string }): Promise<void>

/** Runs a command's main function and returns what it returns; a port in use ends the command with the message alone. */
export declare function exitOnPortInUse<T>(main: () => Promise<T>): Promise<T>
