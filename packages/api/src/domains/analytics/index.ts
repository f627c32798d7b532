export { recordHeartbeat, recordSections } from './service';
export { sendViewDigest, startViewDigests } from './notifications';
