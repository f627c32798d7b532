export * from './schema';
export * from './client';
export {
  sql,
  eq,
  and,
  or,
  desc,
  asc,
  lt,
  gt,
  lte,
  gte,
  ilike,
  isNull,
  isNotNull,
  inArray,
  count,
  ne,
  like,
  notInArray,
  getTableColumns,
} from 'drizzle-orm';
export * from './prepared';
export * from './rows';
