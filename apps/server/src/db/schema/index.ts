export * from './auth';
export * from './billing';
export * from './credit-ledger';
export * from './deleted-users-reasons';
export * from './optimized-cvs';
export * from './plans';
export * from './profiles';
