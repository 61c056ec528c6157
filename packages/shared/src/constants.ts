/** Business constants of the spec (1 §9, 3 §9). */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const SESSION_REFRESH_THRESHOLD_MS = 5 * 60 * 1000;
export const STUCK_QUERY_CHECK_MS = 30 * 1000;
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_GC_MS = 30 * 60 * 1000;
export const PROFILE_STALE_MS = 2 * 60 * 1000;
export const RETRY_DELAY_MAX_MS = 30 * 1000;
export const SIDEBAR_WIDTH_OPEN_PX = 288;
export const SIDEBAR_WIDTH_COLLAPSED_PX = 64;
export const REDIRECT_AFTER_PASSWORD_UPDATE_MS = 3000;
export const STORAGE_SCHEMA_VERSION = 2;
