/** The demo library `npm run seed` loads: three knitters, their stash, patterns, details, models and calculators. */
import type { CalculatorFields } from '../modules/calculator/calculator.service';
import type { KnitFields } from '../modules/knit/knit.service';
import type { ProfileInput } from '../modules/user/user.service';
import { KnitType, Unit, Visibility } from '../common/enums';
import type { Hex, Scene } from './seed-images';

/** The password of every demo knitter (printed by the seed). */
export const DEMO_PASSWORD = 'purlwise-demo';

export interface DemoColour { textDescription: string; codeDescription: string; hex: Hex; withPicture: boolean }

export interface DemoItem {
  type: KnitType;
  fields: KnitFields & { name: string };
  /** One picture per scene, in order. */
  pictures: Scene[];
  colours?: DemoColour[];
}

export interface DemoKnitter {
  username: string;
  email: string;
  profile: ProfileInput;
  unit: Unit;
  avatar: Scene;
  items: DemoItem[];
  /**
   * Gauges per 10 cm as a knitter measures them: the legacy names pair tensionRows with the width (the stitches across)
   * and tensionStitches with the height (the rows up), so a DK's 22 stitches and 30 rows are tensionRows 22, tensionStitches 30.
   */
  calculators: Array<CalculatorFields & { name: string }>;
}

const colour = (textDescription: string, codeDescription: string, hex: Hex, withPicture = true): DemoColour =>
  ({ textDescription, codeDescription, hex, withPicture });

const mira: DemoKnitter = {
  username: 'mira', email: 'mira@example.com', unit: Unit.METRIC,
  profile: { name: 'Mira Okafor', city: 'Lyon', country: 'France', visibility: Visibility.PUBLIC,
    bio: 'Colourwork addict. I swatch everything twice and still pick the first one.' },
  avatar: { kind: 'avatar', colours: ['#d9a05b', '#6b3e75'], initials: 'MO' },
  items: [
    { type: KnitType.YARN, fields: { name: 'Highland Heather DK', producer: 'Brume & Fils', madeIn: 'Scotland', content: '100% wool',
      weight: 'DK', yardage: '225 m / 100 g', needleSize: '4 mm', tags: ['wool', 'heather'], notes: 'Soft, a little hairy, blooms after blocking.' },
    pictures: [{ kind: 'fabric', colours: ['#8c2f39'] }, { kind: 'fabric', colours: ['#8c2f39', '#a8424c'] }],
    colours: [colour('Bramble', 'HH-112', '#8c2f39'), colour('Loch', 'HH-305', '#2f4f6f'), colour('Oat', 'HH-020', '#e9dcc0', false)] },
    { type: KnitType.YARN, fields: { name: 'Merino Sock Twist', producer: 'Fil Rouge', madeIn: 'France', content: '75% merino, 25% nylon',
      weight: 'Fingering', yardage: '400 m / 100 g', needleSize: '2.5 mm', tags: ['sock', 'merino'] },
    pictures: [{ kind: 'fabric', colours: ['#3e6b48', '#c7a94a', '#3e6b48', '#7a9e6b'] }],
    colours: [colour('Moss and mustard', 'MST-41', '#3e6b48'), colour('', 'MST-07', '#c7a94a')] },
    { type: KnitType.PATTERN, fields: { name: 'Snowdrift Yoke', producer: 'Mira Okafor', content: 'Top-down colourwork yoke jumper',
      weight: 'DK', needleSize: '3.5 mm and 4 mm', tags: ['jumper', 'colourwork', 'yoke'], notes: 'Sizes XS to 3XL. Chart in the second picture.' },
    pictures: [{ kind: 'chart', colours: ['#f1e3c8', '#2f4f6f', '#c0392b'], motif: 'diamonds' }] },
    { type: KnitType.MODEL, fields: { name: 'My first Snowdrift', content: 'Highland Heather DK in Oat and Loch', needleSize: '4 mm',
      tags: ['finished', 'jumper'], notes: 'Finished in February; two extra rows of ribbing at the hem.' },
    pictures: [{ kind: 'garment', colours: ['#2f4f6f', '#e9dcc0'] }] },
  ],
  calculators: [
    { name: 'Snowdrift swatch', type: 0, tensionRows: 22, tensionWidth: 10, tensionStitches: 30, tensionHeight: 10, resultWidth: 50, resultHeight: 60 },
  ],
};

const tom: DemoKnitter = {
  username: 'tom_purls', email: 'tom@example.com', unit: Unit.IMPERIAL,
  profile: { name: 'Tom Hale', city: 'Lerwick', country: 'United Kingdom', visibility: Visibility.PUBLIC,
    bio: 'Fair Isle on the ferry, lace at home. Always a hat on the needles.' },
  avatar: { kind: 'avatar', colours: ['#5b7fa3', '#c0392b'], initials: 'TH' },
  items: [
    { type: KnitType.YARN, fields: { name: 'Shetland Jumper Weight', producer: 'Isle Spinners', madeIn: 'Shetland', content: '100% Shetland wool',
      weight: '2-ply jumper weight', yardage: '115 m / 25 g', needleSize: '3.25 mm', tags: ['shetland', 'fair isle'] },
    pictures: [{ kind: 'fabric', colours: ['#b5651d'] }],
    colours: [colour('Peat', '202', '#4a3b2f'), colour('Rust', '1340', '#b5651d'), colour('Sea', '', '#5b7fa3')] },
    { type: KnitType.PATTERN, fields: { name: 'Ferry Hat', producer: 'Tom Hale', content: 'Fair Isle hat in five colours',
      weight: '2-ply jumper weight', needleSize: '3 mm', tags: ['hat', 'fair isle'] },
    pictures: [{ kind: 'chart', colours: ['#4a3b2f', '#e9dcc0', '#b5651d'], motif: 'diamonds' }] },
    { type: KnitType.DETAIL, fields: { name: 'Corrugated rib', content: 'Two-colour 2x2 rib: knit in one colour, purl in the other',
      tags: ['rib', 'edging'] },
    pictures: [{ kind: 'chart', colours: ['#5b7fa3', '#e9dcc0'], motif: 'checks' }] },
    { type: KnitType.MODEL, fields: { name: 'Harbour cardigan', content: 'Shetland Jumper Weight', needleSize: '3.25 mm',
      tags: ['cardigan', 'in progress'], visibility: Visibility.PRIVATE, notes: 'Sleeves next. Private until it is blocked.' },
    pictures: [{ kind: 'garment', colours: ['#4a3b2f', '#b5651d'] }] },
  ],
  calculators: [
    { name: 'Ferry Hat gauge', type: 0, tensionRows: 32, tensionWidth: 10, tensionStitches: 36, tensionHeight: 10, resultWidth: 52, resultHeight: 20 },
    { name: 'Cardigan body', type: 0, visibility: Visibility.PRIVATE, tensionRows: 28, tensionWidth: 10, tensionStitches: 36, tensionHeight: 10, resultWidth: 48, resultHeight: 40 },
  ],
};

const ines: DemoKnitter = {
  username: 'ines.loops', email: 'ines@example.com', unit: Unit.METRIC,
  profile: { name: 'Inès Duval', city: 'Québec', country: 'Canada', visibility: Visibility.PUBLIC,
    bio: 'Stripes, socks and anything that uses up leftovers.' },
  avatar: { kind: 'avatar', colours: ['#7a9e6b', '#b03a5b'], initials: 'ID' },
  items: [
    { type: KnitType.YARN, fields: { name: 'Leftovers Gradient', producer: 'Atelier Rivière', madeIn: 'Canada', content: '80% merino, 20% silk',
      weight: 'Sport', yardage: '300 m / 100 g', needleSize: '3.25 mm', tags: ['gradient', 'silk'] },
    pictures: [{ kind: 'fabric', colours: ['#b03a5b', '#d46a6a', '#e8a87c', '#f4d35e'] }],
    colours: [colour('Sunset', 'AR-SUN', '#d46a6a'), colour('Beet', 'AR-BEE', '#b03a5b')] },
    { type: KnitType.DETAIL, fields: { name: 'Helix stripes', content: 'Jogless stripes in the round with three balls', tags: ['stripes', 'technique'] },
    pictures: [{ kind: 'chart', colours: ['#7a9e6b', '#f4d35e', '#b03a5b'], motif: 'stripes' }] },
    { type: KnitType.MODEL, fields: { name: 'Scrappy socks', content: 'Leftovers Gradient and sock leftovers', needleSize: '2.5 mm',
      tags: ['socks', 'finished'] },
    pictures: [{ kind: 'chart', colours: ['#b03a5b', '#e8a87c', '#7a9e6b'], motif: 'stripes' }, { kind: 'fabric', colours: ['#e8a87c'] }] },
  ],
  calculators: [
    { name: 'Sock leg', type: 0, tensionRows: 32, tensionWidth: 10, tensionStitches: 40, tensionHeight: 10, resultWidth: 20, resultHeight: 15 },
  ],
};

/** The demo knitters, in the order they are created. */
export const DEMO_KNITTERS: readonly DemoKnitter[] = [mira, tom, ines];
