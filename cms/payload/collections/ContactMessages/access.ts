/** Enquiries hold buyers' details: admins read and handle them; only the contact call creates them (trusted). */
export {
  adminsOnly as readContactMessages,
  adminsOnly as manageContactMessages,
  nobody as createContactMessages,
} from '../../access/roles.ts';
