export { recordHeartbeat, recordSections } from './service';
