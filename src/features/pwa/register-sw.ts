/// <reference types="vite-plugin-pwa/react" />
// vite-plugin-pwa generates this module at build time; it is reached only through this file,
// so that tests can stand in for it.
export { useRegisterSW } from 'virtual:pwa-register/react'
