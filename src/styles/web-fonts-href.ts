// The web fonts' stylesheet as one address: the app reads its faces once it has drawn its first page
// (src/styles/add-web-fonts.ts), and the heatmaps give it to the still copies of pages they frame.
export { default as webFontsHref } from './web-fonts.css?url'
