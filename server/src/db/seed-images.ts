/**
 * Pictures for the demo library, drawn as SVG and rendered by sharp: knitted fabric in a yarn's colours
 * (stockinette "V" stitches with a little heather), colourwork charts, a garment silhouette, an avatar.
 * Deterministic: the same name always gives the same picture.
 */
import sharp from 'sharp';

/** A colour as #rrggbb. */
export type Hex = string;

/** What a picture shows. */
export type Scene =
  | { kind: 'fabric'; colours: Hex[] }
  | { kind: 'chart'; colours: Hex[]; motif: 'diamonds' | 'stripes' | 'checks' }
  | { kind: 'garment'; colours: Hex[] }
  | { kind: 'avatar'; colours: Hex[]; initials: string };

const WIDTH = 640;
const HEIGHT = 480;
const STITCH_W = 32;
const STITCH_H = 26;

/** A small seeded generator (mulberry32), so pictures are the same on every run. */
function random(seed: string): () => number {
  let a = [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `hex` lightened (amount > 0) or darkened (amount < 0), amount in -1..1. */
export function shade(hex: Hex, amount: number): Hex {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Which colour of the palette the stitch at (row, col) takes. */
function chartColour(scene: Scene, row: number, col: number): number {
  if (scene.colours.length < 2) return 0;
  if (scene.kind !== 'chart') return Math.floor((row * 3 + col) / 9) % scene.colours.length;
  if (scene.motif === 'stripes') return Math.floor(row / 3) % scene.colours.length;
  if (scene.motif === 'checks') return (Math.floor(row / 3) + Math.floor(col / 3)) % 2;
  const d = Math.abs((col % 8) - 4) + Math.abs((row % 8) - 4);
  return d === 3 ? 1 : d === 0 && scene.colours.length > 2 ? 2 : 0;
}

/** One "V" stitch: two leaning loops with a highlight, in `colour`. */
function stitch(x: number, y: number, colour: Hex): string {
  const rx = STITCH_W * 0.24;
  const ry = STITCH_H * 0.62;
  const loop = (cx: number, angle: number) => `<ellipse cx="${cx.toFixed(1)}" cy="${(y + STITCH_H / 2).toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}"`
    + ` transform="rotate(${angle} ${cx.toFixed(1)} ${(y + STITCH_H / 2).toFixed(1)})" fill="${colour}" stroke="${shade(colour, -0.35)}" stroke-width="1.5"/>`
    + `<ellipse cx="${(cx - angle / 12).toFixed(1)}" cy="${(y + STITCH_H * 0.38).toFixed(1)}" rx="${(rx * 0.35).toFixed(1)}" ry="${(ry * 0.45).toFixed(1)}"`
    + ` transform="rotate(${angle} ${cx.toFixed(1)} ${(y + STITCH_H / 2).toFixed(1)})" fill="${shade(colour, 0.25)}" fill-opacity="0.55"/>`;
  return loop(x + STITCH_W * 0.28, -30) + loop(x + STITCH_W * 0.72, 30);
}

/** Rows of stitches over the whole picture, each with a touch of heather. */
function fabric(scene: Scene, seed: string): string {
  const rnd = random(seed);
  const parts: string[] = [];
  for (let row = -1; row * STITCH_H * 0.8 < HEIGHT + STITCH_H; row += 1) {
    for (let col = 0; col * STITCH_W < WIDTH; col += 1) {
      const base = scene.colours[chartColour(scene, row, col)] ?? scene.colours[0];
      parts.push(stitch(col * STITCH_W, row * STITCH_H * 0.8, shade(base, (rnd() - 0.5) * 0.16)));
    }
  }
  return parts.join('');
}

/** A soft light from the top left and a vignette, so the fabric looks photographed. */
const LIGHT = `<defs><radialGradient id="light" cx="30%" cy="25%" r="85%">
  <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>`;

/** A jumper's outline, clipping the fabric. */
const JUMPER = 'M230 70 L280 60 Q320 95 360 60 L410 70 L540 150 L500 230 L450 200 L450 430 L190 430 L190 200 L140 230 L100 150 Z';

function garment(scene: Scene, seed: string): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${shade(scene.colours[0], 0.82)}"/>
    <defs><clipPath id="body"><path d="${JUMPER}"/></clipPath></defs>
    <path d="${JUMPER}" fill="#000" opacity="0.18" transform="translate(8 10)"/>
    <g clip-path="url(#body)">${fabric({ kind: 'chart', colours: scene.colours, motif: 'stripes' }, seed)}</g>
    <path d="${JUMPER}" fill="none" stroke="${shade(scene.colours[0], -0.45)}" stroke-width="3"/>`;
}

function avatar(scene: Extract<Scene, { kind: 'avatar' }>, seed: string): string {
  return `${fabric({ kind: 'fabric', colours: [scene.colours[0]] }, seed)}
    <circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="150" fill="${shade(scene.colours[1] ?? scene.colours[0], -0.1)}" opacity="0.92"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="120"
      font-weight="bold" fill="#fff">${scene.initials}</text>`;
}

function body(scene: Scene, seed: string): string {
  if (scene.kind === 'garment') return garment(scene, seed);
  if (scene.kind === 'avatar') return avatar(scene, seed);
  return fabric(scene, seed);
}

/** The picture as JPEG bytes (a photo-like upload), `seed` varying its heather. */
export async function drawPicture(scene: Scene, seed: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${shade(scene.colours[0], -0.5)}"/>${body(scene, seed)}${LIGHT}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}
