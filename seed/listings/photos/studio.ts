/**
 * The composed photos, 1600 x 1200 (4:3): a studio backdrop in the car's colour family with a floor light and a
 * soft shadow, the rendered car from one of four angles (or the cabin), and a discreet year/make/model caption in
 * the bottom-left corner.
 */
import { fromHsl, luminance, parseHex, toHex, toHsl } from './color.ts';
import { renderCar, type CameraView, type CarLook, type FloorPatch } from './car.ts';
import { renderInterior } from './interior.ts';
import type { BodyShape } from './shapes.ts';

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;

export type Angle = 'front' | 'side' | 'rear' | 'interior' | 'front-low';

export const cameraViews: Record<Exclude<Angle, 'interior'>, CameraView> = {
  front: { azimuth: 38, side: -1, elevation: 11, distance: 11 },
  side: { azimuth: 90, side: -1, elevation: 4, distance: 14 },
  rear: { azimuth: 140, side: 1, elevation: 12, distance: 11 },
  'front-low': { azimuth: 28, side: 1, elevation: 5, distance: 9.5 },
};

export interface PhotoSpec {
  angle: Angle;
  shape: BodyShape;
  look: CarLook;
  interior: string;
  accent: 'aluminium' | 'wood' | 'carbon';
  caption: string;
}

interface Backdrop {
  top: string;
  horizon: string;
  floor: string;
  spot: string;
  text: string;
}

/** A neutral studio, tinted towards the paint's hue; light cars get a deeper room, dark cars a lighter one. */
export function backdropFor(paintHex: string): Backdrop {
  const paint = parseHex(paintHex);
  const { h, s, l } = toHsl(paint);
  // Whites, blacks and greys get a neutral, slightly cool room rather than one tinted by a trace of hue.
  const neutral = s < 0.15 || l > 0.86 || l < 0.1;
  const hue = neutral ? 215 : h;
  const light = luminance(paint) > 0.42;
  const tint = neutral ? 0.06 : Math.min(light ? 0.18 : 0.12, s * 0.25);
  const tone = (l: number, sat = tint): string => toHex(fromHsl(hue, sat, l));
  if (light) {
    return { top: tone(0.2), horizon: tone(0.36), floor: tone(0.26), spot: tone(0.5, tint * 0.8), text: '#f3f4f6' };
  }
  return {
    top: tone(0.7),
    horizon: tone(0.88, tint * 0.6),
    floor: tone(0.74),
    spot: tone(0.96, tint * 0.4),
    text: '#2a2d31',
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const FONT = "'Helvetica Neue', Helvetica, 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";

/**
 * One photo: `svg`, the picture (studio, shadow, car or cabin), and `caption`, a small SVG of the year/make/model
 * line laid over its bottom-left corner. Everything full-frame in the picture is a linear gradient and the
 * shadows are radial gradients on ellipses: full-frame radial gradients or blur filters would cost several times
 * more to rasterise, and so would text inside the big picture (hence the separate caption).
 */
export interface ComposedPhoto {
  svg: string;
  caption: { svg: string; left: number; top: number };
}

export function composePhoto(spec: PhotoSpec): ComposedPhoto {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  if (spec.angle === 'interior') {
    const cabin = renderInterior(
      { width: W, height: H },
      { interior: spec.interior, accent: spec.accent, outside: backdropFor(spec.look.paint) },
    );
    return { svg: svgDocument(`${cabin}\n${vignette()}`), caption: caption(spec.caption, '#f3f4f6') };
  }
  const colours = backdropFor(spec.look.paint);
  const car = renderCar(spec.shape, spec.look, cameraViews[spec.angle], { width: W, height: H });
  const { cx, cy, rx, ry } = car.floor;
  const patch = (p: FloorPatch, k: number, fill: string) => {
    const m = [p.u.x * k, p.u.y * k, p.v.x * k, p.v.y * k, p.centre.x, p.centre.y].map((n) => n.toFixed(2)).join(' ');
    return `<ellipse rx="1" ry="1" transform="matrix(${m})" fill="url(#${fill})"/>`;
  };
  const studio = `<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${colours.top}"/>
    <stop offset="0.5" stop-color="${colours.horizon}"/>
    <stop offset="1" stop-color="${colours.floor}"/>
  </linearGradient>
  <radialGradient id="spot">
    <stop offset="0" stop-color="${colours.spot}" stop-opacity="0.8"/>
    <stop offset="0.55" stop-color="${colours.spot}" stop-opacity="0.35"/>
    <stop offset="1" stop-color="${colours.spot}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="shadow">
    <stop offset="0" stop-color="#000" stop-opacity="0.3"/>
    <stop offset="0.55" stop-color="#000" stop-opacity="0.2"/>
    <stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="contact">
    <stop offset="0" stop-color="#000" stop-opacity="0.5"/>
    <stop offset="0.7" stop-color="#000" stop-opacity="0.3"/>
    <stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#spot)"/>
${car.shadow.map((part) => patch(part, 1, 'shadow')).join('\n')}
${patch(car.footprint, 0.82, 'contact')}
${car.tyres.map((tyre) => patch(tyre, 1, 'contact')).join('\n')}`;
  return { svg: svgDocument(`${studio}\n${car.svg}\n${vignette()}`), caption: caption(spec.caption, colours.text) };
}

/** Darker edges, as two cheap linear gradients rather than one full-frame radial gradient. */
function vignette(): string {
  return `<defs>
  <linearGradient id="vignetteX" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="0.22"/>
    <stop offset="0.22" stop-color="#000" stop-opacity="0"/>
    <stop offset="0.78" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.22"/>
  </linearGradient>
  <linearGradient id="vignetteY" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.16"/>
    <stop offset="0.2" stop-color="#000" stop-opacity="0"/>
    <stop offset="0.85" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
  </linearGradient>
</defs>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#vignetteX)"/>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#vignetteY)"/>`;
}

const CAPTION = { left: 40, top: PHOTO_HEIGHT - 84, width: 900, height: 60 };

function caption(text: string, colour: string): ComposedPhoto['caption'] {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTION.width}" height="${CAPTION.height}">
<text x="4" y="42" font-family="${FONT}" font-size="26" letter-spacing="1.5" fill="${colour}" fill-opacity="0.72">${escapeXml(text)}</text>
</svg>`;
  return { svg, left: CAPTION.left, top: CAPTION.top };
}

function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
${body}
</svg>`;
}
