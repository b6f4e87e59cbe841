/** VINs are written in capitals; a seller typing lower case should not fail the alphabet rule. */
import type { FieldHook } from 'payload';

export const uppercaseVin: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
