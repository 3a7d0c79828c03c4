import type { DesktopBridge } from '@launchpad/shared';

declare global {
  interface Window {
    /** Present only inside the Electron app (exposed by the preload script). */
    readonly desktop?: DesktopBridge;
  }
}

export {};
