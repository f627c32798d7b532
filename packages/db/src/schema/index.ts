export * from './accounts';
export * from './clients';
export * from './presentations';
export * from './platform';
export * from './generations';
export * from './brand';
export * from './engagement';
export * from './catalogue';
