import { createTheme, Loader, Modal, type CSSVariablesResolver } from '@mantine/core';

/**
 * The console's look: Mantine's indigo, so staff never mistake it for the providers' portal
 * (petrol blue), with the same contrast fixes the portal needs (apps/web/src/app/theme.ts):
 * filled colours on shade 8, dimmed text, links and errors on dark shades (AA on white).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 4 },
  autoContrast: true,
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  // Mantine's close button is an icon alone: a screen reader needs its name.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    // A spinner is a bare span: its name is prohibited there (axe), allowed on a progressbar.
    Loader: Loader.extend({ defaultProps: { role: 'progressbar' } }),
  },
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-indigo-light-color': 'var(--mantine-color-indigo-9)',
    '--mantine-color-green-light-color': '#236b32',
    '--mantine-color-orange-light-color': '#a63e0b',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-9)',
    // Hovering a light variant darkens its background to shade 2, where the text above falls
    // under 4.5 to 1 (axe flagged the active section link under the pointer after a click, as
    // in the portal): hover lightens it to shade 0 instead.
    ...Object.fromEntries(
      ['indigo', 'red', 'green', 'orange', 'gray'].map((color) => [
        `--mantine-color-${color}-light-hover`,
        `var(--mantine-color-${color}-0)`,
      ]),
    ),
  },
  dark: {},
});
