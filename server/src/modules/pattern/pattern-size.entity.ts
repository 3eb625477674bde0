/** The sizes of a pattern item and what each calls for (issue #24 point 5). */
import { Property } from '@mikro-orm/core';
import { Field, Float, Int } from 'type-graphql';
import { DatabaseId, NodeEntity } from '../../common/node';
import { WeightClass } from '../../common/enums';

/** One size of a pattern: visible with its pattern, changed by the pattern's owner. */
@NodeEntity('PatternSize', 'pattern_size', 'A size of a pattern, with the yarn, gauge and needle it calls for. Seen by whoever may see the pattern.')
export class PatternSize {
  @DatabaseId('the size') id!: number;
  @Property() itemId!: number;
  @Field(() => String, { description: 'The name of the size, such as "S", "38 cm chest" or "2 years".' }) @Property() name!: string;
  @Field(() => Int, { description: 'Its place among the pattern\'s sizes, from 0.' }) @Property() position: number = 0;
  @Field(() => Float, { nullable: true, description: 'The length of yarn it needs, in metres; null when not given.' })
  @Property({ type: 'double', nullable: true }) yardageM: number | null = null;
  @Field(() => WeightClass, { nullable: true, description: 'The yarn weight class it calls for; null when not given.' })
  @Property({ type: 'smallint', nullable: true }) weightClass: WeightClass | null = null;
  @Field(() => Float, { nullable: true, description: 'Gauge: stitches per 10 cm; null when not given.' })
  @Property({ type: 'double', nullable: true, fieldName: 'stitches_per_10cm' }) stitchesPer10cm: number | null = null;
  @Field(() => Float, { nullable: true, description: 'Gauge: rows per 10 cm; null when not given.' })
  @Property({ type: 'double', nullable: true, fieldName: 'rows_per_10cm' }) rowsPer10cm: number | null = null;
  @Field(() => Float, { nullable: true, description: 'The needle size it calls for, in mm; null when not given.' })
  @Property({ type: 'double', nullable: true }) needleMm: number | null = null;
  @Property() createdAt: Date = new Date();
}
