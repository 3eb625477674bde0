/**
 * Writes the home-screen icons of the web manifest (client/public/icons/) from the logo in public/favicon.svg:
 * 192 and 512 px on the cream page colour, a maskable 512 px one whose logo keeps inside the safe circle (80 %), and
 * Apple's 180 px touch icon. The PNGs are committed; run again after changing the logo:
 *   node client/scripts/make-icons.mjs
 * sharp comes from the server's dependencies (npm workspaces hoist it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const pub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = fs.readFileSync(path.join(pub, 'favicon.svg'));
const CREAM = '#fbf6ee';

/** The logo at `logoSize` px, centred on a `size` px square of the page colour. */
async function icon(size, logoSize, file) {
  const mark = await sharp(logo, { density: Math.ceil((72 * logoSize) / 40) }).resize(logoSize, logoSize).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(pub, 'icons', file));
}

fs.mkdirSync(path.join(pub, 'icons'), { recursive: true });
await icon(192, 168, 'icon-192.png');
await icon(512, 448, 'icon-512.png');
// Launchers crop maskable icons to a circle or a squircle: the logo stays within the middle 80 %.
await icon(512, 330, 'icon-maskable-512.png');
await icon(180, 156, 'apple-touch-icon.png');
