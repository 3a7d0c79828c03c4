/** IPC channel names shared by the Electron main process and the preload script. */
export const IPC_CHANNELS = {
  getApiUrl: 'launchpad:get-api-url',
  getToken: 'launchpad:get-token',
  setToken: 'launchpad:set-token',
} as const;

/** Longest bearer token the main process accepts from the renderer. */
export const MAX_TOKEN_LENGTH = 4096;
