/** The id of the profile's availability section, which the escort jobs page links to: `/profile#availability`. */
export const AVAILABILITY_ANCHOR = 'availability'
