/** The IndexedDB database of the road copy (lib/road-copy.ts), named apart so sign-out can delete it without loading that module. */
export const ROAD_COPY_DATABASE = 'ironbridge-road'
