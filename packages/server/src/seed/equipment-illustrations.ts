/**
 * Drawn pictures of the demo units: one SVG per category, make and model, deterministic (no
 * randomness: a hash of the model picks the small variations). 800 × 600 (the catalog's 4:3), the
 * machine standing on a yard with its shadow. Only demo data uses them (seed-demo-pictures.ts).
 */
import type { EquipmentCategory } from './equipment';

export const ILLUSTRATION_WIDTH = 800;
export const ILLUSTRATION_HEIGHT = 600;

export interface IllustratedUnit {
  category: EquipmentCategory;
  make: string;
  model: string;
  /** The title names the kind (scissor lift, tank car, …) that picks the drawing. */
  title: string;
}

interface Paint {
  body: string;
  accent: string;
}

/** Each make's livery (body and a trim colour); unknown makes get a neutral grey-blue. */
export const MAKE_PALETTE: Readonly<Record<string, Paint>> = {
  Toyota: { body: '#ea7b24', accent: '#2b2b2b' },
  Hyster: { body: '#f2b134', accent: '#c0392b' },
  Yale: { body: '#e9c714', accent: '#1f1f1f' },
  Crown: { body: '#dfe3e6', accent: '#1d1d1d' },
  Caterpillar: { body: '#f7be16', accent: '#1b1b1b' },
  Mitsubishi: { body: '#d23a2f', accent: '#333333' },
  Clark: { body: '#1f7a45', accent: '#f0c419' },
  'John Deere': { body: '#367c2b', accent: '#fde428' },
  Bobcat: { body: '#f5f3ee', accent: '#e6711d' },
  Kubota: { body: '#f08a24', accent: '#444444' },
  Case: { body: '#d9a441', accent: '#2a2a2a' },
  Komatsu: { body: '#e6cf3a', accent: '#24374f' },
  Genie: { body: '#1e5aa8', accent: '#f2f2f2' },
  JLG: { body: '#f26f21', accent: '#3a3a3a' },
  Skyjack: { body: '#2b7bc0', accent: '#f4c300' },
  Snorkel: { body: '#d42b2b', accent: '#f2f2f2' },
  Trinity: { body: '#7b3a2a', accent: '#e8e1d5' },
  'American Railcar': { body: '#2f4b66', accent: '#eeeeee' },
  Greenbrier: { body: '#4a6b3c', accent: '#efe9dc' },
  'FreightCar America': { body: '#9aa2a9', accent: '#2b2b2b' },
  Raymond: { body: '#c7ccd1', accent: '#c0262d' },
  'Big Joe': { body: '#f26a1b', accent: '#1d4f91' },
  Jungheinrich: { body: '#f6c21c', accent: '#4a4f55' },
};
const DEFAULT_PAINT: Paint = { body: '#6d8299', accent: '#2b2b2b' };

/** FNV-1a: a small stable hash of the model for its variations. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `hex` lighter (amount > 0) or darker (amount < 0), amount in -1…1. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (value: number) =>
    Math.round(amount < 0 ? value * (1 + amount) : value + (255 - value) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

const GROUND = 480;
const TYRE = '#26282b';
const STEEL = '#5b6168';
const GLASS = '#bfe0f0';

function wheel(cx: number, cy: number, r: number, hub = '#c9ced3'): string {
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="none" stroke="#3a3d41" stroke-width="${Math.max(2, r * 0.08)}" stroke-dasharray="${r * 0.18} ${r * 0.12}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.52}" fill="${hub}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${shade(hub, -0.35)}"/></g>`;
}

/** A crawler track from x1 to x2 standing on the ground. */
function track(x1: number, x2: number, height: number): string {
  const r = height / 2;
  const cy = GROUND - r;
  const rollers = [];
  for (let x = x1 + r; x <= x2 - r + 1; x += (x2 - x1 - 2 * r) / 4) {
    rollers.push(`<circle cx="${x}" cy="${cy}" r="${r * 0.45}" fill="#8b9197"/>`);
  }
  return `<g><rect x="${x1}" y="${GROUND - height}" width="${x2 - x1}" height="${height}" rx="${r}" fill="${TYRE}"/>
<rect x="${x1 + 6}" y="${GROUND - height + 6}" width="${x2 - x1 - 12}" height="${height - 12}" rx="${r - 6}" fill="#45494e"/>
${rollers.join('')}
<rect x="${x1}" y="${GROUND - height}" width="${x2 - x1}" height="${height}" rx="${r}" fill="none" stroke="#17181a" stroke-width="4" stroke-dasharray="10 6"/></g>`;
}

function shadow(cx: number, width: number): string {
  return `<ellipse cx="${cx}" cy="${GROUND + 6}" rx="${width / 2}" ry="16" fill="#1b2430" opacity="0.22"/>`;
}

function scene(content: string, label: string, sky: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f4f1ea"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/>
<path d="M0 ${GROUND - 70} L120 ${GROUND - 110} L230 ${GROUND - 80} L360 ${GROUND - 125} L480 ${GROUND - 85} L610 ${GROUND - 120} L800 ${GROUND - 75} V${GROUND} H0Z" fill="#d9dfe3" opacity="0.7"/>
<rect y="${GROUND}" width="800" height="${600 - GROUND}" fill="#cfc6b6"/>
<rect y="${GROUND}" width="800" height="6" fill="#b8ad99"/>
${content}
</svg>`;
}

/** Numbers with at most one decimal: smaller files, same picture. */
function tidy(svg: string): string {
  return svg.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// ---------------------------------------------------------------------------------------------
// The machines. Each draws on the 800 × 600 canvas with its wheels on GROUND.
// ---------------------------------------------------------------------------------------------

function forklift(p: Paint, v: number, title: string): string {
  const threeWheel = /3-wheel/i.test(title);
  const pneumatic = /pneumatic|diesel/i.test(title);
  const big = /high-capacity|45|155|50N/i.test(title);
  const electric = /electric/i.test(title);
  const s = big ? 1.12 : 1;
  const mast = 250 + (v % 4) * 22 + (big ? 20 : 0);
  const rf = (pneumatic ? 54 : 46) * s;
  const rr = threeWheel ? 38 : (pneumatic ? 50 : 42) * s;
  const x0 = 220;
  const frontX = x0 + 330 * s;
  const rearX = x0 + 70;
  const bodyTop = GROUND - 150 * s;
  const dark = shade(p.body, -0.3);
  return `${shadow(x0 + 230, 520)}
<!-- mast and forks -->
<rect x="${frontX + 60}" y="${GROUND - mast}" width="16" height="${mast - 10}" fill="${STEEL}"/>
<rect x="${frontX + 80}" y="${GROUND - mast + 30}" width="12" height="${mast - 40}" fill="${shade(STEEL, -0.2)}"/>
<rect x="${frontX + 56}" y="${GROUND - mast}" width="40" height="12" fill="${shade(STEEL, -0.3)}"/>
<rect x="${frontX + 56}" y="${GROUND - 130}" width="44" height="100" rx="4" fill="${shade(STEEL, -0.35)}"/>
<rect x="${frontX + 92}" y="${GROUND - 30}" width="150" height="12" rx="3" fill="#34383c"/>
<rect x="${frontX + 92}" y="${GROUND - 120}" width="12" height="100" fill="#34383c"/>
<path d="M${frontX + 60} ${GROUND - mast + 40} V${GROUND - 40}" stroke="#2a2d30" stroke-width="4"/>
<!-- overhead guard -->
<path d="M${rearX + 40} ${bodyTop} L${rearX + 70} ${GROUND - 330 * s} H${frontX + 10} L${frontX + 40} ${bodyTop + 10}" fill="none" stroke="#2b2e31" stroke-width="12" stroke-linejoin="round"/>
<rect x="${rearX + 66}" y="${GROUND - 338 * s}" width="${frontX - rearX - 50}" height="14" rx="4" fill="#2b2e31"/>
<!-- seat and wheel -->
<path d="M${rearX + 120} ${bodyTop - 70} q-6 -50 28 -52 l14 60 z" fill="#2f3236"/>
<rect x="${rearX + 110}" y="${bodyTop - 22}" width="70" height="22" rx="8" fill="#2f3236"/>
<path d="M${frontX - 40} ${bodyTop} L${frontX - 70} ${bodyTop - 70}" stroke="#2b2e31" stroke-width="8"/>
<ellipse cx="${frontX - 74}" cy="${bodyTop - 74}" rx="22" ry="7" fill="#1d1f22" transform="rotate(-25 ${frontX - 74} ${bodyTop - 74})"/>
<!-- body and counterweight -->
<path d="M${rearX - 70} ${GROUND - 40} V${bodyTop + 30} q0 -30 30 -30 H${frontX + 40} V${GROUND - 40} Z" fill="${p.body}"/>
<path d="M${rearX - 70} ${GROUND - 40} V${bodyTop + 30} q0 -30 30 -30 H${rearX + 60} V${GROUND - 40} Z" fill="${dark}"/>
<rect x="${rearX - 70}" y="${bodyTop}" width="${frontX - rearX + 110}" height="60" fill="url(#shine)"/>
<rect x="${rearX - 40}" y="${GROUND - 92}" width="${frontX - rearX + 80}" height="14" fill="${p.accent}"/>
${electric ? `<rect x="${rearX + 110}" y="${bodyTop + 20}" width="80" height="40" rx="4" fill="${shade(p.body, -0.15)}"/><path d="M${rearX + 146} ${bodyTop + 26} l-10 16 h12 l-8 14" stroke="#fff" stroke-width="4" fill="none"/>` : `<rect x="${rearX + 20}" y="${bodyTop - 60}" width="12" height="62" rx="4" fill="#3d4145"/>`}
<!-- wheels -->
<path d="M${frontX - rf - 14} ${GROUND - 40} a${rf + 14} ${rf + 14} 0 0 1 ${2 * rf + 28} 0 Z" fill="${shade(p.body, -0.45)}"/>
${wheel(frontX, GROUND - rf, rf)}
${wheel(rearX, GROUND - rr, rr)}`;
}

function excavator(p: Paint, v: number, title: string): string {
  const mini = /mini|compact/i.test(title);
  const s = mini ? 0.8 : 1;
  const boom = (230 + (v % 3) * 20) * s;
  const trackTop = GROUND - 70 * s;
  const x1 = 180;
  const x2 = x1 + 380 * s;
  const houseY = trackTop - 30;
  const dark = shade(p.body, -0.3);
  const pivotX = x1 + 300 * s;
  const pivotY = houseY - 60 * s;
  const elbowX = pivotX + boom * 0.72;
  const elbowY = pivotY - boom * 0.55;
  const tipX = elbowX + 90 * s;
  const tipY = GROUND - 70 * s;
  return `${shadow((x1 + tipX) / 2 + 20, tipX - x1 + 120)}
${track(x1, x2, 70 * s)}
<rect x="${x1 + 40}" y="${trackTop - 20}" width="${x2 - x1 - 80}" height="24" fill="#3a3d41"/>
<!-- house -->
<path d="M${x1 - 20 * s} ${houseY} V${houseY - 70 * s} q0 -14 14 -14 H${x1 + 300 * s} V${houseY} Z" fill="${p.body}"/>
<rect x="${x1 - 20 * s}" y="${houseY - 84 * s}" width="${90 * s}" height="${84 * s}" fill="${dark}"/>
<rect x="${x1 - 20 * s}" y="${houseY - 84 * s}" width="${320 * s}" height="30" fill="url(#shine)"/>
<!-- cab -->
<path d="M${x1 + 180 * s} ${houseY - 84 * s} V${houseY - 200 * s} H${x1 + 270 * s} L${x1 + 300 * s} ${houseY - 140 * s} V${houseY - 84 * s} Z" fill="${shade(p.body, -0.1)}"/>
<path d="M${x1 + 192 * s} ${houseY - 94 * s} V${houseY - 188 * s} H${x1 + 262 * s} L${x1 + 286 * s} ${houseY - 140 * s} V${houseY - 94 * s} Z" fill="${GLASS}"/>
<path d="M${x1 + 200 * s} ${houseY - 180 * s} L${x1 + 230 * s} ${houseY - 180 * s} L${x1 + 205 * s} ${houseY - 120 * s}Z" fill="#fff" opacity="0.5"/>
<rect x="${x1 + 40 * s}" y="${houseY - 104 * s}" width="10" height="24" fill="#2b2e31"/>
<rect x="${x1}" y="${houseY - 20}" width="${300 * s}" height="10" fill="${p.accent}"/>
<!-- boom, stick, bucket -->
<path d="M${pivotX - 20} ${pivotY + 40} L${elbowX} ${elbowY - 14} L${elbowX + 10} ${elbowY + 14} L${pivotX + 10} ${pivotY + 60} Z" fill="${p.body}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>
<path d="M${pivotX + 10} ${pivotY + 30} L${elbowX - 40} ${elbowY + 40}" stroke="#c9ced3" stroke-width="${10 * s}" stroke-linecap="round"/>
<path d="M${elbowX - 8} ${elbowY} L${tipX} ${tipY - 40 * s} L${tipX + 12} ${tipY - 30 * s} L${elbowX + 14} ${elbowY + 10} Z" fill="${p.body}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>
<path d="M${tipX - 10} ${tipY - 50 * s} q${50 * s} 0 ${60 * s} ${40 * s} l${-10 * s} ${30 * s} l${-70 * s} 0 q0 ${-40 * s} ${20 * s} ${-70 * s} z" fill="${shade(p.accent, 0.15)}"/>
<path d="M${tipX - 60 * s} ${tipY + 20 * s} l8 12 l8 -12 l8 12 l8 -12 l8 12 l8 -12" stroke="#17181a" stroke-width="4" fill="none"/>
<circle cx="${elbowX}" cy="${elbowY}" r="${10 * s}" fill="#2b2e31"/>
<circle cx="${pivotX}" cy="${pivotY + 45}" r="${10 * s}" fill="#2b2e31"/>`;
}

function loader(p: Paint, v: number, title: string): string {
  const skid = /skid|track loader/i.test(title);
  const tracked = /track loader/i.test(title);
  const backhoe = /backhoe/i.test(title);
  const dozer = /dozer/i.test(title);
  const dark = shade(p.body, -0.3);
  const x0 = skid ? 250 : 170;
  const len = skid ? 260 : 400;
  const r = skid ? 46 : 70 + (v % 2) * 6;
  const body = GROUND - (skid ? 120 : dozer ? 110 : 150);
  const cabX = skid ? x0 + 60 : x0 + (backhoe ? 170 : 150);
  const cabW = skid ? 120 : 130;
  const cabTop = body - (skid ? 130 : 170);
  const frontX = x0 + len;
  const parts = [shadow(x0 + len / 2 + 40, len + 220)];
  if (dozer) parts.push(track(x0 - 10, x0 + len, 90));
  parts.push(
    `<path d="M${x0 - 30} ${GROUND - (dozer ? 60 : r)} V${body + 20} q0 -20 20 -20 H${frontX - 30} l30 40 V${GROUND - (dozer ? 60 : r)} Z" fill="${p.body}"/>`,
    `<rect x="${x0 - 30}" y="${body}" width="${len + 30}" height="26" fill="url(#shine)"/>`,
    `<rect x="${x0 - 20}" y="${body + 40}" width="${len}" height="12" fill="${p.accent}"/>`,
    `<path d="M${cabX} ${body} V${cabTop + 16} q0 -16 16 -16 H${cabX + cabW - 16} q16 0 16 16 V${body} Z" fill="${dark}"/>`,
    `<rect x="${cabX + 12}" y="${cabTop + 14}" width="${cabW - 24}" height="${body - cabTop - 30}" rx="6" fill="${GLASS}"/>`,
    `<path d="M${cabX + 22} ${cabTop + 24} h30 l-26 ${body - cabTop - 60}z" fill="#fff" opacity="0.5"/>`,
  );
  if (!skid && !dozer)
    parts.push(
      `<rect x="${x0 + 20}" y="${body - 50}" width="12" height="52" rx="4" fill="#3d4145"/>`,
    );
  if (tracked) parts.push(track(x0 - 20, frontX + 10, 70));
  else if (!dozer)
    parts.push(
      wheel(x0 + (skid ? 30 : 40), GROUND - r, r),
      wheel(frontX - (skid ? 30 : 70), GROUND - r, r),
    );
  if (dozer) {
    parts.push(
      `<path d="M${frontX + 10} ${body + 30} L${frontX + 70} ${GROUND - 60}" stroke="${dark}" stroke-width="18"/>`,
      `<path d="M${frontX + 60} ${body - 10} q30 80 0 ${GROUND - body + 10} h30 V${body - 10} Z" fill="${shade(p.body, -0.15)}" stroke="${dark}" stroke-width="4"/>`,
      `<path d="M${x0 - 30} ${GROUND - 90} l-50 60 l20 0 l10 30" stroke="${STEEL}" stroke-width="10" fill="none"/>`,
    );
  } else {
    // loader arms and bucket
    const armFrom = skid ? cabX + cabW - 10 : cabX + cabW;
    const bucketX = frontX + (skid ? 40 : 80);
    parts.push(
      `<path d="M${armFrom} ${cabTop + 50} L${bucketX - 10} ${GROUND - 70}" stroke="${p.body}" stroke-width="22" stroke-linecap="round"/>`,
      `<path d="M${armFrom} ${cabTop + 50} L${bucketX - 10} ${GROUND - 70}" stroke="${dark}" stroke-width="4" stroke-dasharray="1 200"/>`,
      `<path d="M${bucketX - 20} ${GROUND - 110} h${skid ? 60 : 90} l${skid ? 20 : 30} 100 h-${skid ? 90 : 130} z" fill="${shade(p.accent, 0.1)}"/>`,
      `<path d="M${bucketX - 20} ${GROUND - 110} h${skid ? 60 : 90}" stroke="${dark}" stroke-width="6"/>`,
    );
  }
  if (backhoe) {
    parts.push(
      `<path d="M${x0 - 30} ${body + 30} L${x0 - 120} ${body - 90} L${x0 - 150} ${GROUND - 60}" stroke="${p.body}" stroke-width="20" fill="none" stroke-linejoin="round"/>`,
      `<path d="M${x0 - 175} ${GROUND - 70} q25 -30 50 0 l-10 40 h-30 z" fill="${shade(p.accent, 0.1)}"/>`,
      `<path d="M${x0 - 40} ${GROUND - 60} l-30 55 h20" stroke="${STEEL}" stroke-width="10" fill="none"/>`,
    );
  }
  return parts.join('\n');
}

function scissorLift(p: Paint, v: number, title: string): string {
  const roughTerrain = /rough/i.test(title);
  const stages = 3 + (v % 3);
  const r = roughTerrain ? 44 : 26;
  const x1 = roughTerrain ? 200 : 240;
  const x2 = roughTerrain ? 620 : 560;
  const baseTop = GROUND - r - (roughTerrain ? 60 : 50);
  const stageH = (roughTerrain ? 64 : 58) * stageScale(stages);
  const deckY = baseTop - stages * stageH - 16;
  const dark = shade(p.body, -0.3);
  const scissors = [];
  for (let i = 0; i < stages; i++) {
    const y = baseTop - i * stageH;
    scissors.push(
      `<path d="M${x1 + 20} ${y} L${x2 - 20} ${y - stageH}" stroke="${p.body}" stroke-width="14"/>`,
      `<path d="M${x2 - 20} ${y} L${x1 + 20} ${y - stageH}" stroke="${dark}" stroke-width="14"/>`,
      `<circle cx="${(x1 + x2) / 2}" cy="${y - stageH / 2}" r="7" fill="#2b2e31"/>`,
    );
  }
  return `${shadow((x1 + x2) / 2, x2 - x1 + 140)}
${scissors.join('\n')}
<rect x="${x1 - 20}" y="${deckY}" width="${x2 - x1 + 60}" height="22" rx="3" fill="${p.body}"/>
<path d="M${x1 - 14} ${deckY} V${deckY - 80} H${x2 + 34} V${deckY} M${x1 - 14} ${deckY - 40} H${x2 + 34} M${x1 + 60} ${deckY} V${deckY - 80} M${x1 + 160} ${deckY} V${deckY - 80} M${x2 - 40} ${deckY} V${deckY - 80}" stroke="${p.accent === '#f2f2f2' ? '#d4d8db' : p.accent}" stroke-width="7" fill="none" stroke-linejoin="round"/>
<rect x="${x2 - 10}" y="${deckY - 60}" width="24" height="18" rx="3" fill="#2b2e31"/>
<rect x="${x1}" y="${baseTop}" width="${x2 - x1}" height="${GROUND - r - baseTop + 10}" rx="8" fill="${p.body}"/>
<rect x="${x1}" y="${baseTop}" width="${x2 - x1}" height="20" fill="url(#shine)"/>
<rect x="${x1 + 30}" y="${baseTop + 22}" width="${x2 - x1 - 60}" height="10" fill="${dark}"/>
${wheel(x1 + 50, GROUND - r, r)}
${wheel(x2 - 50, GROUND - r, r)}
${roughTerrain ? `<rect x="${x1 - 30}" y="${GROUND - 30}" width="24" height="30" fill="${STEEL}"/><rect x="${x2 + 6}" y="${GROUND - 30}" width="24" height="30" fill="${STEEL}"/>` : ''}`;
}

function stageScale(stages: number): number {
  return stages > 4 ? 0.8 : 1;
}

function boomLift(p: Paint, v: number, title: string): string {
  const articulating = /articulating/i.test(title);
  const length = 300 + (v % 3) * 30 + (/ultra|1850/i.test(title) ? 40 : 0);
  const x1 = 150;
  const x2 = 440;
  const r = 46;
  const chassisTop = GROUND - r - 50;
  const dark = shade(p.body, -0.3);
  const pivotX = x1 + 90;
  const pivotY = chassisTop - 70;
  const angle = articulating ? 0.9 : 0.62;
  let tipX: number;
  let tipY: number;
  let arms: string;
  if (articulating) {
    const kneeX = pivotX + 120;
    const kneeY = pivotY - 160;
    tipX = kneeX + length * Math.cos(0.35);
    tipY = kneeY - length * Math.sin(0.35);
    arms = `<path d="M${pivotX} ${pivotY} L${kneeX} ${kneeY}" stroke="${p.body}" stroke-width="30" stroke-linecap="round"/>
<path d="M${kneeX} ${kneeY} L${tipX} ${tipY}" stroke="${p.body}" stroke-width="24" stroke-linecap="round"/>
<path d="M${kneeX} ${kneeY} L${kneeX + (tipX - kneeX) * 0.5} ${kneeY + (tipY - kneeY) * 0.5}" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>
<circle cx="${kneeX}" cy="${kneeY}" r="12" fill="#2b2e31"/>`;
  } else {
    tipX = pivotX + length * Math.cos(angle);
    tipY = pivotY - length * Math.sin(angle);
    arms = `<path d="M${pivotX} ${pivotY} L${tipX} ${tipY}" stroke="${p.body}" stroke-width="34" stroke-linecap="round"/>
<path d="M${pivotX + (tipX - pivotX) * 0.45} ${pivotY + (tipY - pivotY) * 0.45} L${tipX} ${tipY}" stroke="${shade(p.body, 0.2)}" stroke-width="20" stroke-linecap="round"/>
<path d="M${pivotX + 20} ${pivotY + 20} L${pivotX + (tipX - pivotX) * 0.35} ${pivotY + (tipY - pivotY) * 0.35 + 10}" stroke="#c9ced3" stroke-width="10"/>`;
  }
  tipY = Math.max(tipY, 70);
  return `${shadow((x1 + x2) / 2 + 40, x2 - x1 + 200)}
<rect x="${x1}" y="${chassisTop}" width="${x2 - x1}" height="${GROUND - r - chassisTop + 14}" rx="8" fill="${dark}"/>
<path d="M${x1 - 20} ${pivotY + 10} V${chassisTop} H${x1 + 170} V${pivotY + 30} q0 -20 -20 -20 Z" fill="${p.body}"/>
<rect x="${x1 - 20}" y="${pivotY + 10}" width="190" height="18" fill="url(#shine)"/>
${arms}
<circle cx="${pivotX}" cy="${pivotY}" r="16" fill="#2b2e31"/>
<path d="M${tipX} ${tipY} V${tipY + 30}" stroke="${STEEL}" stroke-width="10"/>
<rect x="${tipX - 10}" y="${tipY + 30}" width="110" height="40" rx="4" fill="${p.body}"/>
<path d="M${tipX - 6} ${tipY + 30} V${tipY - 20} H${tipX + 96} V${tipY + 30} M${tipX - 6} ${tipY + 4} H${tipX + 96}" stroke="${p.accent === '#f2f2f2' ? '#d4d8db' : p.accent}" stroke-width="6" fill="none"/>
${wheel(x1 + 50, GROUND - r, r)}
${wheel(x2 - 40, GROUND - r, r)}`;
}

function railCar(p: Paint, v: number, title: string): string {
  const dark = shade(p.body, -0.35);
  const x1 = 50;
  const x2 = 750;
  const deck = GROUND - 90;
  const truck = (
    cx: number,
  ) => `<rect x="${cx - 80}" y="${GROUND - 62}" width="160" height="26" rx="6" fill="#2f3236"/>
${wheel(cx - 48, GROUND - 28, 28, '#8b9197')}${wheel(cx + 48, GROUND - 28, 28, '#8b9197')}`;
  const rail = `<rect y="${GROUND - 2}" width="800" height="10" fill="#6b6f73"/><rect y="${GROUND + 8}" width="800" height="14" fill="#8a7357" opacity="0.6"/>`;
  let bodyShape: string;
  if (/tank/i.test(title)) {
    bodyShape = `<rect x="${x1 + 10}" y="${deck - 170}" width="${x2 - x1 - 20}" height="170" rx="85" fill="${p.body}"/>
<rect x="${x1 + 60}" y="${deck - 160}" width="${x2 - x1 - 120}" height="40" rx="20" fill="url(#shine)"/>
<rect x="370" y="${deck - 196}" width="60" height="30" rx="6" fill="${dark}"/>
<path d="M${x1 + 10} ${deck - 86} H${x2 - 10}" stroke="${dark}" stroke-width="4"/>`;
  } else if (/hopper/i.test(title)) {
    const bays = 3 + (v % 2);
    const w = (x2 - x1 - 40) / bays;
    const hoppers = Array.from(
      { length: bays },
      (_, i) =>
        `<path d="M${x1 + 20 + i * w} ${deck} l${w / 2} 60 l${w / 2} -60 Z" fill="${dark}"/>`,
    ).join('');
    bodyShape = `${hoppers}<path d="M${x1 + 10} ${deck} V${deck - 170} q0 -20 30 -24 H${x2 - 40} q30 4 30 24 V${deck} Z" fill="${p.body}"/>
<rect x="${x1 + 10}" y="${deck - 180}" width="${x2 - x1 - 20}" height="40" fill="url(#shine)"/>
${Array.from({ length: 12 }, (_, i) => `<path d="M${x1 + 60 + i * 55} ${deck - 186} V${deck}" stroke="${dark}" stroke-width="4"/>`).join('')}`;
  } else if (/boxcar/i.test(title)) {
    const tall = /high-cube/i.test(title) ? 230 : 200;
    bodyShape = `<rect x="${x1 + 10}" y="${deck - tall}" width="${x2 - x1 - 20}" height="${tall}" rx="6" fill="${p.body}"/>
<rect x="${x1 + 10}" y="${deck - tall}" width="${x2 - x1 - 20}" height="40" fill="url(#shine)"/>
${Array.from({ length: 18 }, (_, i) => `<path d="M${x1 + 40 + i * 37} ${deck - tall + 8} V${deck - 8}" stroke="${dark}" stroke-width="3"/>`).join('')}
<rect x="330" y="${deck - tall + 20}" width="140" height="${tall - 30}" fill="${shade(p.body, -0.15)}" stroke="${dark}" stroke-width="4"/>
<path d="M326 ${deck - tall + 30} H474 M326 ${deck - 14} H474" stroke="${STEEL}" stroke-width="6"/>`;
  } else if (/gondola/i.test(title)) {
    bodyShape = `<path d="M${x1 + 10} ${deck} V${deck - 110} H${x2 - 10} V${deck} Z" fill="${p.body}"/>
<rect x="${x1 + 10}" y="${deck - 110}" width="${x2 - x1 - 20}" height="24" fill="url(#shine)"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M${x1 + 40 + i * 48} ${deck - 110} V${deck}" stroke="${dark}" stroke-width="5"/>`).join('')}
<path d="M${x1 + 20} ${deck - 110} q80 -40 160 -10 q100 -40 200 0 q90 -30 180 -5 q60 -25 130 15 Z" fill="#2b2b2b"/>`;
  } else {
    // centre-beam flatcar with a load of lumber
    bodyShape = `<rect x="${x1 + 10}" y="${deck - 24}" width="${x2 - x1 - 20}" height="24" fill="${p.body}"/>
<rect x="${x1 + 20}" y="${deck - 250}" width="24" height="226" fill="${p.body}"/><rect x="${x2 - 44}" y="${deck - 250}" width="24" height="226" fill="${p.body}"/>
<path d="M${x1 + 44} ${deck - 240} H${x2 - 44}" stroke="${p.body}" stroke-width="14"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${x1 + 60 + i * 105}" y="${deck - 220 + (i % 2) * 10}" width="95" height="${196 - (i % 2) * 10}" fill="#e2c48f" stroke="#b8955c" stroke-width="3"/>`).join('')}
${Array.from({ length: 6 }, (_, i) => `<path d="M${x1 + 60 + i * 105} ${deck - 150} h95 M${x1 + 60 + i * 105} ${deck - 80} h95" stroke="#f4f1ea" stroke-width="4"/>`).join('')}`;
  }
  return `${rail}${shadow(400, 760)}
${bodyShape}
<rect x="${x1}" y="${deck}" width="${x2 - x1}" height="18" fill="${dark}"/>
<rect x="${x1 - 22}" y="${deck + 4}" width="24" height="10" fill="${STEEL}"/><rect x="${x2 - 2}" y="${deck + 4}" width="24" height="10" fill="${STEEL}"/>
${truck(x1 + 120)}
${truck(x2 - 120)}`;
}

function warehouse(p: Paint, v: number, title: string): string {
  const dark = shade(p.body, -0.3);
  if (/pallet/i.test(title)) {
    const rider = /rider/i.test(title);
    const x0 = rider ? 200 : 250;
    return `${shadow(430, 480)}
<rect x="${x0 + 140}" y="${GROUND - 40}" width="${rider ? 300 : 260}" height="16" rx="4" fill="#34383c"/>
${wheel(x0 + (rider ? 420 : 380), GROUND - 14, 14)}
<path d="M${x0} ${GROUND - 30} V${GROUND - 170} q0 -20 20 -20 H${x0 + 130} q20 0 20 20 V${GROUND - 30} Z" fill="${p.body}"/>
<rect x="${x0}" y="${GROUND - 190}" width="150" height="30" fill="url(#shine)"/>
<rect x="${x0 + 10}" y="${GROUND - 90}" width="130" height="12" fill="${p.accent}"/>
${rider ? `<rect x="${x0 - 80}" y="${GROUND - 50}" width="90" height="18" rx="4" fill="#2f3236"/><path d="M${x0 - 70} ${GROUND - 50} V${GROUND - 160} H${x0}" stroke="${dark}" stroke-width="10" fill="none"/>` : ''}
<path d="M${x0 + 40} ${GROUND - 190} L${x0 - 30 - (v % 2) * 10} ${GROUND - 320}" stroke="#2b2e31" stroke-width="14" stroke-linecap="round"/>
<rect x="${x0 - 70}" y="${GROUND - 340}" width="80" height="26" rx="12" fill="${dark}"/>
${wheel(x0 + 70, GROUND - 30, 30)}`;
  }
  // reach truck, order picker, turret truck: a tall mast and an operator compartment
  const picker = /picker|turret/i.test(title);
  const mast = 330 + (v % 3) * 20;
  const x0 = 230;
  return `${shadow(430, 480)}
<rect x="${x0 + 200}" y="${GROUND - mast}" width="18" height="${mast - 20}" fill="${STEEL}"/>
<rect x="${x0 + 222}" y="${GROUND - mast + 20}" width="14" height="${mast - 40}" fill="${shade(STEEL, -0.2)}"/>
<rect x="${x0 + 190}" y="${GROUND - mast}" width="56" height="14" fill="${shade(STEEL, -0.3)}"/>
${
  picker
    ? `<rect x="${x0 + 60}" y="${GROUND - 250}" width="140" height="110" rx="4" fill="${p.body}"/>
<path d="M${x0 + 66} ${GROUND - 250} V${GROUND - 330} H${x0 + 194} V${GROUND - 250}" stroke="${dark}" stroke-width="8" fill="none"/>
<rect x="${x0 + 246}" y="${GROUND - 160}" width="150" height="12" fill="#34383c"/>`
    : `<rect x="${x0 + 246}" y="${GROUND - 70}" width="150" height="12" fill="#34383c"/><rect x="${x0 + 240}" y="${GROUND - 150}" width="12" height="92" fill="#34383c"/>`
}
<rect x="${x0 + 190}" y="${GROUND - 40}" width="200" height="18" rx="4" fill="${dark}"/>
${wheel(x0 + 370, GROUND - 16, 16)}
<path d="M${x0} ${GROUND - 30} V${GROUND - 200} q0 -20 20 -20 H${x0 + 190} V${GROUND - 30} Z" fill="${p.body}"/>
<rect x="${x0}" y="${GROUND - 220}" width="190" height="30" fill="url(#shine)"/>
<rect x="${x0 + 10}" y="${GROUND - 100}" width="170" height="12" fill="${p.accent}"/>
<path d="M${x0 + 20} ${GROUND - 220} V${GROUND - 310} H${x0 + 180} V${GROUND - 220}" stroke="#2b2e31" stroke-width="10" fill="none"/>
<rect x="${x0 + 14}" y="${GROUND - 318}" width="172" height="14" rx="4" fill="#2b2e31"/>
${wheel(x0 + 60, GROUND - 34, 34)}`;
}

const SKY: Record<EquipmentCategory, string> = {
  'lift-trucks': '#cfe3f1',
  'construction-equipment': '#d8e7f0',
  'aerial-work-platforms': '#cde4f4',
  'rail-cars': '#d6e4ee',
  'warehouse-equipment': '#dde3ea',
};

/** The SVG drawing of a unit: the same unit always gets the same bytes. */
export function equipmentIllustration(unit: IllustratedUnit): string {
  const paint = MAKE_PALETTE[unit.make] ?? DEFAULT_PAINT;
  const v = hash(`${unit.make} ${unit.model}`);
  const title = unit.title;
  let machine: string;
  switch (unit.category) {
    case 'lift-trucks':
      machine = forklift(paint, v, title);
      break;
    case 'construction-equipment':
      machine = /excavator/i.test(title) ? excavator(paint, v, title) : loader(paint, v, title);
      break;
    case 'aerial-work-platforms':
      machine = /scissor/i.test(title) ? scissorLift(paint, v, title) : boomLift(paint, v, title);
      break;
    case 'rail-cars':
      machine = railCar(paint, v, title);
      break;
    case 'warehouse-equipment':
      machine = warehouse(paint, v, title);
      break;
  }
  return tidy(scene(machine, `Illustration of a ${unit.make} ${unit.model}`, SKY[unit.category]));
}

/** Machines of the home page's yard: where each stands (x of its 800-wide frame) and its size. */
const YARD: readonly { unit: IllustratedUnit; x: number; scale: number }[] = [
  {
    unit: {
      category: 'construction-equipment',
      make: 'Caterpillar',
      model: '320',
      title: 'Hydraulic Excavator',
    },
    x: -40,
    scale: 0.5,
  },
  {
    unit: {
      category: 'construction-equipment',
      make: 'John Deere',
      model: '333G',
      title: 'Compact Track Loader',
    },
    x: 250,
    scale: 0.45,
  },
  {
    unit: {
      category: 'aerial-work-platforms',
      make: 'Genie',
      model: 'GS-3246',
      title: 'Electric Scissor Lift',
    },
    x: 470,
    scale: 0.5,
  },
  {
    unit: {
      category: 'lift-trucks',
      make: 'Toyota',
      model: '8FGCU25',
      title: 'Cushion Tire Forklift',
    },
    x: 720,
    scale: 0.48,
  },
  {
    unit: {
      category: 'warehouse-equipment',
      make: 'Crown',
      model: 'WP 3200',
      title: 'Walkie Pallet Truck',
    },
    x: 1050,
    scale: 0.45,
  },
  {
    unit: {
      category: 'aerial-work-platforms',
      make: 'JLG',
      model: '600S',
      title: 'Telescopic Boom Lift',
    },
    x: 1190,
    scale: 0.55,
  },
];

/** The home page's hero: a yard with several machines, 1600 × 480 (packages/storefront/src/assets). */
export function yardIllustration(): string {
  const width = 1600;
  const height = 420;
  const ground = 364;
  const machines = YARD.map(({ unit, x, scale }) => {
    const paint = MAKE_PALETTE[unit.make] ?? DEFAULT_PAINT;
    const v = hash(`${unit.make} ${unit.model}`);
    const drawn =
      unit.category === 'lift-trucks'
        ? forklift(paint, v, unit.title)
        : unit.category === 'construction-equipment'
          ? /excavator/i.test(unit.title)
            ? excavator(paint, v, unit.title)
            : loader(paint, v, unit.title)
          : unit.category === 'aerial-work-platforms'
            ? /scissor/i.test(unit.title)
              ? scissorLift(paint, v, unit.title)
              : boomLift(paint, v, unit.title)
            : unit.category === 'rail-cars'
              ? railCar(paint, v, unit.title)
              : warehouse(paint, v, unit.title);
    return `<g transform="translate(${x} ${ground - GROUND * scale}) scale(${scale})">${tidy(drawn)}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde3cf"/><stop offset="1" stop-color="#fff6ee"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="24" fill="url(#sky)"/>
<path d="M0 250 L160 200 L300 230 L470 170 L640 220 L820 180 L1000 225 L1180 175 L1380 212 L1600 185 V${ground} H0Z" fill="#f3cdb3" opacity="0.7"/>
<path d="M60 ${ground} V210 H330 V${ground} M110 210 V${ground} M160 210 V${ground} M210 210 V${ground} M260 210 V${ground}" fill="#e9bfa1" stroke="#d9a583" stroke-width="4"/>
<rect x="1240" y="160" width="300" height="${ground - 160}" fill="#ecc4a6"/><path d="M1230 160 L1390 100 L1550 160 Z" fill="#dfa987"/>
<rect x="1300" y="250" width="90" height="${ground - 250}" fill="#d39a78"/><rect x="1420" y="200" width="70" height="40" fill="#fff6ee"/>
<path d="M0 ${ground} H${width} V${height - 24} Q${width} ${height} ${width - 24} ${height} H24 Q0 ${height} 0 ${height - 24} Z" fill="#d8cbb9"/>
<rect y="${ground}" width="${width}" height="6" fill="#c4b39d"/>
${machines.join('\n')}
</svg>`;
}

/** Units that share this key share one drawing (the seed renders each key once). */
export function illustrationKey(unit: IllustratedUnit): string {
  return `${unit.category}|${unit.make}|${unit.model}|${unit.title.replace(/^\d{4} /, '')}`;
}
