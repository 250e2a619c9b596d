export * from './guards';
export * from './rate-limits';
