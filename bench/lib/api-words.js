'use strict';
/**
 * Names for the API-seeded feed, drawn from word lists with a seeded generator: yarns named like yarns
 * ("Sandnes Tynn Merinoull, 50 g"), patterns like patterns, knitters' finished models and technique notes,
 * in English with some Norwegian, French and Russian, as a mixed community writes them.
 */

/** mulberry32: a small seeded generator, so one seed gives the same feed on every run. */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => next() < p;
  /** `k` distinct elements of `list`. */
  const some = (list, k) => {
    const copy = [...list];
    const out = [];
    while (out.length < k && copy.length) out.push(copy.splice(int(copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, some };
}

const BRANDS = ['Drops', 'Sandnes Garn', 'Rowan', 'Lana Grossa', 'Isager', 'Malabrigo', 'Hedgehog Fibres', 'Пехорка', 'Camarose',
  'De Rerum Natura', 'Biches & Bûches', 'Rauma', 'Jamieson & Smith', 'Filcolana', 'Knitting for Olive', 'Троицкая'];
const LINES = ['Alpaca Silk', 'Tynn Merinoull', 'Felted Tweed', 'Cool Wool', 'Sock', 'Rios', 'Sportweight', 'Детская новинка',
  'Yaku', 'Gilliatt', 'Le Petit Lambswool', 'Finull', 'Shetland Supreme', 'Arwetta Classic', 'Pure Silk Mohair', 'Ангорская тёплая', 'Kid Silk', 'Peruvian Highland'];
const FIBRES = ['100% merino wool', '70% alpaca, 30% silk', '50% wool, 25% alpaca, 25% viscose', '100% Shetland wool', '75% wool, 25% polyamide',
  '70% mohair, 30% silk', '100% cotton', '60% merino, 40% yak', '50% шерсть, 50% акрил', '100% laine mérinos'];
const COUNTRIES = ['Norway', 'Peru', 'United Kingdom', 'Italy', 'Denmark', 'France', 'Uruguay', 'Россия', 'Ireland', 'Japan'];
const WEIGHT_CLASSES = ['LACE', 'FINE', 'LIGHT', 'MEDIUM', 'BULKY'];

const ADJECTIVES = ['Windswept', 'Quiet', 'Harbour', 'Fjord', 'Morning', 'Bramble', 'Heather', 'Salt Marsh', 'Autumn', 'Linden',
  'Birch', 'Juniper', 'Lighthouse', 'Meadow', 'Slow Sunday', 'Rosehip', 'Cloudberry', 'Nordlys', 'Petite', 'Grand'];
const MOTIFS = ['Cable', 'Lace', 'Brioche', 'Fair Isle', 'Garter', 'Seed Stitch', 'Colourwork', 'Twisted Rib', 'Honeycomb', 'Mosaic', 'Stranded'];
const GARMENTS = ['Cardigan', 'Pullover', 'Raglan Sweater', 'Hat', 'Beanie', 'Mittens', 'Socks', 'Shawl', 'Cowl', 'Vest', 'Blanket', 'Scarf', 'Tee'];
const RU_PATTERNS = ['Шаль «Осень»', 'Свитер с косами', 'Носки «Зимняя сказка»', 'Шапка с помпоном', 'Кардиган «Лён»', 'Варежки с узором'];
const FR_PATTERNS = ['Pull à torsades', 'Châle Marguerite', 'Bonnet côtes anglaises', 'Gilet Bruyère', 'Chaussettes Lavande'];
const PEOPLE = ['Anna', 'Ingrid', 'Maud', 'Olga', 'Sofie', 'Claire', 'Tove', 'Marit', 'Léa', 'Natasha', 'Hanne', 'Jo', 'Priya', 'Emma'];
const COLOURS = ['rust', 'oatmeal', 'forest green', 'navy', 'mustard', 'dusty pink', 'charcoal', 'sea glass', 'plum', 'cream', 'ochre', 'storm blue'];
const FOR_WHOM = ['for my sister', 'for Dad', 'for the baby', 'for winter walks', 'for the cabin', 'first try', 'second attempt', ''];
const TECHNIQUES = ['Tubular cast-on', 'Italian bind-off', 'German short rows', 'Jogless stripes', 'Afterthought heel', 'I-cord edging',
  'Three-needle bind-off', 'Steeking a cardigan', 'Picking up stitches evenly', 'Kitchener stitch', 'Invisible ribbing join', 'Twisted German cast-on'];
const PARTS = ['for ribbing', 'on the neckline', 'at the shoulders', 'for sock toes', 'on a raglan', 'in colourwork', 'for button bands', ''];
const TAGS = ['wool', 'winter', 'gift', 'baby', 'socks', 'lace', 'cables', 'colourwork', 'top-down', 'seamless', 'mohair', 'summer',
  'stash', 'quick', 'beginner', 'лето', 'хлопок', 'подарок', 'hiver', 'cadeau'];
const NOTES = ['Knitted on 4 mm needles, one size down for the ribbing.', 'Blocked hard; the lace opens up beautifully.',
  'Modified the sleeves: 6 cm shorter, decreases every 8th round.', 'Used two strands held together for the body.',
  'Pattern has an error in row 34 of the chart: the errata fixes it.', 'Gauge 22 sts and 30 rows to 10 cm in stockinette after washing.',
  'Связано спицами 3,5 мм, по схеме из журнала.', 'Tricoté en rond, sans couture.'];
const COLOURWAYS = ['Forest green', 'Natural white', 'Rust heather', 'Deep navy', 'Mustard yellow', 'Light grey mix', 'Blush', 'Черника', 'Vert sapin'];
const HANDLES = ['knits', 'yarn', 'purl', 'makes', 'stitches', 'wool', 'needles', 'loops'];

/** Item kinds in the proportions a knitters' library has: yarns first, then patterns, finished models, technique notes. */
const KINDS = [['YARN', 0.4], ['PATTERN', 0.25], ['MODEL', 0.2], ['DETAIL', 0.15]];

function kindOf(r) {
  let x = r.next();
  for (const [kind, share] of KINDS) { if ((x -= share) < 0) return kind; }
  return 'YARN';
}

/** The input of createKnitItem for one item of `type` (the yarn-only fields only for yarns, as the API wants). */
function itemInput(r, type) {
  const tags = r.some(TAGS, r.int(4));
  if (type === 'YARN') {
    const brand = r.pick(BRANDS);
    const line = r.pick(LINES);
    const grams = r.pick([25, 50, 50, 50, 100]);
    return {
      type, tags, name: r.chance(0.3) ? `${brand} ${line}, ${grams} g` : `${brand} ${line}`, producer: brand, madeIn: r.pick(COUNTRIES),
      content: r.pick(FIBRES), weight: `${grams} g`, yardage: `${grams * (2 + r.int(6))} m`, needleSize: `${(2 + r.int(10) / 2).toFixed(1)} mm`,
      weightClass: r.pick(WEIGHT_CLASSES),
    };
  }
  if (type === 'PATTERN') {
    const x = r.next();
    const name = x < 0.12 ? r.pick(RU_PATTERNS) : x < 0.22 ? r.pick(FR_PATTERNS) : `${r.pick(ADJECTIVES)} ${r.chance(0.6) ? `${r.pick(MOTIFS)} ` : ''}${r.pick(GARMENTS)}`;
    return { type, tags, name, notes: r.chance(0.6) ? r.pick(NOTES) : '' };
  }
  if (type === 'MODEL') {
    const who = r.pick(FOR_WHOM);
    const name = `${r.pick(PEOPLE)}'s ${r.pick(COLOURS)} ${r.pick(GARMENTS).toLowerCase()}${who ? ` ${who}` : ''}`;
    return { type, tags, name, notes: r.chance(0.7) ? r.pick(NOTES) : '' };
  }
  const part = r.pick(PARTS);
  return { type, tags, name: `${r.pick(TECHNIQUES)}${part ? ` ${part}` : ''}`, notes: r.pick(NOTES) };
}

/** A knitter's username (unique thanks to the index) as people choose them. */
function username(r, i) {
  const first = r.pick(PEOPLE).normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  return r.pick([`${first}_${r.pick(HANDLES)}${i}`, `${first}.${r.pick(HANDLES)}${i}`, `${r.pick(HANDLES)}by${first}${i}`]);
}

/** A colour of a yarn, as addColour takes it. */
function colourInput(r) {
  return { textDescription: r.pick(COLOURWAYS), codeDescription: r.chance(0.7) ? String(1000 + r.int(9000)) : '' };
}

module.exports = { prng, kindOf, itemInput, username, colourInput };
