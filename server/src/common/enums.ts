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

/**
 * Registers a TypeScript enum as the GraphQL enum `name`: its description, and a description of every one of its
 * values (the schema documents each value; a value left out does not compile).
 */
export function registerEnum<T extends object>(values: T, name: string, description: string, valueDescriptions: Record<keyof T, string>): void {
  const valuesConfig = Object.fromEntries(Object.entries(valueDescriptions).map(([key, text]) => [key, { description: text }]));
  registerEnumType(values, { name, description, valuesConfig: valuesConfig as Parameters<typeof registerEnumType<T>>[1]['valuesConfig'] });
}

registerEnum(KnitType, 'KnitType', 'The four kinds of knitting item.', {
  YARN: 'A yarn of the stash.',
  PATTERN: 'A pattern.',
  DETAIL: 'A detail: a motif, a stitch, an edging.',
  MODEL: 'A finished or planned model.',
});
registerEnum(Visibility, 'Visibility', 'Who may see an item or a profile: everyone, or its owner only.', { PUBLIC: 'Everyone, visitors included.', PRIVATE: 'Only its owner.' });
registerEnum(Unit, 'Unit', 'Preferred measuring system.', { METRIC: 'Centimetres, metres and grams.', IMPERIAL: 'Inches, yards and ounces.' });
registerEnum(KnitSort, 'KnitSort', 'Order of a list of knit items. Names use Russian, numeric-aware collation.', {
  NAME_ASC: 'A to Z by name (the web client\'s "No" and "A-Z").',
  NAME_DESC: 'Z to A by name.',
  OLDEST_FIRST: 'Least recently updated first (the web client\'s "Date down").',
  NEWEST_FIRST: 'Most recently updated first (the web client\'s "Date up").',
});
registerEnum(UserImageKind, 'UserImageKind', 'The profile picture or the background picture.', { PICTURE: 'The profile picture (avatar).', BACKGROUND: 'The background picture of the profile.' });
registerEnum(WeightClass, 'WeightClass', 'The Craft Yarn Council standard yarn weight class, 0 (Lace) to 7 (Jumbo).',
  Object.fromEntries(WEIGHT_CLASSES.map((w) => [w.key, `${w.value} ${w.name.en}: ${w.common.en}.`])) as Record<keyof typeof WeightClass, string>);
