/**
 * A PostgreSQL `text[]` column whose elements are stored exactly as given. MikroORM writes an array as a literal
 * ('{a,b}') and quotes only the elements holding braces, commas, quotes or backslashes, with JSON's escapes: a tag
 * "null" (in any case) became an SQL NULL, which the explore counts refused with an internal error on a public item,
 * and a tab or a newline came back as the letter t or n. Here every element is quoted by PostgreSQL's own rule: between
 * double quotes, with a backslash before each double quote and backslash.
 */
import { ArrayType, type Platform, type TransformContext } from '@mikro-orm/core';

/** Use as `@Property({ type: TextArrayType })`. */
export class TextArrayType extends ArrayType<string> {
  override convertToDatabaseValue(value: string[] | null, platform: Platform, context?: TransformContext): string | null {
    if (!Array.isArray(value)) return super.convertToDatabaseValue(value, platform, context);
    return `{${value.map((element) => `"${element.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  }
}
