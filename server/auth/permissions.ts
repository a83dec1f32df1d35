/**
 * Permission names and the permission list of each role (domain brief §2).
 * A permission is checked by its presence in the user's effective list.
 */
export const PERMISSIONS = [
  'QUOTE_CREATE',
  'QUOTE_EDIT',
  'QUOTE_VALIDATE',
  'ORDER_CONFIRM',
  'USER_MANAGEMENT',
  'EXTERNAL_CLIENTS_MANAGEMENT',
  'CAN_SWITCH_REF',
  'ORDER_DESK',
  'CATALOGUE_ADMIN',
  /** The ERP's: read every order and set its statuses and dates (updateOrder), without the order desk's e-mails. */
  'ORDER_SYNC',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface RoleDefinition {
  id: number;
  key: string;
  permissions: Permission[];
}

/**
 * Role 1 (manufacturer staff) is this project's addition; 2 to 5 come from
 * the specification. Role 6 is the ERP's service account: it follows and
 * updates orders (ORDER_SYNC: every order, updateOrder) and nothing else; it
 * holds no ORDER_DESK, so the order desk's e-mails do not go to it; it is
 * never offered in user management.
 */
export const ROLES: RoleDefinition[] = [
  { id: 1, key: 'manufacturer_staff', permissions: [...PERMISSIONS] },
  { id: 2, key: 'user_with_validation', permissions: ['QUOTE_CREATE', 'QUOTE_EDIT', 'QUOTE_VALIDATE'] },
  {
    id: 3,
    key: 'admin_without_confirmation',
    permissions: ['QUOTE_CREATE', 'QUOTE_EDIT', 'QUOTE_VALIDATE', 'USER_MANAGEMENT', 'EXTERNAL_CLIENTS_MANAGEMENT'],
  },
  { id: 4, key: 'user_without_validation', permissions: ['QUOTE_CREATE', 'QUOTE_EDIT'] },
  {
    id: 5,
    key: 'admin_with_confirmation',
    permissions: [
      'QUOTE_CREATE',
      'QUOTE_EDIT',
      'QUOTE_VALIDATE',
      'ORDER_CONFIRM',
      'USER_MANAGEMENT',
      'EXTERNAL_CLIENTS_MANAGEMENT',
      'CAN_SWITCH_REF',
    ],
  },
  { id: 6, key: 'erp_service', permissions: ['ORDER_SYNC'] },
];

/** Whether every one of `permissions` is among `of`: who may manage or grant what (server/accounts/user-rules.ts). */
export function within(permissions: readonly string[], of: readonly string[]): boolean {
  return permissions.every((permission) => of.includes(permission));
}

/**
 * The roles a user with these effective permissions may give through user
 * management: those whose permissions are all among its own; role 1 only
 * within the manufacturer, role 6 (the ERP's account) never.
 */
export function grantableRoles(permissions: readonly Permission[], companyKind: string): number[] {
  if (!permissions.includes('USER_MANAGEMENT')) return [];
  return ROLES.filter((role) => role.id !== 6 && (role.id !== 1 || companyKind === 'manufacturer') && within(role.permissions, permissions)).map((role) => role.id);
}

/** The role's permissions plus those the user's own flags grant (spec §3 user account). */
export function effectivePermissions(
  rolePermissions: readonly string[],
  flags: { canManageUsers: boolean; canManageExternalClients: boolean },
): Permission[] {
  const set = new Set(rolePermissions.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p)));
  if (flags.canManageUsers) set.add('USER_MANAGEMENT');
  if (flags.canManageExternalClients) set.add('EXTERNAL_CLIENTS_MANAGEMENT');
  return PERMISSIONS.filter((p) => set.has(p));
}
