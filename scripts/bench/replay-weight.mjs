// The session replay's code, gzip: the recorder a visitor downloads after Accept (its own
// chunk, loaded by the tracker) and the player an admin downloads on opening a replay.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { publicDir } from '../lib/paths.mjs'

const PARTS = [
  ['recorder (@rrweb/record, after Accept)', /node_modules\/@rrweb\/record\//],
  ['player (rrweb-player with the replay controls, admin only)', /src\/features\/replay\/replay-player\.tsx$/],
]

/** Rows { part, jsKb, file } from the build's manifest (pb_public/.vite/manifest.json). */
export function measureReplayWeight() {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, '.vite/manifest.json'), 'utf8'))
  return PARTS.map(([part, pattern]) => {
    const entry = Object.entries(manifest).find(([key, value]) => pattern.test(key) || pattern.test(value.src ?? ''))
    if (!entry) return { part, jsKb: 0, file: '(not a chunk of its own)' }
    const file = entry[1].file
    return { part, jsKb: gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length / 1024, file }
  })
}
