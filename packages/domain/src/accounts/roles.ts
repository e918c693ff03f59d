/** Who a user is: an invited user, a company's administrator, or a platform administrator. */
export const USER_ROLES = ['user', 'user_admin', 'admin'] as const;

export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}
