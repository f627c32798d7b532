export * from './auth';
export * from './format';
export * from './subscription';
