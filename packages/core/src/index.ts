export * from './auth';
export * from './format';
export * from './subscription';
export * from './clients';
export * from './intake';
export * from './generation';
export * from './generation-request';
export * from './presentations';
