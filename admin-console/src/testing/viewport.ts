/**
 * Component tests run in happy-dom, whose window is 1024 × 768 px: a test sets the width it means, so the console's
 * media queries (MUI's useMediaQuery, react-admin's layout) pick the phone or the desktop screen.
 */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

export function setViewport(width: number, height = 800): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

export const PHONE_WIDTH = 360;
export const DESKTOP_WIDTH = 1280;
