import { Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { registerEnum } from '../../common/enums';
import { DatabaseId, NodeEntity } from '../../common/node';

/** What an app may ask for, as the knitter sees it on the consent screen (the wire names are in oauth.scopes.ts). */
export enum OAuthScope { READ_LIBRARY = 'library:read', WRITE_LIBRARY = 'library:write', READ_PROFILE = 'profile:read' }

registerEnum(OAuthScope, 'OAuthScope', 'What an OAuth app may do for a knitter who allows it (the OAuth `scope` values are `library:read`, `library:write` and `profile:read`).', {
  READ_LIBRARY: '`library:read`: read the library (items, pictures, colours, calculators), like a READ personal access token.',
  WRITE_LIBRARY: '`library:write`: change the library too, like a WRITE personal access token.',
  READ_PROFILE: '`profile:read`: read the profile, like a READ personal access token.',
});

/** An OAuth 2 app registered by a developer: oidc-provider knows it as a public client (PKCE) by its client id. */
@NodeEntity('OAuthApp', 'oauth_app', 'An OAuth app you registered, as listed in Settings.')
export class OAuthApp {
  @DatabaseId('the app') id!: number;
  @Property() ownerId!: number;
  @Field(() => String, { description: 'The OAuth `client_id` the app sends to /oauth/auth and /oauth/token.' }) @Property() clientId!: string;
  @Field(() => String, { description: 'The name knitters see on the consent screen.' }) @Property() name!: string;
  @Field(() => [String], { description: 'The addresses the knitter may be sent back to with a code (`redirect_uri` must be one of them exactly).' })
  @Property({ type: 'json' }) redirectUris!: string[];
  @Property({ type: 'blob', nullable: true, hidden: true, lazy: true }) logo: Buffer | null = null;
  @Property({ nullable: true, type: 'string' }) logoEtag: string | null = null;
  @Field(() => Date, { description: 'When the app was registered.' }) @Property() createdAt: Date = new Date();

  @Field(() => String, { nullable: true, description: 'The address of its logo (shown on the consent screen), or null when it has none.' })
  get logoUrl(): string | null { return logoUrlOf(this.clientId, this.logoEtag); }
}

/** The address of an app's logo (served by modules/oauth/oauth.routes.ts); the etag in it changes with the picture. */
export function logoUrlOf(clientId: string, etag: string | null): string | null {
  return etag ? `/oauth/apps/${encodeURIComponent(clientId)}/logo?v=${etag}` : null;
}

/** An app the knitter allowed: one grant of oidc-provider, with its scopes. */
@ObjectType({ description: 'An OAuth app you allowed to use your account, as listed in Settings.' })
export class ConnectedOAuthApp {
  @Field(() => ID, { description: 'The global id of the app (revokeOAuthAppConnection takes it).' }) appId!: string;
  @Field(() => String, { description: 'The name of the app.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'The address of its logo, or null when it has none.' }) logoUrl!: string | null;
  @Field(() => String, { description: 'The username of the knitter who registered the app.' }) developer!: string;
  @Field(() => [OAuthScope], { description: 'What you allowed it to do.' }) scopes!: OAuthScope[];
  @Field(() => Date, { description: 'When you allowed it (the latest time).' }) connectedAt!: Date;
}
