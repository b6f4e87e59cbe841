import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Buttons and tabs read as written ('Pending Approval (7)', 'Approve'), not in capitals. */
const asWritten: RaThemeOptions = {
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontSize: '0.95rem' } } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, asWritten);
export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, asWritten);
