export * from './guards';
export * from './rate-limits';
export * from './secrets';
export * from './tokens';
export * from './secret-migration';
export * from './cookies';
