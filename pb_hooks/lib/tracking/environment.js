/// <reference path="../../../pb_data/types.d.ts" />

const DEFAULT_RETENTION_DAYS = 90

/**
 * Tracking settings from the environment: TRACKING_STORE_FULL_IP=true keeps whole client
 * addresses (otherwise they are cut to their network); TRACKING_RETENTION_DAYS (default 90)
 * is how long raw events and session recordings are kept. `getenv` is $os.getenv on the server.
 */
function trackingEnvironment(getenv) {
  const days = Number(getenv('TRACKING_RETENTION_DAYS'))
  return {
    storeFullIp: getenv('TRACKING_STORE_FULL_IP') === 'true',
    retentionDays: Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS,
  }
}

module.exports = { DEFAULT_RETENTION_DAYS, trackingEnvironment }
