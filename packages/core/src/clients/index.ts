// Saved clients and client collection links (accounts spec §2, §3, §5): option lists, e-mail
// rules and the schemas shared by the Clients page and the `clients` / `links` procedures.
export * from './options';
export * from './email';
export * from './client-schemas';
export * from './link-schemas';
