export { AuditTrail, AUDIT_TITLE, NO_EVENT } from './AuditTrail';
export type { AuditTrailProps, AuditTrailEvent, AuditValue } from './AuditTrail';
