import { useId as useReactId } from 'react'

/**
 * Mantine's `useId`, as the bundle has it (vite.config.ts, mantineStableIds): the given id, else
 * React's own, which is unique in the page and stays the same for the component's life.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId()
  return staticId ?? `mantine-${reactId}`
}
