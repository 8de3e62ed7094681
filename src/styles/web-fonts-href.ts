// The web fonts' stylesheet as one address: the app links it once it has drawn its first page
// (src/main.tsx), and the heatmaps give it to the still copies of pages they frame.
export { default as webFontsHref } from './web-fonts.css?url'
