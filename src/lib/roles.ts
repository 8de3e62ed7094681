/**
 * The roles a user may hold. Every page reads them (src/features/auth/auth-state.ts), so they
 * stand apart from the other value lists, which only some pages need.
 */
export const ROLES = ['admin', 'freight_broker', 'carrier', 'pilot_car', 'driver', 'moderator'] as const
export const SELF_SELECTABLE_ROLES = ['freight_broker', 'carrier', 'pilot_car'] as const
