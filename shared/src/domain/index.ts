export * from './constants';
export * from './messages';
export * from './routes';
export * from './training';
export * from './plans';
export * from './greeting';
export * from './badges';
export * from './analysis';
