/// <reference types="vite/client" />

/** ISO build time, defined by vite.config.ts and also written to dist/version.json. */
declare const __BUILD_TIME__: string;
