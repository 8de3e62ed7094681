// Which built files the service worker leaves out of its precache: the code of the back
// office and the signed-in pages. Visitors never run it, and it would cost every install
// the download; admins and signed-in users fetch it when they open those pages.

/** Route modules of the back office (/admin) and the signed-in pages (dashboard, profile, quotes). */
export const PRIVATE_ROUTE_MODULE = /\/src\/routes\/(?:admin\/|_public\/_account(?:\/|\.tsx(?:\?|$)))/

/** A chunk of the build, reduced to what decides its place in the precache. */
export interface BuiltChunk {
  fileName: string
  isEntry: boolean
  /** The module a lazily loaded chunk stands for (a route's split component, for instance). */
  facadeModuleId: string | null
  imports: readonly string[]
  dynamicImports: readonly string[]
  /** Styles and other files that load with the chunk. */
  assets: readonly string[]
}

/**
 * The files only private routes load: everything the entry cannot reach without lazily
 * loading a private route module. Code shared with any public page stays in.
 * @example privateOnlyFiles(chunks, (id) => PRIVATE_ROUTE_MODULE.test(id)) // Set { 'assets/users-x1.js', ... }
 */
export function privateOnlyFiles(chunks: readonly BuiltChunk[], isPrivateModule: (id: string) => boolean): Set<string> {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const reached = new Set<BuiltChunk>()
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || reached.has(chunk)) return
    reached.add(chunk)
    for (const fileName of chunk.imports) visit(byFileName.get(fileName))
    for (const fileName of chunk.dynamicImports) {
      const loaded = byFileName.get(fileName)
      if (loaded?.facadeModuleId && isPrivateModule(loaded.facadeModuleId)) continue
      visit(loaded)
    }
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)

  const publicFiles = new Set([...reached].flatMap((chunk) => [chunk.fileName, ...chunk.assets]))
  const privateFiles = chunks
    .filter((chunk) => !reached.has(chunk))
    .flatMap((chunk) => [chunk.fileName, ...chunk.assets])
    .filter((file) => !publicFiles.has(file))
  return new Set(privateFiles)
}
