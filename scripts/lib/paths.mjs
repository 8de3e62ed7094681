import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const serverDir = path.join(root, 'server')
export const binDir = path.join(root, '.pocketbase')
export const builtBinary = path.join(binDir, process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase')
export const hooksDir = path.join(root, 'pb_hooks')
export const migrationsDir = path.join(root, 'pb_migrations')
export const publicDir = path.join(root, 'pb_public')
export const defaultDataDir = path.join(root, 'pb_data')
