export { AdminUsers, ADMIN_MAX_RESULTS } from './AdminUsers';
export type { AdminUsersProps, AdminUser, AdminFilter, AdminUserEdit } from './AdminUsers';
