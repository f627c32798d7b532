// The public intake forms behind a collection link (accounts spec §2, §3, §5): their option lists,
// the lenient number and goal parsing the spec asks for, their schemas, and the client record
// built from them.
export * from './options';
export * from './lenient-parsing';
export * from './schemas';
export * from './client-record';
