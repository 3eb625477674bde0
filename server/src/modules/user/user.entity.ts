import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GlobalId, Node } from '../../common/node';
import { Unit, Visibility } from '../../common/enums';

/** A knitter's account and profile. Private fields are exposed through UserResolver, which checks who asks. */
@ObjectType({ implements: Node, description: 'A knitter. Profile details are null when the profile is private and you are not its owner.' })
@GlobalId('User')
@Entity({ tableName: 'app_user' })
export class User {
  @Field(() => Int, { name: 'databaseId', description: 'The number of the user in the database, as /api/v1 and links such as /yarn/42 use it; `id` is its global id.' }) @PrimaryKey() id!: number;
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
