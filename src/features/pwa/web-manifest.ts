import type { ManifestOptions } from 'vite-plugin-pwa'
import { company } from '../../content/company'

/** Theme and splash colour: the steel navy of the header. */
export const APP_THEME_COLOR = '#101a2a'

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

/** The web app manifest the build writes to /manifest.webmanifest (icons: scripts/make-pwa-assets.mjs). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: company.name,
  short_name: 'Ironbridge',
  description:
    'Request heavy haul quotes, browse our fleet and apply for driving jobs with Ironbridge Heavy Haul, even where there is no signal.',
  lang: 'en-US',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: APP_THEME_COLOR,
  background_color: APP_THEME_COLOR,
  categories: ['business', 'productivity'],
  icons: [
    icon('/icons/icon-192.png', 192, 'any'),
    icon('/icons/icon-512.png', 512, 'any'),
    icon('/icons/maskable-192.png', 192, 'maskable'),
    icon('/icons/maskable-512.png', 512, 'maskable'),
  ],
  shortcuts: [
    {
      name: 'Get a Quote',
      short_name: 'Quote',
      description: 'Request a free heavy haul quote',
      url: '/quote',
      icons: [{ src: '/icons/shortcut-quote.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Careers',
      description: 'Open driving and office positions',
      url: '/careers',
      icons: [{ src: '/icons/shortcut-careers.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'My Profile',
      short_name: 'Profile',
      description: 'Your profile and quote requests',
      url: '/dashboard',
      icons: [{ src: '/icons/shortcut-profile.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The Ironbridge Heavy Haul home page on a desktop screen',
    },
    {
      src: '/screenshots/quote-narrow.png',
      sizes: '720x1280',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Requesting a free quote on a phone',
    },
  ],
}
