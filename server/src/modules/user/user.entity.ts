import { Enum, Property } from '@mikro-orm/core';
import { Field } from 'type-graphql';
import { DatabaseId, LEGACY_ID_USERS, NodeEntity } from '../../common/node';
import { Unit, Visibility } from '../../common/enums';

/** A knitter's account and profile. Private fields are exposed through UserResolver, which checks who asks. */
@NodeEntity('User', 'app_user', 'A knitter. Profile details are null when the profile is private and you are not its owner.')
export class User {
  @DatabaseId('the user', LEGACY_ID_USERS) id!: number;
  @Field(() => String, { description: 'The unique username, as registered.' }) @Property() username!: string;
  @Property() email!: string;
  @Property({ hidden: true }) passwordHash!: string;
  @Property() name: string = '';
  @Property() bio: string = '';
  @Property() country: string = '';
  @Property() city: string = '';
  @Field(() => Visibility, { description: 'Who may see the profile details.' }) @Enum({ items: () => Visibility }) visibility: Visibility = Visibility.PUBLIC;
  @Enum({ items: () => Unit }) preferredUnit: Unit = Unit.METRIC;
  @Property({ nullable: true, type: 'integer' }) pictureId: number | null = null;
  @Property({ nullable: true, type: 'integer' }) backgroundId: number | null = null;
  @Property() sessionVersion: number = 0;
  @Field(() => Date, { description: 'Set by the server on every profile change.' }) @Property() lastUpdated: Date = new Date();
  @Property() createdAt: Date = new Date();
}
