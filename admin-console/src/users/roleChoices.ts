import type { Role } from '@contract/api';

/**
 * What each role may do, as the role select explains it. A record over the contract's Role type, so a new role
 * fails the build until it is named here (and the console does not load zod for the contract's role list).
 */
const roleNames: Record<Role, string> = {
  user: 'user (buys and sells)',
  editor: 'editor (content pages)',
  admin: 'admin (everything)',
};

export const roleChoices = Object.entries(roleNames).map(([id, name]) => ({ id, name }));
