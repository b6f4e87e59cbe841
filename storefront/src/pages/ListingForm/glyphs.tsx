/**
 * The few icons only the seller's screens draw. Decorative (aria-hidden): the button holding one has the name.
 * Kept here rather than in app/ui/icons.tsx, which another part of the team owns.
 */
import type { SVGProps } from 'react';

type GlyphProps = SVGProps<SVGSVGElement>;

function glyph(paths: readonly string[], displayName: string) {
  const Glyph = ({ fill = 'none', ...props }: GlyphProps) => (
    <svg viewBox="0 0 24 24" fill={fill} stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  Glyph.displayName = displayName;
  return Glyph;
}

const Star = glyph(['M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z'], 'StarGlyph');

export function StarGlyph({ filled, ...props }: GlyphProps & { filled?: boolean }) {
  return <Star {...props} fill={filled ? 'currentColor' : 'none'} />;
}

export const ChevronLeftGlyph = glyph(['M15 6l-6 6 6 6'], 'ChevronLeftGlyph');
export const ChevronRightGlyph = glyph(['M9 6l6 6-6 6'], 'ChevronRightGlyph');
export const UploadGlyph = glyph(['M12 16V4', 'M7 9l5-5 5 5', 'M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3'], 'UploadGlyph');
export const AlertGlyph = glyph(['M12 3l10 18H2z', 'M12 10v4', 'M12 17.5v.5'], 'AlertGlyph');
