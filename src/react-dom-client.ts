/**
 * React DOM's entry, imported from here so that the chunk holding React DOM (vite.config.ts)
 * runs React DOM's own start-up code: a prerendered page's boot script runs each chunk in a
 * task of its own, and this keeps that work out of the app chunk's task.
 */
export { createRoot } from 'react-dom/client'
