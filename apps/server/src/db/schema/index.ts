export * from './auth';
export * from './credit-ledger';
export * from './optimized-cvs';
export * from './plans';
export * from './profiles';
