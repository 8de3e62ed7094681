import { describe, expect, it } from 'vitest'
import { PRIVATE_ROUTE_MODULE, privateOnlyFiles, type BuiltChunk } from './precache-scope'

const chunk = (fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  assets: [],
  ...parts,
})

const isPrivate = (id: string) => PRIVATE_ROUTE_MODULE.test(id)

// index.html loads the fleet page and the admin users page lazily; both use a shared table,
// and only the admin page uses the chart library.
const build = [
  chunk('assets/index.js', { isEntry: true, dynamicImports: ['assets/fleet.js', 'assets/users.js'], assets: ['assets/index.css'] }),
  chunk('assets/fleet.js', { facadeModuleId: '/app/src/routes/_public/fleet.tsx?tsr-split=component', imports: ['assets/Table.js'] }),
  chunk('assets/users.js', {
    facadeModuleId: '/app/src/routes/admin/users.tsx?tsr-split=component',
    imports: ['assets/Table.js', 'assets/charts.js'],
    assets: ['assets/users.css'],
  }),
  chunk('assets/Table.js', { assets: ['assets/Table.css'] }),
  chunk('assets/charts.js', { assets: ['assets/charts.css', 'assets/Table.css'] }),
]

describe('privateOnlyFiles', () => {
  it('leaves out a private route and what only it loads, styles included', () => {
    expect([...privateOnlyFiles(build, isPrivate)].sort()).toEqual([
      'assets/charts.css',
      'assets/charts.js',
      'assets/users.css',
      'assets/users.js',
    ])
  })

  it('keeps what a public page also loads, even when it is reached through a private page first', () => {
    const files = privateOnlyFiles(build, isPrivate)
    for (const shared of ['assets/Table.js', 'assets/Table.css', 'assets/fleet.js', 'assets/index.js', 'assets/index.css']) {
      expect(files.has(shared), shared).toBe(false)
    }
  })

  it('keeps a private module that public code imports directly, since the page needs it at once', () => {
    const eager = build.map((built) => (built.isEntry ? { ...built, imports: ['assets/users.js'] } : built))
    expect(privateOnlyFiles(eager, isPrivate).has('assets/users.js')).toBe(false)
  })
})

describe('PRIVATE_ROUTE_MODULE', () => {
  it.each([
    '/app/src/routes/admin/route.tsx?tsr-split=component',
    '/app/src/routes/admin/users.tsx?tsr-split=component',
    '/app/src/routes/_public/_account.tsx?tsr-split=component',
    '/app/src/routes/_public/_account/dashboard.tsx?tsr-split=component',
    '/app/src/routes/_public/_account/profile.tsx',
  ])('names the back office or signed-in route %s', (id) => {
    expect(PRIVATE_ROUTE_MODULE.test(id)).toBe(true)
  })

  it.each([
    '/app/src/routes/_public/fleet.tsx?tsr-split=component',
    '/app/src/routes/_public/auth/index.tsx?tsr-split=component',
    '/app/src/routes/_public/outbox/index.tsx?tsr-split=component',
    '/app/src/routes/_public/_accounting.tsx',
    '/app/src/features/account/profile-form.tsx',
  ])('leaves the public module %s', (id) => {
    expect(PRIVATE_ROUTE_MODULE.test(id)).toBe(false)
  })
})
