import { Enum, Property } from '@mikro-orm/core';
import { Field } from 'type-graphql';
import { registerEnum } from '../../common/enums';
import { DatabaseId, LEGACY_ID_USERS, NodeEntity } from '../../common/node';

/** What a personal access token may do: `read` answers queries and REST GETs; `write` also runs mutations. */
export enum TokenScope { READ = 'read', WRITE = 'write' }

registerEnum(TokenScope, 'TokenScope', 'What a personal access token may do.', { READ: 'Queries only (and GET on the REST door).', WRITE: 'Queries and mutations, except password, email and token changes.' });

/** A personal access token of a third-party tool, stored as the SHA-256 of the secret (shown once, never kept). */
@NodeEntity('PersonalAccessToken', 'personal_access_token', 'A personal access token of yours, as listed in Settings. Its secret is shown only once, when it is created.')
export class PersonalAccessToken {
  @DatabaseId('the token', LEGACY_ID_USERS) id!: number;
  @Property() userId!: number;
  @Field(() => String, { description: 'What the token is for, as you named it.' }) @Property() name!: string;
  @Property({ hidden: true }) tokenHash!: string;
  @Field(() => TokenScope, { description: 'What the token may do.' }) @Enum({ items: () => TokenScope }) scope!: TokenScope;
  @Field(() => Date, { description: 'When the token was created.' }) @Property() createdAt: Date = new Date();
  @Field(() => Date, { nullable: true, description: 'When the token was last used, to the minute; null if never.' })
  @Property({ nullable: true, type: 'datetime' }) lastUsedAt: Date | null = null;
  @Field(() => Date, { description: 'When the token stops working: at most a year after it was created.' })
  @Property({ type: 'datetime' }) expiresAt!: Date;
  @Property({ nullable: true, type: 'datetime' }) revokedAt: Date | null = null;
}
