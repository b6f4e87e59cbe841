import { grey } from '@mui/material/colors';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Buttons and tabs read as written ('Pending Approval (7)', 'Approve'), not in capitals. */
const asWritten: RaThemeOptions = {
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontSize: '0.95rem' } } },
  },
};

/**
 * react-admin's light blues fall short of WCAG AA: white on its app bar (#2196f3) reads at 3.1:1, its links and
 * text buttons (#1976d2) at 4.4:1 on the page's grey. One shade darker (blue 800) reads at 5.7:1 and 5.5:1.
 */
const readableBlues: RaThemeOptions = {
  palette: {
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
  components: {
    // The form toolbar's grey (grey 300) leaves the red Delete at 3.8:1; grey 100 reads at 4.7:1.
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } },
  },
};

/**
 * react-admin names a list row's checkbox ('Select this row', 'Select all') with an aria-label on MUI's root span,
 * where it names nothing: the name moves to the checkbox itself.
 */
type Labelled = { 'aria-label'?: string };

const namedCheckboxes: RaThemeOptions = {
  components: {
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: Labelled) => ('aria-label' in ownerState ? { 'aria-label': undefined } : {}),
          input: (ownerState: Labelled) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
  },
};

export const lightTheme: RaThemeOptions = [readableBlues, namedCheckboxes, asWritten].reduce<RaThemeOptions>(
  (theme, part) => deepmerge(theme, part),
  defaultLightTheme,
);
export const darkTheme: RaThemeOptions = deepmerge(deepmerge(defaultDarkTheme, namedCheckboxes), asWritten);
