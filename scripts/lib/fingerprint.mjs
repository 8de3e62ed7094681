import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** A hash of every file below the given paths (skipping `ignore` names), to tell whether a build is stale. */
export function fingerprint(paths, ignore = ['node_modules']) {
  const hash = createHash('sha256')
  const visit = (p) => {
    const stat = statSync(p, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (!ignore.includes(name)) visit(path.join(p, name))
      }
      return
    }
    hash.update(p).update(readFileSync(p))
  }
  for (const p of paths) visit(p)
  return hash.digest('hex')
}
