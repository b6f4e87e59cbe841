/** The comparison key of a make, model, trim or option name: case, spaces and hyphens do not matter. */
export const nameKey = (name: string): string => name.toLowerCase().replace(/[\s-]+/g, '');
