// The audit log's CSV export, for the download route.
export { auditFilterOfQuery, startAuditExport } from './export';
