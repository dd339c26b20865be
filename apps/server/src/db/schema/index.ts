export * from './auth';
export * from './credit-ledger';
export * from './plans';
export * from './profiles';
