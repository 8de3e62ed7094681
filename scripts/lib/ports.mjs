import { createServer } from 'node:net'

/** Thrown when something already listens where `npm start` would: its message says what to change. */
export class PortInUseError extends Error {
  name = 'PortInUseError'
}

/**
 * Fails with a PortInUseError naming `setting` when `port` on the loopback interface is taken,
 * often by another `npm start`. Checked before starting, as PocketBase's health check would
 * otherwise be answered by the other server.
 */
export async function ensurePortFree(port, { what, setting }) {
  const isTaken = await new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)))
  })
  if (isTaken) {
    throw new PortInUseError(
      `Port ${port} (${what}) is already in use, perhaps by another npm start. Stop that, or set ${setting} to a free port.`,
    )
  }
}

/** Runs a command's main function and returns what it returns; a port in use ends the command with the message alone, not a stack trace. */
export async function exitOnPortInUse(main) {
  try {
    return await main()
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error
    console.error(`\n  ${error.message}\n`)
    process.exit(1)
  }
}
