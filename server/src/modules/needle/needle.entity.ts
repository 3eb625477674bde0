/** Needles and hooks of a knitter's inventory (issue #24 point 4): private to their owner. */
import { Enum, Property } from '@mikro-orm/core';
import { Field, Float, Int } from 'type-graphql';
import { registerEnum } from '../../common/enums';
import { DatabaseId, NodeEntity } from '../../common/node';

/** The kinds of needle and hook; stored in lower case. */
export enum NeedleKind {
  STRAIGHT = 'straight',
  CIRCULAR = 'circular',
  DOUBLE_POINTED = 'double_pointed',
  INTERCHANGEABLE_TIPS = 'interchangeable_tips',
  CABLE = 'cable',
  CROCHET_HOOK = 'crochet_hook',
}

registerEnum(NeedleKind, 'NeedleKind', 'The kind of a needle or hook.', {
  STRAIGHT: 'A pair of straight needles.',
  CIRCULAR: 'A fixed circular needle (its length is tip to tip).',
  DOUBLE_POINTED: 'A set of double-pointed needles.',
  INTERCHANGEABLE_TIPS: 'A pair of interchangeable tips, used with a cable.',
  CABLE: 'A cable for interchangeable tips (its length is the cable\'s).',
  CROCHET_HOOK: 'A crochet hook.',
});

/** A needle (or a set, or a hook) the knitter owns. */
@NodeEntity('Needle', 'needle', 'A needle, a set of needles, a cable or a hook of your inventory. Private to you.')
export class Needle {
  @DatabaseId('the needle') id!: number;
  @Property() ownerId!: number;
  @Field(() => NeedleKind, { description: 'The kind of needle or hook.' }) @Enum({ items: () => NeedleKind }) kind!: NeedleKind;
  @Field(() => Float, { description: 'The size in millimetres (the metric size; US and UK sizes are shown from it). For a cable, the size of the tips it fits; may be any positive number.' })
  @Property({ type: 'double' }) sizeMm!: number;
  @Field(() => Float, { nullable: true, description: 'The length in centimetres: tip to tip for a circular, the cable for a cable, the needle for the others; null when not given.' })
  @Property({ type: 'double', nullable: true }) lengthCm: number | null = null;
  @Field(() => String, { description: 'What it is made of (bamboo, steel, birch...); may be empty.' }) @Property() material: string = '';
  @Field(() => Int, { description: 'How many of these you own (sets count as one).' }) @Property() count: number = 1;
  @Field(() => String, { description: 'Free notes; may be empty.' }) @Property({ type: 'text' }) notes: string = '';
  @Field(() => Date, { description: 'When it was added.' }) @Property() createdAt: Date = new Date();
  @Field(() => Date, { description: 'Set by the server on every change.' }) @Property() lastUpdated: Date = new Date();
}
