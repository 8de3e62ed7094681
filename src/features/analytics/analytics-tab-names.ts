// Apart from the tabs themselves, so the route's search check does not pull the page into the first download.
export const ANALYTICS_TABS = ['realtime', 'overview', 'history'] as const
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]
