/** The moderation history: admins read it; only the status call writes it (trusted), and nobody rewrites it. */
export { adminsOnly as readModerationEvents, nobody as writeModerationEvents } from '../../access/roles.ts';
