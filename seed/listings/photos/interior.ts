/**
 * The cabin photo, seen from the middle of the rear bench: dashboard, instrument cluster, centre screen, steering
 * wheel and the backs of the front seats in the listing's interior colour, the studio through the windshield.
 */
import { fromHsl, luminance, mix, parseHex, scale, toHex, toHsl } from './color.ts';
import type { Frame } from './car.ts';

export interface CabinSpec {
  /** Upholstery colour (hex). */
  interior: string;
  accent: 'aluminium' | 'wood' | 'carbon';
  outside: { top: string; horizon: string; floor: string };
}

const accents = {
  aluminium: ['#d4d7db', '#8e9399'],
  wood: ['#8a5a35', '#4a2c17'],
  carbon: ['#3a3d42', '#16181a'],
} as const;

export function renderInterior(frame: Frame, spec: CabinSpec): string {
  const W = frame.width;
  const H = frame.height;
  const leather = parseHex(spec.interior);
  const { h, s } = toHsl(leather);
  const dark = luminance(leather) < 0.12;
  // Black leather still shows its shape: lift it towards a charcoal so the highlights read.
  const base = dark ? mix(leather, { r: 0.24, g: 0.24, b: 0.25 }, 0.45) : leather;
  const hide = (k: number) => toHex(scale(base, k));
  const stitch = dark ? '#5a5d62' : toHex(mix(leather, { r: 1, g: 1, b: 1 }, 0.35));
  const dashTop = toHex(fromHsl(h, Math.min(0.08, s), 0.1));
  const [accentLight, accentDark] = accents[spec.accent];
  const seat = (cx: number, mirrored: boolean) => {
    const m = (x: number) => (mirrored ? 2 * cx - x : x);
    const pts = (list: Array<[number, number]>) => list.map(([x, y]) => `${m(x).toFixed(0)} ${y}`);
    const back = pts([
      [cx - 300, 1200],
      [cx - 290, 950],
      [cx - 268, 868],
      [cx - 180, 832],
      [cx + 180, 832],
      [cx + 268, 868],
      [cx + 290, 950],
      [cx + 300, 1200],
    ]);
    const panel = pts([
      [cx - 150, 1200],
      [cx - 156, 920],
      [cx - 132, 884],
      [cx + 132, 884],
      [cx + 156, 920],
      [cx + 150, 1200],
    ]);
    return `
  <path d="M${back[0]} L${back[1]} Q${back[2]} ${back[3]} L${back[4]} Q${back[5]} ${back[6]} L${back[7]} Z" fill="url(#seat)"/>
  <path d="M${panel[0]} L${panel[1]} Q${panel[2]} ${panel[3]} Q${panel[4]} ${panel[5]} Z" fill="${hide(0.86)}"/>
  <path d="M${panel[0]} L${panel[1]} Q${panel[2]} ${panel[3]} Q${panel[4]} ${panel[5]} Z" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 6" stroke-opacity="0.7"/>
  <path d="M${back[0]} L${back[1]} Q${back[2]} ${back[3]} L${back[4]} Q${back[5]} ${back[6]} L${back[7]} Z" fill="url(#bolster)"/>
  <rect x="${cx - 58}" y="780" width="12" height="60" fill="#6b6f74"/>
  <rect x="${cx + 46}" y="780" width="12" height="60" fill="#6b6f74"/>
  <rect x="${cx - 130}" y="640" width="260" height="160" rx="64" fill="url(#seat)"/>
  <rect x="${cx - 130}" y="640" width="260" height="160" rx="64" fill="url(#bolster)"/>
  <rect x="${cx - 102}" y="660" width="204" height="118" rx="48" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 6" stroke-opacity="0.6"/>`;
  };
  const wheelX = 545;
  const wheelY = 690;
  const screenX = W / 2 + 40;
  return `
  <defs>
    <linearGradient id="outside" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${spec.outside.top}"/>
      <stop offset="0.75" stop-color="${spec.outside.horizon}"/>
      <stop offset="1" stop-color="${spec.outside.floor}"/>
    </linearGradient>
    <linearGradient id="seat" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hide(1.12)}"/>
      <stop offset="0.5" stop-color="${hide(0.95)}"/>
      <stop offset="1" stop-color="${hide(0.62)}"/>
    </linearGradient>
    <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${dashTop}"/>
      <stop offset="1" stop-color="#060607"/>
    </linearGradient>
    <linearGradient id="hide" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hide(1.05)}"/>
      <stop offset="1" stop-color="${hide(0.7)}"/>
    </linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${accentLight}"/>
      <stop offset="1" stop-color="${accentDark}"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1c2a3a"/>
      <stop offset="1" stop-color="#07090c"/>
    </linearGradient>
    <radialGradient id="bolster" cx="0.5" cy="0.45" r="0.62">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.38"/>
    </radialGradient>
    <radialGradient id="wheelRim" cx="0.5" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#3a3c40"/>
      <stop offset="1" stop-color="#0c0d0e"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#outside)"/>
  <path d="M0 0 H${W} V120 Q${W / 2} 190 0 120 Z" fill="#2b2c2f"/>
  <path d="M0 120 Q${W / 2} 190 ${W} 120" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="8"/>
  <path d="M0 0 L170 0 L90 560 L0 610 Z" fill="#1c1d20"/>
  <path d="M${W} 0 L${W - 170} 0 L${W - 90} 560 L${W} 610 Z" fill="#1c1d20"/>
  <rect x="${W / 2 - 160}" y="150" width="320" height="78" rx="26" fill="#141517"/>
  <rect x="${W / 2 - 150}" y="160" width="300" height="58" rx="20" fill="#3a4350" opacity="0.65"/>
  <rect x="${W / 2 - 12}" y="110" width="24" height="48" fill="#141517"/>
  <rect x="0" y="700" width="${W}" height="${H - 700}" fill="#09090a"/>
  <path d="M0 560 Q${W / 2} 470 ${W} 560 L${W} 770 L0 770 Z" fill="url(#dash)"/>
  <path d="M0 560 Q${W / 2} 470 ${W} 560" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>
  <path d="M0 655 Q${W / 2} 600 ${W} 655 L${W} 735 Q${W / 2} 682 0 735 Z" fill="url(#hide)"/>
  <path d="M0 662 Q${W / 2} 607 ${W} 662" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="8 7" stroke-opacity="0.55"/>
  <path d="M0 705 Q${W / 2} 652 ${W} 705 L${W} 728 Q${W / 2} 675 0 728 Z" fill="url(#accent)"/>
  <rect x="360" y="530" width="400" height="120" rx="22" fill="#07080a"/>
  <path d="M420 625 A70 70 0 0 1 560 625" fill="none" stroke="#6fa8dc" stroke-opacity="0.75" stroke-width="5"/>
  <path d="M580 625 A70 70 0 0 1 720 625" fill="none" stroke="#6fa8dc" stroke-opacity="0.45" stroke-width="5"/>
  <rect x="${screenX - 185}" y="470" width="370" height="215" rx="18" fill="#050607"/>
  <rect x="${screenX - 172}" y="482" width="344" height="191" rx="10" fill="url(#screen)"/>
  <rect x="${screenX - 152}" y="500" width="190" height="150" rx="8" fill="#2a4258" opacity="0.55"/>
  <path d="M${screenX - 140} 620 C${screenX - 90} 560 ${screenX - 40} 600 ${screenX + 20} 530" fill="none" stroke="#8fc3f0" stroke-opacity="0.7" stroke-width="4"/>
  <rect x="${screenX + 56}" y="504" width="100" height="18" rx="6" fill="#9fb3c8" opacity="0.45"/>
  <rect x="${screenX + 56}" y="534" width="76" height="14" rx="6" fill="#9fb3c8" opacity="0.3"/>
  <rect x="${screenX + 56}" y="600" width="100" height="46" rx="10" fill="#3c5a78" opacity="0.6"/>
  <rect x="${W / 2 - 300}" y="700" width="90" height="26" rx="10" fill="#0c0d0f"/>
  <rect x="${W / 2 + 210}" y="700" width="90" height="26" rx="10" fill="#0c0d0f"/>
  <path d="M${W / 2 - 170} 760 L${W / 2 + 170} 760 L${W / 2 + 250} ${H} L${W / 2 - 250} ${H} Z" fill="#111214"/>
  <path d="M${W / 2 - 150} 790 L${W / 2 + 150} 790 L${W / 2 + 200} ${H} L${W / 2 - 200} ${H} Z" fill="${hide(0.42)}"/>
  <path d="M${W / 2 - 70} 800 L${W / 2 + 70} 800 L${W / 2 + 92} ${H} L${W / 2 - 92} ${H} Z" fill="url(#accent)" opacity="0.85"/>
  <rect x="${W / 2 - 46}" y="870" width="92" height="130" rx="36" fill="#1a1b1e"/>
  <rect x="${W / 2 - 30}" y="886" width="60" height="44" rx="18" fill="#3b3e43"/>
  <g>
    <path d="M${wheelX - 60} ${wheelY + 40} L${wheelX - 40} ${wheelY + 40} L${wheelX - 30} 820 L${wheelX - 70} 820 Z" fill="#0e0e0f"/>
    <circle cx="${wheelX}" cy="${wheelY}" r="150" fill="none" stroke="#111213" stroke-width="30"/>
    <circle cx="${wheelX}" cy="${wheelY}" r="150" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="5" stroke-dasharray="240 1000" transform="rotate(205 ${wheelX} ${wheelY})"/>
    <path d="M${wheelX - 140} ${wheelY + 14} L${wheelX} ${wheelY + 20} L${wheelX + 140} ${wheelY + 14}" fill="none" stroke="#151617" stroke-width="26" stroke-linejoin="round"/>
    <path d="M${wheelX} ${wheelY + 20} L${wheelX} ${wheelY + 142}" stroke="#151617" stroke-width="30"/>
    <path d="M${wheelX - 120} ${wheelY + 13} L${wheelX - 62} ${wheelY + 16}" stroke="${accentLight}" stroke-width="3" stroke-opacity="0.75"/>
    <path d="M${wheelX + 120} ${wheelY + 13} L${wheelX + 62} ${wheelY + 16}" stroke="${accentLight}" stroke-width="3" stroke-opacity="0.75"/>
    <circle cx="${wheelX}" cy="${wheelY + 18}" r="56" fill="url(#wheelRim)"/>
    <circle cx="${wheelX}" cy="${wheelY + 18}" r="15" fill="none" stroke="${accentLight}" stroke-width="3" stroke-opacity="0.8"/>
  </g>
  ${seat(250, false)}
  ${seat(W - 250, true)}`;
}
