/** Closed sets shared by entities, GraphQL and REST. Stored values are lowercase. */
import { registerEnumType } from 'type-graphql';
import { WEIGHT_CLASSES } from '@purlwise/core';

export enum KnitType { YARN = 'yarn', PATTERN = 'pattern', DETAIL = 'detail', MODEL = 'model' }
export enum Visibility { PUBLIC = 'public', PRIVATE = 'private' }
export enum Unit { METRIC = 'metric', IMPERIAL = 'imperial' }
export enum KnitSort { NAME_ASC = 'NAME_ASC', NAME_DESC = 'NAME_DESC', OLDEST_FIRST = 'OLDEST_FIRST', NEWEST_FIRST = 'NEWEST_FIRST' }
/** The Craft Yarn Council weight classes; stored as their numbers 0 to 7 (names and common names in core's WEIGHT_CLASSES). */
export enum WeightClass { LACE = 0, SUPER_FINE = 1, FINE = 2, LIGHT = 3, MEDIUM = 4, BULKY = 5, SUPER_BULKY = 6, JUMBO = 7 }
export enum UserImageKind { PICTURE = 'pic', BACKGROUND = 'back' }

registerEnumType(KnitType, {
  name: 'KnitType',
  description: 'The four kinds of knitting item.',
  valuesConfig: {
    YARN: { description: 'A yarn of the stash.' },
    PATTERN: { description: 'A pattern.' },
    DETAIL: { description: 'A detail: a motif, a stitch, an edging.' },
    MODEL: { description: 'A finished or planned model.' },
  },
});
registerEnumType(Visibility, {
  name: 'Visibility',
  description: 'Who may see an item or a profile: everyone, or its owner only.',
  valuesConfig: { PUBLIC: { description: 'Everyone, visitors included.' }, PRIVATE: { description: 'Only its owner.' } },
});
registerEnumType(Unit, {
  name: 'Unit',
  description: 'Preferred measuring system.',
  valuesConfig: { METRIC: { description: 'Centimetres, metres and grams.' }, IMPERIAL: { description: 'Inches, yards and ounces.' } },
});
registerEnumType(KnitSort, {
  name: 'KnitSort',
  description: 'Order of a list of knit items. Names use Russian, numeric-aware collation.',
  valuesConfig: {
    NAME_ASC: { description: 'A to Z by name (the web client\'s "No" and "A-Z").' },
    NAME_DESC: { description: 'Z to A by name.' },
    OLDEST_FIRST: { description: 'Least recently updated first (the web client\'s "Date down").' },
    NEWEST_FIRST: { description: 'Most recently updated first (the web client\'s "Date up").' },
  },
});
registerEnumType(UserImageKind, {
  name: 'UserImageKind',
  description: 'The profile picture or the background picture.',
  valuesConfig: { PICTURE: { description: 'The profile picture (avatar).' }, BACKGROUND: { description: 'The background picture of the profile.' } },
});
registerEnumType(WeightClass, {
  name: 'WeightClass',
  description: 'The Craft Yarn Council standard yarn weight class, 0 (Lace) to 7 (Jumbo).',
  valuesConfig: Object.fromEntries(WEIGHT_CLASSES.map((w) => [w.key, { description: `${w.value} ${w.name.en}: ${w.common.en}.` }])),
});
