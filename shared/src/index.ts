export * from './domain';
export * from './schemas';
export type { DesktopBridge } from './desktop/bridge';
