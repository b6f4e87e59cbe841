/** Content pages: anyone reads; content editors and admins write. */
export { anyone as readPages, editorsAndAdmins as writePages } from '../../access/roles.ts';
