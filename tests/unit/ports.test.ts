import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/pocketbase-process.mjs'
import { ensurePortFree, PortInUseError } from '../../scripts/lib/ports.mjs'

const listening: Server[] = []
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function occupy(port: number) {
  const server = createServer()
  listening.push(server)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
}

describe('ensurePortFree', () => {
  it('names the port, what it is for and the setting to change when something listens there', async () => {
    const port = await freePort()
    await occupy(port)
    const check = ensurePortFree(port, { what: "the mail catcher's SMTP", setting: 'MAIL_CATCHER_SMTP_PORT' })
    await expect(check).rejects.toBeInstanceOf(PortInUseError)
    await expect(check).rejects.toThrow(
      `Port ${port} (the mail catcher's SMTP) is already in use, perhaps by another npm start. Stop that, or set MAIL_CATCHER_SMTP_PORT to a free port.`,
    )
  })

  it('passes a free port and leaves it free', async () => {
    const port = await freePort()
    await ensurePortFree(port, { what: 'the site', setting: 'PORT' })
    await occupy(port)
  })
})
