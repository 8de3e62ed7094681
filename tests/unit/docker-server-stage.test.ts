// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { goBuild } from '../../scripts/lib/server-binary.mjs'

// The image builds the server where no test runs. It must build it as the tests' binary is
// built (SQLite's C library through cgo, server/database.go), and link it against the C
// library of the Debian release it then runs on.

const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8')
const stageBases = Array.from(dockerfile.matchAll(/^FROM (\S+)/gm), (match) => match[1] ?? '')
const debianRelease = (image: string) => /(bookworm|trixie|bullseye)/.exec(image)?.[1]

describe("the production image's server", () => {
  it('is compiled with the flags of the tested binary', () => {
    const build = dockerfile.split('\n').find((line) => line.includes('go build')) ?? ''
    expect(build).toContain(`CGO_ENABLED=${goBuild.env.CGO_ENABLED}`)
    expect(build).toContain(goBuild.tags.join(' '))
  })

  it('is built on the Debian release it runs on', () => {
    const builder = stageBases.find((image) => image.startsWith('golang:')) ?? ''
    const runtime = stageBases.at(-1) ?? ''
    expect(debianRelease(builder)).toBeDefined()
    expect(debianRelease(runtime)).toBe(debianRelease(builder))
  })
})
