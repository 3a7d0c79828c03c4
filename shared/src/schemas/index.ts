export * from './common';
export * from './auth';
export * from './training';
export * from './trainer';
export * from './user';
export * from './analysis';
export * from './code';
export * from './booking';
