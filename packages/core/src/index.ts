export * from './auth';
export * from './format';
